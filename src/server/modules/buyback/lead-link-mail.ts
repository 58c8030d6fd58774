import { brandFor, type Locale } from '@/i18n/locales';
import { escapeHtml } from '../mail';

/**
 * "Save and finish later": the e-mail with the private link to a sell-books draft, in the
 * storefront's language. Placeholders: {brand}, {count} (books the shop buys).
 */
interface LeadLinkMessages {
  subject: string;
  intro: string;
  label: string;
  keep: string;
  signoff: string;
}

const german: LeadLinkMessages = {
  subject: 'Ihre Bücherliste zum Verkauf bei {brand}',
  intro: 'Ihre Liste mit {count} Büchern, die wir ankaufen, ist gespeichert. Mit diesem Link machen Sie dort weiter, wo Sie aufgehört haben:',
  label: 'Liste öffnen',
  keep: 'Bewahren Sie den Link auf und geben Sie ihn nicht weiter: Wer ihn hat, kann die Liste öffnen.',
  signoff: 'Vielen Dank, Ihr {brand}-Team',
};
const french: LeadLinkMessages = {
  subject: 'Votre liste de livres à vendre chez {brand}',
  intro: 'Votre liste de {count} livres que nous rachetons est enregistrée. Ce lien vous permet de reprendre là où vous vous êtes arrêté :',
  label: 'Ouvrir la liste',
  keep: 'Gardez ce lien et ne le partagez pas : quiconque l’a peut ouvrir la liste.',
  signoff: 'Merci, l’équipe {brand}',
};

export const LEAD_LINK_MESSAGES: Record<Locale, LeadLinkMessages> = {
  cs: {
    subject: 'Váš seznam knih k výkupu v obchodě {brand}',
    intro: 'Váš seznam s knihami, které vykoupíme (počet: {count}), je uložený. Tímto odkazem budete pokračovat tam, kde jste skončili:',
    label: 'Otevřít seznam',
    keep: 'Odkaz si uschovejte a nikomu ho neposílejte: kdo ho má, seznam otevře.',
    signoff: 'Děkujeme, tým {brand}',
  },
  sk: {
    subject: 'Váš zoznam kníh na výkup v obchode {brand}',
    intro: 'Váš zoznam s knihami, ktoré vykúpime (počet: {count}), je uložený. Týmto odkazom budete pokračovať tam, kde ste skončili:',
    label: 'Otvoriť zoznam',
    keep: 'Odkaz si uschovajte a nikomu ho neposielajte: kto ho má, zoznam otvorí.',
    signoff: 'Ďakujeme, tím {brand}',
  },
  en: {
    subject: 'Your list of books to sell to {brand}',
    intro: 'Your list of {count} books we buy is saved. This link takes you back to where you left off:',
    label: 'Open the list',
    keep: 'Keep the link and do not share it: anyone who has it can open the list.',
    signoff: 'Thank you, the {brand} team',
  },
  'de-AT': german,
  'de-DE': german,
  'es-ES': {
    subject: 'Tu lista de libros para vender a {brand}',
    intro: 'Tu lista de {count} libros que compramos está guardada. Con este enlace sigues donde lo dejaste:',
    label: 'Abrir la lista',
    keep: 'Guarda el enlace y no lo compartas: quien lo tenga puede abrir la lista.',
    signoff: 'Gracias, el equipo de {brand}',
  },
  'it-IT': {
    subject: 'La tua lista di libri da vendere a {brand}',
    intro: 'La tua lista di {count} libri che acquistiamo è salvata. Con questo link riprendi da dove eri rimasto:',
    label: 'Apri la lista',
    keep: 'Conserva il link e non condividerlo: chiunque lo abbia può aprire la lista.',
    signoff: 'Grazie, il team di {brand}',
  },
  'nl-NL': {
    subject: 'Je lijst met boeken om aan {brand} te verkopen',
    intro: 'Je lijst met {count} boeken die we inkopen is opgeslagen. Met deze link ga je verder waar je gebleven was:',
    label: 'Lijst openen',
    keep: 'Bewaar de link en deel hem niet: wie hem heeft, kan de lijst openen.',
    signoff: 'Bedankt, het {brand}-team',
  },
  'fr-FR': french,
  'fr-BE': french,
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

export function renderLeadLinkMail(locale: Locale, view: { url: string; count: number }) {
  const t = LEAD_LINK_MESSAGES[locale];
  const values = { brand: brandFor(locale), count: String(view.count) };
  const paragraphs = [fill(t.intro, values), t.keep];
  const text = [paragraphs[0], '', view.url, '', paragraphs[1], '', fill(t.signoff, values)].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body><p>${escapeHtml(paragraphs[0]!)}</p>`
    + `<p><a href="${escapeHtml(view.url)}">${escapeHtml(t.label)}</a></p>`
    + `<p>${escapeHtml(paragraphs[1]!)}</p><p>${escapeHtml(fill(t.signoff, values))}</p></body></html>`;
  return { subject: fill(t.subject, values), text, html };
}
