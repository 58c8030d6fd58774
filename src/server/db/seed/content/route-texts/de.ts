import type { RoutePageTexts } from './types';

export const DE_ROUTE_PAGES: RoutePageTexts = {
  career: {
    slug: 'karriere', title: 'Karriere bei uns', perex: 'Wir suchen Menschen, die Bücher und Ordnung lieben.',
    paragraphs: [
      'Bei {brand} arbeitet ein Team aus Buchhändlern, Lagerkräften, Entwicklern und Kundenservice. Täglich gehen tausende Bücher durch unsere Hände, und jedes verdient eine sorgfältige Behandlung.',
      'Wir bieten einen sicheren Arbeitsplatz, flexible Arbeitszeiten, Mitarbeiterrabatt auf Bücher und die Chance, gute Bücher vor dem Altpapier zu retten.',
    ],
  },
  'job-vacancies': {
    slug: 'stellenangebote', title: 'Stellenangebote', perex: 'Diese Stellen besetzen wir gerade.',
    paragraphs: [
      'Lagermitarbeiter/in (Prag, Vollzeit): Annahme von Ankäufen, Sortieren nach Zustand und Verpacken von Bestellungen. Keine Erfahrung nötig, wir arbeiten Sie ein.',
      'Deutschsprachiger Kundenservice (remote, Teilzeit): Beantwortung von E-Mails und Anrufen unserer Kundinnen und Kunden in Deutschland und Österreich.',
      'Schicken Sie Ihren Lebenslauf und ein paar Zeilen über das Buch, das Sie zuletzt gelesen haben, an {email}.',
    ],
  },
  'how-to-sell-books': {
    slug: 'wie-buecher-verkaufen', title: 'So verkaufen Sie Ihre Bücher', perex: 'In drei Schritten vom vollen Regal zum Geld auf dem Konto.',
    paragraphs: [
      'Geben Sie die ISBN Ihrer Bücher in das Ankaufsformular ein oder scannen Sie sie mit dem Handy. Sie sehen sofort unser Angebot für jedes Buch.',
      'Packen Sie die Bücher in einen Karton und geben Sie ihn kostenlos in einem Paketshop ab. Das Etikett schicken wir Ihnen per E-Mail.',
      'Nach dem Eingang prüfen wir die Bücher und zahlen innerhalb von fünf Werktagen per Überweisung oder als Guthaben mit Bonus aus.',
    ],
  },
  rebranding: {
    slug: 'neuer-name', title: 'Wir haben einen neuen Namen', perex: 'Gleicher Shop, gleiche Menschen, neuer Name: {brand}.',
    paragraphs: [
      'Unser Shop ist über ein Land hinausgewachsen, deshalb tragen wir jetzt in allen Ländern denselben Namen. Ihr Konto, Ihre Bestellungen und Ihr Guthaben bleiben unverändert.',
      'Alte Links und Lesezeichen funktionieren weiter und führen Sie an die richtige Stelle. Falls etwas nicht klappt, schreiben Sie uns an {email}.',
    ],
  },
  manny: {
    slug: 'manny', title: 'Manny, unser Bücherkobold', perex: 'Lernen Sie Manny kennen, der über unsere Regale wacht.',
    paragraphs: [
      'Manny ist das Maskottchen von {brand}. Man sagt, er wohnt zwischen den Regalen unseres Lagers und sortiert jede Nacht die Bücher nach der Farbe ihrer Buchrücken.',
      'Sie finden Manny auf unseren Kartons, Lesezeichen und in unseren E-Mails. Schicken Sie uns ein Foto von Manny in Ihrem Bücherregal!',
    ],
  },
  info: {
    slug: 'info', title: 'Informationen zum Shop', perex: 'Wer wir sind, wo Sie uns finden und wie Sie uns erreichen.',
    paragraphs: [
      '{brand} wird von einem Unternehmen mit Sitz in Prag betrieben. Wir kaufen und verkaufen gebrauchte Bücher in zehn europäischen Ländern.',
      'Der Kundenservice ist werktags von 9 bis 17 Uhr unter {email} und telefonisch unter {phone} erreichbar.',
    ],
  },
};
