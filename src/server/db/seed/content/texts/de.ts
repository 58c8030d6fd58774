import type { ContentTexts } from '../content-types';

export const DE: ContentTexts = {
  labels: {
    sellBooks: 'Bücher verkaufen', howToSellBooks: 'So verkaufen Sie Bücher', contact: 'Kontakt', blog: 'Blog',
    allCategories: 'Alle Kategorien', addedToday: 'Heute neu', discountedToday: 'Heute reduziert',
    aboutUs: 'Über uns', career: 'Karriere', jobVacancies: 'Offene Stellen', shipping: 'Versand & Zahlung',
    personalPickup: 'Selbstabholung', directDelivery: 'Lieferung nach Hause', booksCondition: 'Zustand der Bücher',
    terms: 'AGB', privacy: 'Datenschutz',
  },
  footerGroups: { about: 'Über uns', service: 'Kundenservice', shopping: 'Einkaufen' },
  banner: 'Heute reduziert: Hunderte Titel bis zu einem Drittel günstiger',
  hero: { title: 'Bücher mit Geschichte', text: 'Jeden Tag kommen Hunderte sorgfältig geprüfte gebrauchte Bücher dazu.', cta: 'Neuheiten ansehen' },
  pages: {
    aboutUs: {
      slug: 'ueber-uns', title: 'Über uns', perex: 'Wir geben Büchern ein zweites Leben und Lesern günstigen Lesestoff.',
      paragraphs: [
        '{brand} entstand in Prag aus einer einfachen Idee: Ein Buch, das Sie nicht mehr brauchen, kann jemand anderem Freude machen. Wir kaufen Ihre Bücher an, prüfen sie sorgfältig und bieten sie neuen Leserinnen und Lesern an.',
        'Jedes Exemplar geht durch die Hände unserer Buchhändler. Wir erfassen seinen Zustand und fotografieren es, bevor es in den Verkauf geht. So wissen Sie immer genau, was Sie kaufen.',
        'Bücher, die sich nicht verkaufen, landen nicht im Altpapier. Wir spenden sie an Bibliotheken, Schulen und gemeinnützige Organisationen. Fragen? Schreiben Sie uns an {email}.',
      ],
    },
    terms: {
      slug: 'agb', title: 'Allgemeine Geschäftsbedingungen', perex: 'Die Regeln für Kauf und Verkauf von Büchern in unserem Shop.',
      paragraphs: [
        'Diese AGB regeln das Verhältnis zwischen dem Betreiber von {brand} und dem Käufer. Mit dem Absenden der Bestellung bestätigt der Käufer, dass er die Bedingungen gelesen hat und ihnen zustimmt.',
        'Jedes Buch ist ein Einzelstück. Die Bestellung wird mit unserer Bestätigung per E-Mail verbindlich. Wurde das Buch inzwischen an einen anderen Kunden verkauft, stornieren wir die Bestellung und erstatten den vollen Betrag.',
        'Online gekaufte Ware können Sie innerhalb von 14 Tagen nach Erhalt ohne Angabe von Gründen zurückgeben. Den Zustand jedes Buches beschreiben wir nach unserer Skala; in der Beschreibung genannte Mängel sind kein Reklamationsgrund.',
      ],
    },
    privacy: {
      slug: 'datenschutz', title: 'Datenschutzerklärung', perex: 'Wie wir Ihre personenbezogenen Daten verarbeiten.',
      paragraphs: [
        'Wir verarbeiten personenbezogene Daten nur, soweit dies für die Abwicklung von Bestellungen, den Ankauf von Büchern und die Kommunikation mit Ihnen erforderlich ist. Verantwortlich ist der Betreiber von {brand}.',
        'Wir verkaufen Ihre Daten niemals. Wir geben sie nur an Versanddienstleister und Zahlungsanbieter weiter, und nur im notwendigen Umfang. Analyse- und Marketing-Cookies setzen wir nur mit Ihrer Einwilligung.',
        'Sie haben das Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten. Kontaktieren Sie uns einfach unter {email} oder {phone}.',
      ],
    },
    draft: {
      slug: 'oeffnungszeiten-weihnachten', title: 'Öffnungszeiten zu Weihnachten', perex: 'So sind wir über die Feiertage für Sie da.',
      paragraphs: ['Über die Weihnachtsfeiertage versenden wir Bestellungen eingeschränkt. Die genauen Termine folgen.'],
    },
  },
  articles: [
    {
      slug: 'so-bewerten-wir-den-zustand', title: 'So bewerten wir den Zustand von Büchern', perex: 'Die fünf Stufen, in die wir jedes Exemplar einordnen.',
      paragraphs: [
        'Jedes Buch, das bei uns ankommt, wird von einem Buchhändler geprüft und einer von fünf Stufen zugeordnet: wie neu, sehr gut, gut, akzeptabel und beschädigt.',
        'Bei den unteren Stufen notieren wir immer, was genau fehlt, etwa ein eingerissener Umschlag oder Unterstreichungen mit Bleistift. Die Fotos zeigen das tatsächliche Exemplar.',
      ],
    },
    {
      slug: 'fuenf-tipps-zum-buecherverkauf', title: 'Fünf Tipps für den Bücherverkauf', perex: 'So holen Sie das meiste aus Ihrem Bücherregal.',
      paragraphs: [
        'Am meisten zahlen wir für gut erhaltene Bücher, nach denen Leser suchen: aktuelle Romane, Krimis, Kochbücher und Kinderbücher.',
        'Entstauben Sie die Bücher vor dem Versand und prüfen Sie, ob keine losen Zettel darin liegen. Das Paket können Sie kostenlos an einer Annahmestelle abgeben oder abholen lassen.',
      ],
    },
  ],
};
