import type { ContentTexts } from '../content-types';

export const IT: ContentTexts = {
  labels: {
    sellBooks: 'Vendi libri', howToSellBooks: 'Come vendere libri', contact: 'Contatti', blog: 'Blog',
    allCategories: 'Tutte le categorie', addedToday: 'Aggiunti oggi', discountedToday: 'Scontati oggi',
    aboutUs: 'Chi siamo', career: 'Lavora con noi', jobVacancies: 'Posizioni aperte', shipping: 'Spedizione e pagamento',
    personalPickup: 'Ritiro di persona', directDelivery: 'Consegna a domicilio', booksCondition: 'Condizioni dei libri',
    terms: 'Condizioni generali', privacy: 'Informativa sulla privacy',
  },
  footerGroups: { about: 'Chi siamo', service: 'Assistenza clienti', shopping: 'Acquisti' },
  banner: 'Sconti di oggi: centinaia di titoli fino a un terzo in meno',
  hero: { title: 'Libri con una storia', text: 'Ogni giorno aggiungiamo centinaia di libri usati controllati con cura.', cta: 'Scopri le novità' },
  pages: {
    aboutUs: {
      slug: 'chi-siamo', title: 'Chi siamo', perex: 'Diamo una seconda vita ai libri e ai lettori una lettura conveniente.',
      paragraphs: [
        "{brand} è nato a Praga da un'idea semplice: un libro che non vi serve più può rendere felice qualcun altro. Acquistiamo i vostri libri, li controlliamo con cura e li offriamo a nuovi lettori.",
        'Ogni copia passa per le mani dei nostri librai. Ne annotiamo le condizioni e la fotografiamo prima di metterla in vendita, così sapete sempre esattamente che cosa acquistate.',
        'I libri che non si vendono non finiscono al macero. Li doniamo a biblioteche, scuole e associazioni benefiche. Avete domande? Scriveteci a {email}.',
      ],
    },
    terms: {
      slug: 'condizioni-generali', title: 'Condizioni generali di vendita', perex: 'Le regole per acquistare e vendere libri nel nostro negozio.',
      paragraphs: [
        "Queste condizioni regolano il rapporto tra il gestore di {brand} e l'acquirente. Inviando l'ordine, l'acquirente conferma di averle lette e accettate.",
        "Ogni libro è una copia unica. L'ordine diventa vincolante con la nostra conferma via e-mail. Se nel frattempo il libro è stato venduto a un altro cliente, annulliamo l'ordine e rimborsiamo l'intero importo.",
        'Potete restituire la merce acquistata a distanza entro 14 giorni dalla consegna senza indicarne il motivo. Descriviamo le condizioni di ogni libro secondo la nostra scala; i difetti indicati nella descrizione non sono motivo di reclamo.',
      ],
    },
    privacy: {
      slug: 'privacy', title: 'Informativa sulla privacy', perex: 'Come trattiamo i vostri dati personali.',
      paragraphs: [
        "Trattiamo i dati personali solo nella misura necessaria per gestire gli ordini, acquistare libri e comunicare con voi. Il titolare del trattamento è il gestore di {brand}.",
        'Non vendiamo mai i vostri dati. Li condividiamo solo con corrieri e servizi di pagamento, e soltanto nella misura necessaria. I cookie analitici e di marketing sono usati solo con il vostro consenso.',
        'Avete il diritto di accedere ai vostri dati, di rettificarli e di cancellarli. Contattateci a {email} o al numero {phone}.',
      ],
    },
    draft: {
      slug: 'orari-di-natale', title: 'Orari durante le feste di Natale', perex: 'Come lavoreremo durante le festività.',
      paragraphs: ['Durante le feste natalizie spediremo gli ordini con un calendario ridotto. Le date esatte seguiranno.'],
    },
  },
  articles: [
    {
      slug: 'come-valutiamo-le-condizioni', title: 'Come valutiamo le condizioni dei libri', perex: 'I cinque livelli che assegniamo a ogni copia.',
      paragraphs: [
        'Ogni libro che ci arriva viene esaminato da un libraio e classificato in uno di cinque livelli: come nuovo, ottimo, buono, accettabile e danneggiato.',
        'Per i livelli più bassi aggiungiamo sempre una nota su che cosa manca, per esempio una sovraccoperta strappata o sottolineature a matita. Le foto mostrano la copia reale.',
      ],
    },
    {
      slug: 'cinque-consigli-per-vendere-libri', title: 'Cinque consigli per vendere i vostri libri', perex: 'Come ottenere il massimo dalla vostra libreria.',
      paragraphs: [
        'Paghiamo di più per i libri in buone condizioni che i lettori cercano: romanzi contemporanei, gialli, libri di cucina e libri per bambini.',
        "Prima di spedirli, spolverate i libri e controllate che non contengano fogli sciolti. Potete spedire il pacco gratuitamente da un punto di ritiro o prenotare un corriere.",
      ],
    },
  ],
};
