import type { TextLang } from './text-languages';

/**
 * Places and circumstances for titles like "Summer in Prague": `inPhrase` is the whole
 * prepositional phrase in each language (Czech and Slovak need the locative, so it is spelled
 * out rather than built). `name` is the bare place name (travel guides), empty when the phrase
 * is not a place ("after the war").
 */
export interface PlaceRow {
  name: Readonly<Record<TextLang, string>> | null;
  inPhrase: Readonly<Record<TextLang, string>>;
}

type Pair = readonly [name: string, inPhrase: string];

function p(cs: Pair, sk: Pair, en: Pair, de: Pair, es: Pair, it: Pair, nl: Pair, fr: Pair): PlaceRow {
  return {
    name: { cs: cs[0], sk: sk[0], en: en[0], de: de[0], es: es[0], it: it[0], nl: nl[0], fr: fr[0] },
    inPhrase: { cs: cs[1], sk: sk[1], en: en[1], de: de[1], es: es[1], it: it[1], nl: nl[1], fr: fr[1] },
  };
}

function phrase(cs: string, sk: string, en: string, de: string, es: string, it: string, nl: string, fr: string): PlaceRow {
  return { name: null, inPhrase: { cs, sk, en, de, es, it, nl, fr } };
}

export const PLACES: readonly PlaceRow[] = [
  p(['Praha', 'v Praze'], ['Praha', 'v Prahe'], ['Prague', 'in Prague'], ['Prag', 'in Prag'], ['Praga', 'en Praga'], ['Praga', 'a Praga'], ['Praag', 'in Praag'], ['Prague', 'à Prague']),
  p(['Vídeň', 've Vídni'], ['Viedeň', 'vo Viedni'], ['Vienna', 'in Vienna'], ['Wien', 'in Wien'], ['Viena', 'en Viena'], ['Vienna', 'a Vienna'], ['Wenen', 'in Wenen'], ['Vienne', 'à Vienne']),
  p(['Bratislava', 'v Bratislavě'], ['Bratislava', 'v Bratislave'], ['Bratislava', 'in Bratislava'], ['Bratislava', 'in Bratislava'], ['Bratislava', 'en Bratislava'], ['Bratislava', 'a Bratislava'], ['Bratislava', 'in Bratislava'], ['Bratislava', 'à Bratislava']),
  p(['Paříž', 'v Paříži'], ['Paríž', 'v Paríži'], ['Paris', 'in Paris'], ['Paris', 'in Paris'], ['París', 'en París'], ['Parigi', 'a Parigi'], ['Parijs', 'in Parijs'], ['Paris', 'à Paris']),
  p(['Benátky', 'v Benátkách'], ['Benátky', 'v Benátkach'], ['Venice', 'in Venice'], ['Venedig', 'in Venedig'], ['Venecia', 'en Venecia'], ['Venezia', 'a Venezia'], ['Venetië', 'in Venetië'], ['Venise', 'à Venise']),
  p(['Berlín', 'v Berlíně'], ['Berlín', 'v Berlíne'], ['Berlin', 'in Berlin'], ['Berlin', 'in Berlin'], ['Berlín', 'en Berlín'], ['Berlino', 'a Berlino'], ['Berlijn', 'in Berlijn'], ['Berlin', 'à Berlin']),
  p(['Lisabon', 'v Lisabonu'], ['Lisabon', 'v Lisabone'], ['Lisbon', 'in Lisbon'], ['Lissabon', 'in Lissabon'], ['Lisboa', 'en Lisboa'], ['Lisbona', 'a Lisbona'], ['Lissabon', 'in Lissabon'], ['Lisbonne', 'à Lisbonne']),
  p(['Řím', 'v Římě'], ['Rím', 'v Ríme'], ['Rome', 'in Rome'], ['Rom', 'in Rom'], ['Roma', 'en Roma'], ['Roma', 'a Roma'], ['Rome', 'in Rome'], ['Rome', 'à Rome']),
  p(['Amsterdam', 'v Amsterdamu'], ['Amsterdam', 'v Amsterdame'], ['Amsterdam', 'in Amsterdam'], ['Amsterdam', 'in Amsterdam'], ['Ámsterdam', 'en Ámsterdam'], ['Amsterdam', 'ad Amsterdam'], ['Amsterdam', 'in Amsterdam'], ['Amsterdam', 'à Amsterdam']),
  p(['Brno', 'v Brně'], ['Brno', 'v Brne'], ['Brno', 'in Brno'], ['Brünn', 'in Brünn'], ['Brno', 'en Brno'], ['Brno', 'a Brno'], ['Brno', 'in Brno'], ['Brno', 'à Brno']),
  p(['Krakov', 'v Krakově'], ['Krakov', 'v Krakove'], ['Kraków', 'in Kraków'], ['Krakau', 'in Krakau'], ['Cracovia', 'en Cracovia'], ['Cracovia', 'a Cracovia'], ['Krakau', 'in Krakau'], ['Cracovie', 'à Cracovie']),
  p(['Budapešť', 'v Budapešti'], ['Budapešť', 'v Budapešti'], ['Budapest', 'in Budapest'], ['Budapest', 'in Budapest'], ['Budapest', 'en Budapest'], ['Budapest', 'a Budapest'], ['Boedapest', 'in Boedapest'], ['Budapest', 'à Budapest']),
  p(['Terst', 'v Terstu'], ['Terst', 'v Terste'], ['Trieste', 'in Trieste'], ['Triest', 'in Triest'], ['Trieste', 'en Trieste'], ['Trieste', 'a Trieste'], ['Triëst', 'in Triëst'], ['Trieste', 'à Trieste']),
  p(['Barcelona', 'v Barceloně'], ['Barcelona', 'v Barcelone'], ['Barcelona', 'in Barcelona'], ['Barcelona', 'in Barcelona'], ['Barcelona', 'en Barcelona'], ['Barcellona', 'a Barcellona'], ['Barcelona', 'in Barcelona'], ['Barcelone', 'à Barcelone']),
  p(['Sevilla', 'v Seville'], ['Sevilla', 'v Seville'], ['Seville', 'in Seville'], ['Sevilla', 'in Sevilla'], ['Sevilla', 'en Sevilla'], ['Siviglia', 'a Siviglia'], ['Sevilla', 'in Sevilla'], ['Séville', 'à Séville']),
  p(['Bruggy', 'v Bruggách'], ['Bruggy', 'v Bruggách'], ['Bruges', 'in Bruges'], ['Brügge', 'in Brügge'], ['Brujas', 'en Brujas'], ['Bruges', 'a Bruges'], ['Brugge', 'in Brugge'], ['Bruges', 'à Bruges']),
  phrase('u moře', 'pri mori', 'by the Sea', 'am Meer', 'junto al mar', 'al mare', 'aan zee', 'au bord de la mer'),
  phrase('v horách', 'v horách', 'in the Mountains', 'in den Bergen', 'en las montañas', 'in montagna', 'in de bergen', 'à la montagne'),
  phrase('na Dunaji', 'na Dunaji', 'on the Danube', 'an der Donau', 'en el Danubio', 'sul Danubio', 'aan de Donau', 'sur le Danube'),
  phrase('na severu', 'na severe', 'in the North', 'im Norden', 'en el norte', 'al nord', 'in het noorden', 'dans le Nord'),
  phrase('po válce', 'po vojne', 'after the War', 'nach dem Krieg', 'después de la guerra', 'dopo la guerra', 'na de oorlog', 'après la guerre'),
  phrase('na konci světa', 'na konci sveta', 'at the End of the World', 'am Ende der Welt', 'en el fin del mundo', 'alla fine del mondo', 'aan het einde van de wereld', 'au bout du monde'),
  phrase('v dešti', 'v daždi', 'in the Rain', 'im Regen', 'bajo la lluvia', 'sotto la pioggia', 'in de regen', 'sous la pluie'),
  phrase('pod hvězdami', 'pod hviezdami', 'under the Stars', 'unter den Sternen', 'bajo las estrellas', 'sotto le stelle', 'onder de sterren', 'sous les étoiles'),
];

/** Character names that stay the same in every translation ("Anna and the Wolf"). */
export const CHARACTER_NAMES: readonly string[] = [
  'Anna', 'Klára', 'Eliška', 'Tereza', 'Ema', 'Jakub', 'Tomáš', 'Adam', 'Matěj', 'Viktor',
  'Filip', 'Hana', 'Max', 'Lena', 'Oskar', 'Sofie', 'Leo', 'Marie', 'Emil', 'Ida', 'Greta', 'Julius',
];
