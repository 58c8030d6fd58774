import type { Locale } from '@/i18n/locales';

/**
 * The customer-service copy of a contact-form message, in the storefront's language (the team
 * of each storefront reads its own language). Placeholders: {subject}, {brand}, {locale}.
 */
export interface ContactMailMessages {
  subject: string;
  intro: string;
  name: string;
  email: string;
  orderNumber: string;
  message: string;
  replyHint: string;
}

const german: ContactMailMessages = {
  subject: 'Kontaktformular: {subject}',
  intro: 'Über das Kontaktformular von {brand} ({locale}) ist eine neue Nachricht eingegangen.',
  name: 'Name', email: 'E-Mail', orderNumber: 'Bestellnummer', message: 'Nachricht',
  replyHint: 'Bitte antworten Sie direkt an die oben genannte E-Mail-Adresse.',
};
const french: ContactMailMessages = {
  subject: 'Formulaire de contact : {subject}',
  intro: 'Un nouveau message est arrivé via le formulaire de contact de {brand} ({locale}).',
  name: 'Nom', email: 'E-mail', orderNumber: 'Numéro de commande', message: 'Message',
  replyHint: "Merci de répondre directement à l'adresse e-mail indiquée ci-dessus.",
};

export const CONTACT_MAIL_MESSAGES: Record<Locale, ContactMailMessages> = {
  cs: {
    subject: 'Kontaktní formulář: {subject}',
    intro: 'Přes kontaktní formulář obchodu {brand} ({locale}) přišla nová zpráva.',
    name: 'Jméno', email: 'E-mail', orderNumber: 'Číslo objednávky', message: 'Zpráva',
    replyHint: 'Odpovězte prosím přímo na uvedenou e-mailovou adresu.',
  },
  sk: {
    subject: 'Kontaktný formulár: {subject}',
    intro: 'Cez kontaktný formulár obchodu {brand} ({locale}) prišla nová správa.',
    name: 'Meno', email: 'E-mail', orderNumber: 'Číslo objednávky', message: 'Správa',
    replyHint: 'Odpovedzte prosím priamo na uvedenú e-mailovú adresu.',
  },
  en: {
    subject: 'Contact form: {subject}',
    intro: 'A new message arrived through the {brand} contact form ({locale}).',
    name: 'Name', email: 'E-mail', orderNumber: 'Order number', message: 'Message',
    replyHint: 'Please reply directly to the e-mail address above.',
  },
  'de-AT': german,
  'de-DE': german,
  'es-ES': {
    subject: 'Formulario de contacto: {subject}',
    intro: 'Ha llegado un mensaje nuevo a través del formulario de contacto de {brand} ({locale}).',
    name: 'Nombre', email: 'Correo electrónico', orderNumber: 'Número de pedido', message: 'Mensaje',
    replyHint: 'Responda directamente a la dirección de correo indicada arriba.',
  },
  'it-IT': {
    subject: 'Modulo di contatto: {subject}',
    intro: 'È arrivato un nuovo messaggio tramite il modulo di contatto di {brand} ({locale}).',
    name: 'Nome', email: 'E-mail', orderNumber: 'Numero d’ordine', message: 'Messaggio',
    replyHint: 'Rispondete direttamente all’indirizzo e-mail indicato sopra.',
  },
  'nl-NL': {
    subject: 'Contactformulier: {subject}',
    intro: 'Er is een nieuw bericht binnengekomen via het contactformulier van {brand} ({locale}).',
    name: 'Naam', email: 'E-mail', orderNumber: 'Bestelnummer', message: 'Bericht',
    replyHint: 'Antwoord rechtstreeks aan het bovenstaande e-mailadres.',
  },
  'fr-FR': french,
  'fr-BE': french,
};
