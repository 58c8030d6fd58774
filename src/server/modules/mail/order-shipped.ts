import { brandFor, type Locale } from '@/i18n/locales';
import type { Db } from '../../db/client';
import { logger } from '../../http/logger';
import { escapeHtml } from './html';
import { loadOrderForMail } from './mail.repository';
import type { Mailer } from './mail.types';

/**
 * The "your order is on its way" e-mail (issue 13 item 5), in the storefront's language: the
 * carrier, the tracking number and the link to follow the parcel; for cash on delivery, the
 * amount to have ready. Placeholders: {brand}, {number}, {carrier}, {tracking}, {amount}.
 */
export interface ShippedMessages {
  subject: string;
  intro: string;
  tracking: string;
  link: string;
  cod: string;
  signoff: string;
}

const german: ShippedMessages = {
  subject: 'Ihre Bestellung {number} ist unterwegs',
  intro: 'Ihre Bestellung {number} bei {brand} ist verpackt und wurde an {carrier} übergeben.',
  tracking: 'Sendungsnummer: {tracking}',
  link: 'Sendung verfolgen',
  cod: 'Bitte halten Sie bei der Übergabe {amount} bereit (Nachnahme).',
  signoff: 'Viel Freude beim Lesen wünscht Ihr {brand}-Team',
};
const french: ShippedMessages = {
  subject: 'Votre commande {number} est en route',
  intro: 'Votre commande {number} chez {brand} est emballée et a été remise à {carrier}.',
  tracking: 'Numéro de suivi : {tracking}',
  link: 'Suivre le colis',
  cod: 'Merci de préparer {amount} à la livraison (contre remboursement).',
  signoff: 'Bonne lecture, l’équipe {brand}',
};

export const SHIPPED_MESSAGES: Record<Locale, ShippedMessages> = {
  cs: {
    subject: 'Vaše objednávka {number} je na cestě',
    intro: 'Vaše objednávka {number} v obchodě {brand} je zabalená a předali jsme ji dopravci {carrier}.',
    tracking: 'Číslo zásilky: {tracking}',
    link: 'Sledovat zásilku',
    cod: 'Při převzetí si prosím připravte {amount} (dobírka).',
    signoff: 'Příjemné čtení přeje tým {brand}',
  },
  sk: {
    subject: 'Vaša objednávka {number} je na ceste',
    intro: 'Vaša objednávka {number} v obchode {brand} je zabalená a odovzdali sme ju dopravcovi {carrier}.',
    tracking: 'Číslo zásielky: {tracking}',
    link: 'Sledovať zásielku',
    cod: 'Pri prevzatí si, prosím, pripravte {amount} (dobierka).',
    signoff: 'Príjemné čítanie praje tím {brand}',
  },
  en: {
    subject: 'Your order {number} is on its way',
    intro: 'Your {brand} order {number} is packed and has been handed over to {carrier}.',
    tracking: 'Tracking number: {tracking}',
    link: 'Track the parcel',
    cod: 'Please have {amount} ready when it is delivered (cash on delivery).',
    signoff: 'Happy reading, the {brand} team',
  },
  'de-AT': german,
  'de-DE': german,
  'es-ES': {
    subject: 'Tu pedido {number} está en camino',
    intro: 'Tu pedido {number} en {brand} está embalado y lo hemos entregado a {carrier}.',
    tracking: 'Número de seguimiento: {tracking}',
    link: 'Seguir el paquete',
    cod: 'Ten preparado {amount} para la entrega (contra reembolso).',
    signoff: 'Feliz lectura, el equipo de {brand}',
  },
  'it-IT': {
    subject: 'Il tuo ordine {number} è in viaggio',
    intro: 'Il tuo ordine {number} su {brand} è imballato ed è stato consegnato a {carrier}.',
    tracking: 'Numero di tracciamento: {tracking}',
    link: 'Traccia il pacco',
    cod: 'Tieni pronti {amount} alla consegna (contrassegno).',
    signoff: 'Buona lettura dal team {brand}',
  },
  'nl-NL': {
    subject: 'Je bestelling {number} is onderweg',
    intro: 'Je bestelling {number} bij {brand} is ingepakt en overgedragen aan {carrier}.',
    tracking: 'Trackingnummer: {tracking}',
    link: 'Pakket volgen',
    cod: 'Houd bij de bezorging {amount} klaar (rembours).',
    signoff: 'Veel leesplezier, het {brand}-team',
  },
  'fr-FR': french,
  'fr-BE': french,
};

/** Carrier names as the customer knows them. */
const CARRIER_NAMES: Record<string, string> = {
  packeta: 'Packeta', dpd: 'DPD', gls: 'GLS', dhl: 'DHL', 'austrian-post': 'Österreichische Post', bookturn: 'Bookturn', sandbox: 'Sandbox',
};
export const carrierName = (carrier: string) => CARRIER_NAMES[carrier] ?? carrier;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

export interface ShippedView { number: string; carrier: string; trackingNumber: string; trackingUrl: string; codX100: number; currency: string }

export function renderShipped(locale: Locale, view: ShippedView) {
  const t = SHIPPED_MESSAGES[locale];
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: view.currency }).format(view.codX100 / 100);
  const values = { brand: brandFor(locale), number: view.number, carrier: carrierName(view.carrier), tracking: view.trackingNumber, amount };
  const paragraphs = [fill(t.intro, values), fill(t.tracking, values), ...(view.codX100 > 0 ? [fill(t.cod, values)] : [])];
  const text = [...paragraphs, '', `${t.link}: ${view.trackingUrl}`, '', fill(t.signoff, values)].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`
    + `<p><a href="${escapeHtml(view.trackingUrl)}">${escapeHtml(t.link)}</a></p><p>${escapeHtml(fill(t.signoff, values))}</p></body></html>`;
  return { subject: fill(t.subject, values), text, html };
}

export const shippedMailKey = (shipmentId: number) => `order-shipped:${shipmentId}`;

/** Sends the e-mail once per shipment: true only when this call sent it (a repeat finds it recorded). A failure is logged. */
export async function sendShippedMail(db: Db, orderId: number, view: Omit<ShippedView, 'number'> & { shipmentId: number }, deps: { mailer: Mailer; now: Date }): Promise<boolean> {
  const order = await loadOrderForMail(db, orderId);
  if (!order) return false;
  const mail = renderShipped(order.locale, { ...view, number: order.number });
  try {
    const result = await deps.mailer.send({
      kind: 'order-shipped', dedupeKey: shippedMailKey(view.shipmentId), to: order.email, subject: mail.subject, html: mail.html, text: mail.text,
      attachments: [], orderId, createdAt: deps.now,
    });
    return result === 'sent';
  } catch (error) {
    logger().error({ err: error, orderId }, 'shipped e-mail could not be sent');
    return false;
  }
}
