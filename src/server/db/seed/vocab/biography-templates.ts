import type { Birthplace } from './birthplaces';
import type { TextLang } from './text-languages';

export type Gender = 'm' | 'f';

export interface BiographyFacts {
  gender: Gender;
  birthYear: number;
  deathYear: number | null;
  place: Birthplace;
  /** Index into the profession list (any integer; taken modulo its length). */
  profession: number;
  /** Index into the closing sentence list. */
  closing: number;
}

interface BiographyLanguage {
  /** "{nat}" is replaced by the nationality adjective. */
  professions: Readonly<Record<Gender, readonly string[]>>;
  born(f: BiographyFacts): string;
  died(f: BiographyFacts): string;
  closings: Readonly<Record<Gender, readonly string[]>>;
}

const same = (list: readonly string[]) => ({ m: list, f: list });

const LANGS: Readonly<Record<TextLang, BiographyLanguage>> = {
  cs: {
    professions: {
      m: ['{nat} prozaik', '{nat} spisovatel a novinář', '{nat} básník a překladatel', '{nat} historik a publicista', '{nat} autor knih pro děti', '{nat} spisovatel a scenárista'],
      f: ['{nat} prozaička', '{nat} spisovatelka a novinářka', '{nat} básnířka a překladatelka', '{nat} historička a publicistka', '{nat} autorka knih pro děti', '{nat} spisovatelka a scenáristka'],
    },
    born: (f) => `${f.gender === 'm' ? 'Narodil' : 'Narodila'} se v roce ${f.birthYear} ${f.place.inPhrase}.`,
    died: (f) => `${f.gender === 'm' ? 'Zemřel' : 'Zemřela'} v roce ${f.deathYear}.`,
    closings: {
      m: ['Jeho knihy byly přeloženy do mnoha jazyků.', 'Za svou tvorbu získal několik literárních ocenění.', 'Vedle psaní se věnoval také překladům a pedagogické činnosti.'],
      f: ['Její knihy byly přeloženy do mnoha jazyků.', 'Za svou tvorbu získala několik literárních ocenění.', 'Vedle psaní se věnovala také překladům a pedagogické činnosti.'],
    },
  },
  sk: {
    professions: {
      m: ['{nat} prozaik', '{nat} spisovateľ a novinár', '{nat} básnik a prekladateľ', '{nat} historik a publicista', '{nat} autor kníh pre deti', '{nat} spisovateľ a scenárista'],
      f: ['{nat} prozaička', '{nat} spisovateľka a novinárka', '{nat} poetka a prekladateľka', '{nat} historička a publicistka', '{nat} autorka kníh pre deti', '{nat} spisovateľka a scenáristka'],
    },
    born: (f) => `${f.gender === 'm' ? 'Narodil' : 'Narodila'} sa v roku ${f.birthYear} ${f.place.inPhrase}.`,
    died: (f) => `${f.gender === 'm' ? 'Zomrel' : 'Zomrela'} v roku ${f.deathYear}.`,
    closings: {
      m: ['Jeho knihy boli preložené do mnohých jazykov.', 'Za svoju tvorbu získal viacero literárnych ocenení.', 'Popri písaní sa venoval aj prekladom a pedagogickej činnosti.'],
      f: ['Jej knihy boli preložené do mnohých jazykov.', 'Za svoju tvorbu získala viacero literárnych ocenení.', 'Popri písaní sa venovala aj prekladom a pedagogickej činnosti.'],
    },
  },
  en: {
    professions: same(['{nat} novelist', '{nat} writer and journalist', '{nat} poet and translator', '{nat} historian', "{nat} children's author", '{nat} writer and screenwriter']),
    born: (f) => `Born in ${f.place.english} in ${f.birthYear}.`,
    died: (f) => `Died in ${f.deathYear}.`,
    closings: {
      m: ['His books have been translated into many languages.', 'He received several literary awards.', 'Besides writing, he also worked as a translator and teacher.'],
      f: ['Her books have been translated into many languages.', 'She received several literary awards.', 'Besides writing, she also worked as a translator and teacher.'],
    },
  },
  de: {
    professions: {
      m: ['{nat} Schriftsteller', '{nat} Schriftsteller und Journalist', '{nat} Lyriker und Übersetzer', '{nat} Historiker und Publizist', '{nat} Kinderbuchautor', '{nat} Schriftsteller und Drehbuchautor'],
      f: ['{nat} Schriftstellerin', '{nat} Schriftstellerin und Journalistin', '{nat} Lyrikerin und Übersetzerin', '{nat} Historikerin und Publizistin', '{nat} Kinderbuchautorin', '{nat} Schriftstellerin und Drehbuchautorin'],
    },
    born: (f) => `Geboren ${f.birthYear} ${f.place.inPhrase}.`,
    died: (f) => `Gestorben ${f.deathYear}.`,
    closings: {
      m: ['Seine Bücher wurden in viele Sprachen übersetzt.', 'Er wurde mit mehreren Literaturpreisen ausgezeichnet.', 'Neben dem Schreiben arbeitete er auch als Übersetzer und Lehrer.'],
      f: ['Ihre Bücher wurden in viele Sprachen übersetzt.', 'Sie wurde mit mehreren Literaturpreisen ausgezeichnet.', 'Neben dem Schreiben arbeitete sie auch als Übersetzerin und Lehrerin.'],
    },
  },
  es: {
    professions: {
      m: ['Novelista {nat}', 'Escritor y periodista {nat}', 'Poeta y traductor {nat}', 'Historiador {nat}', 'Autor {nat} de libros infantiles', 'Escritor y guionista {nat}'],
      f: ['Novelista {nat}', 'Escritora y periodista {nat}', 'Poeta y traductora {nat}', 'Historiadora {nat}', 'Autora {nat} de libros infantiles', 'Escritora y guionista {nat}'],
    },
    born: (f) => `Nació ${f.place.inPhrase} en ${f.birthYear}.`,
    died: (f) => `Murió en ${f.deathYear}.`,
    closings: {
      m: ['Sus libros han sido traducidos a numerosos idiomas.', 'Recibió varios premios literarios.', 'Además de escribir, trabajó como traductor y profesor.'],
      f: ['Sus libros han sido traducidos a numerosos idiomas.', 'Recibió varios premios literarios.', 'Además de escribir, trabajó como traductora y profesora.'],
    },
  },
  it: {
    professions: {
      m: ['Romanziere {nat}', 'Scrittore e giornalista {nat}', 'Poeta e traduttore {nat}', 'Storico {nat}', 'Autore {nat} di libri per ragazzi', 'Scrittore e sceneggiatore {nat}'],
      f: ['Romanziera {nat}', 'Scrittrice e giornalista {nat}', 'Poetessa e traduttrice {nat}', 'Storica {nat}', 'Autrice {nat} di libri per ragazzi', 'Scrittrice e sceneggiatrice {nat}'],
    },
    born: (f) => `${f.gender === 'm' ? 'Nato' : 'Nata'} ${f.place.inPhrase} nel ${f.birthYear}.`,
    died: (f) => `${f.gender === 'm' ? 'Morto' : 'Morta'} nel ${f.deathYear}.`,
    closings: {
      m: ['I suoi libri sono stati tradotti in molte lingue.', 'Ha ricevuto diversi premi letterari.', "Oltre alla scrittura si è dedicato anche alla traduzione e all'insegnamento."],
      f: ['I suoi libri sono stati tradotti in molte lingue.', 'Ha ricevuto diversi premi letterari.', "Oltre alla scrittura si è dedicata anche alla traduzione e all'insegnamento."],
    },
  },
  nl: {
    professions: {
      m: ['{nat} romanschrijver', '{nat} schrijver en journalist', '{nat} dichter en vertaler', '{nat} historicus', '{nat} kinderboekenschrijver', '{nat} schrijver en scenarist'],
      f: ['{nat} romanschrijfster', '{nat} schrijfster en journaliste', '{nat} dichteres en vertaalster', '{nat} historica', '{nat} kinderboekenschrijfster', '{nat} schrijfster en scenariste'],
    },
    born: (f) => `Geboren in ${f.birthYear} ${f.place.inPhrase}.`,
    died: (f) => `Overleden in ${f.deathYear}.`,
    closings: {
      m: ['Zijn boeken zijn in vele talen vertaald.', 'Hij ontving diverse literaire prijzen.', 'Naast het schrijven werkte hij als vertaler en docent.'],
      f: ['Haar boeken zijn in vele talen vertaald.', 'Zij ontving diverse literaire prijzen.', 'Naast het schrijven werkte zij als vertaalster en docente.'],
    },
  },
  fr: {
    professions: {
      m: ['Romancier {nat}', 'Écrivain et journaliste {nat}', 'Poète et traducteur {nat}', 'Historien {nat}', 'Auteur {nat} de livres pour enfants', 'Écrivain et scénariste {nat}'],
      f: ['Romancière {nat}', 'Écrivaine et journaliste {nat}', 'Poétesse et traductrice {nat}', 'Historienne {nat}', 'Autrice {nat} de livres pour enfants', 'Écrivaine et scénariste {nat}'],
    },
    born: (f) => `${f.gender === 'm' ? 'Né' : 'Née'} ${f.place.inPhrase} en ${f.birthYear}.`,
    died: (f) => `${f.gender === 'm' ? 'Mort' : 'Morte'} en ${f.deathYear}.`,
    closings: {
      m: ['Ses livres ont été traduits dans de nombreuses langues.', 'Il a reçu plusieurs prix littéraires.', 'Outre l’écriture, il a été traducteur et enseignant.'],
      f: ['Ses livres ont été traduits dans de nombreuses langues.', 'Elle a reçu plusieurs prix littéraires.', 'Outre l’écriture, elle a été traductrice et enseignante.'],
    },
  },
};

/** A short biography in `lang` (the author's own language, or English with the English place name). */
export function writeBiography(lang: TextLang, facts: BiographyFacts): string {
  const L = LANGS[lang];
  const professions = L.professions[facts.gender];
  const nationality = lang === 'en' ? facts.place.nationalityEn : facts.place.nationality[facts.gender === 'm' ? 0 : 1];
  const profession = professions[facts.profession % professions.length].replace('{nat}', nationality);
  const closings = L.closings[facts.gender];
  const parts = [`${profession}.`, L.born(facts)];
  if (facts.deathYear) parts.push(L.died(facts));
  parts.push(closings[facts.closing % closings.length]);
  return parts.join(' ');
}
