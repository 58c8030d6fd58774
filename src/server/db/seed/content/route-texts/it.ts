import type { RoutePageTexts } from './types';

export const IT_ROUTE_PAGES: RoutePageTexts = {
  career: {
    slug: 'lavora-con-noi', title: 'Lavora con noi', perex: 'Cerchiamo persone che amano i libri e gli scaffali in ordine.',
    paragraphs: [
      'In {brand} lavora una squadra di librai, magazzinieri, sviluppatori e addetti all’assistenza clienti. Ogni giorno passano per le nostre mani migliaia di libri e ognuno merita cura.',
      'Offriamo un lavoro stabile, orari flessibili, uno sconto sui libri e la possibilità di salvare buoni libri dal macero.',
    ],
  },
  'job-vacancies': {
    slug: 'posizioni-aperte', title: 'Posizioni aperte', perex: 'Ecco le figure che stiamo cercando in questo momento.',
    paragraphs: [
      'Addetto/a di magazzino (Praga, tempo pieno): ricezione dei libri acquistati, smistamento per condizione e preparazione degli ordini. Non serve esperienza.',
      'Assistenza clienti in italiano (da remoto, part-time): risposta a e-mail e telefonate dei nostri clienti in Italia.',
      'Inviate il vostro curriculum e qualche riga sull’ultimo libro che avete letto a {email}. Rispondiamo a tutti.',
    ],
  },
  'how-to-sell-books': {
    slug: 'come-vendere-libri', title: 'Come vendere i tuoi libri', perex: 'Quattro passi dalla libreria piena ai soldi sul conto: un’offerta immediata e spiegata, spedizione gratuita e pagamento dopo il controllo.',
    paragraphs: [
      'Aggiungi i libri nella pagina Vendi libri: scrivi o incolla gli ISBN, trova un libro per titolo, scansiona i codici a barre con il telefono nello scanner di libri oppure invia una foto dei dorsi. Per ogni libro vedi subito la nostra offerta e il perché: quanti lettori lo aspettano, quante copie abbiamo in magazzino e quanto in fretta si vende di solito.',
      'Per ogni libro scegli contanti subito o conto vendita, una quota più alta pagata quando si vende. I soldi vanno sul tuo conto bancario o sul portafoglio del negozio con un bonus in più. Puoi salvare la lista e completarla più tardi.',
      'Metti i libri in una scatola e scegli la spedizione gratuita: scarica l’etichetta e consegna il pacco, oppure prenota il ritiro del corriere nel giorno che preferisci. Puoi anche portare i libri di persona.',
      'All’arrivo controlliamo i libri e paghiamo. Nel tuo account vedi ogni lotto e l’esito di ogni libro (quanto l’abbiamo pagato o perché no), e i pagamenti nello storico.',
    ],
  },
  rebranding: {
    slug: 'nuovo-nome', title: 'Abbiamo un nuovo nome', perex: 'Stesso negozio, stesse persone, un nome nuovo: {brand}.',
    paragraphs: [
      'Il nostro negozio è cresciuto oltre i confini di un solo paese, così ora usiamo lo stesso nome ovunque. Il tuo account, gli ordini e il credito restano invariati.',
      'I vecchi link e i segnalibri continuano a funzionare. Se qualcosa non va, scrivici a {email}.',
    ],
  },
  manny: {
    slug: 'manny', title: 'Manny, il nostro folletto dei libri', perex: 'Vi presentiamo Manny, il custode dei nostri scaffali.',
    paragraphs: [
      'Manny è la mascotte di {brand}. Si dice che viva tra gli scaffali del nostro magazzino e che ogni notte riordini i libri per colore del dorso.',
      'Trovate Manny sulle nostre scatole, sui segnalibri e nelle e-mail. Mandateci una foto di Manny nella vostra libreria!',
    ],
  },
  info: {
    slug: 'informazioni', title: 'Informazioni sul negozio', perex: 'Chi siamo, dove trovarci e come contattarci.',
    paragraphs: [
      '{brand} è gestito da una società con sede a Praga. Compriamo e vendiamo libri usati in dieci paesi europei.',
      'L’assistenza clienti risponde nei giorni feriali dalle 9 alle 17 all’indirizzo {email} e al numero {phone}.',
    ],
  },
};
