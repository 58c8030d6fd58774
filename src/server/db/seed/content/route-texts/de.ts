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
    slug: 'wie-buecher-verkaufen', title: 'So verkaufen Sie Ihre Bücher', perex: 'In vier Schritten vom vollen Regal zum Geld auf dem Konto: sofortiges, begründetes Angebot, kostenloser Versand und Auszahlung nach der Prüfung.',
    paragraphs: [
      'Fügen Sie Ihre Bücher auf der Seite „Bücher verkaufen“ hinzu: ISBN eingeben oder einfügen, ein Buch über den Titel finden, die Strichcodes im Buchscanner mit dem Handy scannen oder ein Foto der Buchrücken senden. Sie sehen sofort unser Angebot für jedes Buch und warum: wie viele Leser darauf warten, wie viele Exemplare wir auf Lager haben und wie schnell es sich meist verkauft.',
      'Wählen Sie für jedes Buch Geld sofort oder Kommission – einen höheren Anteil, der beim Verkauf ausgezahlt wird. Das Geld geht auf Ihr Bankkonto oder als Guthaben mit Bonus in Ihr Kundenkonto. Sie können die Liste speichern und später abschließen.',
      'Packen Sie die Bücher in einen Karton und wählen Sie den kostenlosen Versand: Etikett herunterladen und das Paket abgeben oder eine Kurierabholung an einem passenden Tag buchen. Sie können die Bücher auch persönlich bringen.',
      'Nach dem Eingang prüfen wir die Bücher und zahlen aus. In Ihrem Konto sehen Sie unter „An uns verkaufte Bücher“ jede Charge und was aus jedem Buch wurde (wie viel wir gezahlt haben oder warum nicht), die Auszahlungen unter „Rechnungen und Zahlungen“.',
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
