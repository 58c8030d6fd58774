import { brandFor, type Locale } from '@/i18n/locales';
import type { Db } from '../../db/client';
import { logger } from '../../http/logger';
import { escapeHtml } from './html';
import { loadOrderForMail } from './mail.repository';
import type { Mailer } from './mail.types';

/**
 * The e-mail asking the buyer to confirm an order placed from an unverified address (cash on
 * delivery, bank transfer; docs/adr/0012). Strings for the ten storefronts, typed so a missing
 * locale or key fails the type check. Placeholders: {brand}, {number}, {minutes}.
 */
export interface ConfirmRequestMessages {
  subject: string;
  intro: string;
  label: string;
  hold: string;
  ignore: string;
}

const german: ConfirmRequestMessages = {
  subject: 'Bitte bestätigen Sie Ihre Bestellung {number} bei {brand}',
  intro: 'Bitte bestätigen Sie Ihre Bestellung {number} mit einem Klick auf diesen Link:',
  label: 'Bestellung bestätigen',
  hold: 'Bis zur Bestätigung reservieren wir die Bücher {minutes} Minuten für Sie; danach gehen sie wieder in den Verkauf.',
  ignore: 'Wenn Sie nichts bestellt haben, ignorieren Sie diese E-Mail einfach; es wird nichts verschickt.',
};
const french: ConfirmRequestMessages = {
  subject: 'Confirmez votre commande {number} chez {brand}',
  intro: 'Veuillez confirmer votre commande {number} en un clic sur ce lien :',
  label: 'Confirmer la commande',
  hold: 'En attendant votre confirmation, nous vous réservons les livres pendant {minutes} minutes ; ensuite ils sont remis en vente.',
  ignore: 'Si vous n’avez rien commandé, ignorez simplement cet e-mail ; rien ne sera envoyé.',
};

export const CONFIRM_REQUEST_MESSAGES: Record<Locale, ConfirmRequestMessages> = {
  cs: {
    subject: 'Potvrďte prosím objednávku {number} v obchodě {brand}',
    intro: 'Potvrďte prosím svou objednávku {number} jedním kliknutím na tento odkaz:',
    label: 'Potvrdit objednávku',
    hold: 'Do potvrzení vám knihy držíme {minutes} minut, potom se vrátí do prodeje.',
    ignore: 'Pokud jste nic neobjednávali, tento e-mail prostě ignorujte; nic se neodešle.',
  },
  sk: {
    subject: 'Potvrďte, prosím, objednávku {number} v obchode {brand}',
    intro: 'Potvrďte, prosím, svoju objednávku {number} jedným kliknutím na tento odkaz:',
    label: 'Potvrdiť objednávku',
    hold: 'Do potvrdenia vám knihy držíme {minutes} minút, potom sa vrátia do predaja.',
    ignore: 'Ak ste nič neobjednávali, tento e-mail jednoducho ignorujte; nič sa neodošle.',
  },
  en: {
    subject: 'Please confirm your {brand} order {number}',
    intro: 'Please confirm your order {number} with one click on this link:',
    label: 'Confirm the order',
    hold: 'Until you confirm, we hold the books for you for {minutes} minutes; after that they go back on sale.',
    ignore: 'If you did not order anything, simply ignore this e-mail; nothing will be sent.',
  },
  'de-AT': german,
  'de-DE': german,
  'es-ES': {
    subject: 'Confirma tu pedido {number} en {brand}',
    intro: 'Confirma tu pedido {number} con un clic en este enlace:',
    label: 'Confirmar el pedido',
    hold: 'Hasta que lo confirmes, te reservamos los libros durante {minutes} minutos; después vuelven a la venta.',
    ignore: 'Si no has pedido nada, ignora este correo; no se enviará nada.',
  },
  'it-IT': {
    subject: 'Conferma il tuo ordine {number} su {brand}',
    intro: 'Conferma il tuo ordine {number} con un clic su questo link:',
    label: 'Conferma l’ordine',
    hold: 'Fino alla conferma ti teniamo i libri per {minutes} minuti; poi tornano in vendita.',
    ignore: 'Se non hai ordinato nulla, ignora questa e-mail; non verrà spedito nulla.',
  },
  'nl-NL': {
    subject: 'Bevestig je bestelling {number} bij {brand}',
    intro: 'Bevestig je bestelling {number} met één klik op deze link:',
    label: 'Bestelling bevestigen',
    hold: 'Tot je bevestigt, houden we de boeken {minutes} minuten voor je vast; daarna gaan ze weer in de verkoop.',
    ignore: 'Heb je niets besteld? Negeer deze e-mail dan gewoon; er wordt niets verzonden.',
  },
  'fr-FR': french,
  'fr-BE': french,
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

export function renderConfirmRequest(locale: Locale, view: { number: string; url: string; minutes: number }) {
  const t = CONFIRM_REQUEST_MESSAGES[locale];
  const values = { brand: brandFor(locale), number: view.number, minutes: String(view.minutes) };
  const text = [fill(t.intro, values), '', view.url, '', fill(t.hold, values), t.ignore].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body><p>${escapeHtml(fill(t.intro, values))}</p>`
    + `<p><a href="${escapeHtml(view.url)}">${escapeHtml(t.label)}</a></p>`
    + `<p>${escapeHtml(fill(t.hold, values))}</p><p>${escapeHtml(t.ignore)}</p></body></html>`;
  return { subject: fill(t.subject, values), text, html };
}

export const confirmRequestKey = (orderId: number) => `order-confirm-request:${orderId}`;

export interface ConfirmRequestDeps {
  mailer: Mailer;
  now: Date;
  holdMinutes: number;
  /** Absolute URL of the storefront's order-confirmation page (src/server may not import the route table). */
  confirmPageUrl: (locale: Locale, token: string) => string;
}

/** Sends the confirmation link once per order. A failure is logged: the order then simply lapses. */
export async function sendConfirmRequest(db: Db, orderId: number, token: string, deps: ConfirmRequestDeps): Promise<void> {
  const order = await loadOrderForMail(db, orderId);
  if (!order) return;
  const mail = renderConfirmRequest(order.locale, { number: order.number, url: deps.confirmPageUrl(order.locale, token), minutes: deps.holdMinutes });
  try {
    await deps.mailer.send({
      kind: 'order-confirm-request', dedupeKey: confirmRequestKey(orderId), to: order.email, subject: mail.subject, html: mail.html,
      text: mail.text, attachments: [], orderId, createdAt: deps.now,
    });
  } catch (error) {
    logger().error({ err: error, orderId }, 'order confirmation request could not be sent');
  }
}
