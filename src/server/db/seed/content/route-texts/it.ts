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
    slug: 'come-vendere-libri', title: 'Come vendere i tuoi libri', perex: 'Tre passi dalla libreria piena ai soldi sul conto.',
    paragraphs: [
      'Inserisci l’ISBN dei tuoi libri nel modulo di vendita oppure scansionali con il telefono. Vedrai subito quanto ti offriamo per ciascuno.',
      'Metti i libri in una scatola e spediscila gratis da un punto di ritiro. Ti mandiamo l’etichetta via e-mail.',
      'All’arrivo controlliamo i libri e ti paghiamo entro cinque giorni lavorativi con bonifico o come credito con un bonus.',
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
