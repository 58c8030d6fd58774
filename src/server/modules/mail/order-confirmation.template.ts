import { LOCALES, type Locale } from '@/i18n/locales';
import type { CheckoutPaymentMethod, ShippingKind } from '@/contracts/checkout';
import { CHECKOUT_PAYMENT_METHODS, SHIPPING_KINDS } from '@/contracts/checkout';
import { countryName, fill, formatMoney } from '../invoices';
import type { InvoiceAddress } from '../invoices';
import { ORDER_MAIL_MESSAGES } from './messages';
import { escapeHtml, safeHref } from './html';

/** What the confirmation shows; money in integer hundredths. */
export interface OrderMailView {
  locale: Locale;
  brand: string;
  number: string;
  name: string;
  currency: string;
  lines: { title: string; priceX100: number }[];
  itemsX100: number;
  shippingX100: number;
  paymentFeeX100: number;
  discountX100: number;
  walletX100: number;
  totalX100: number;
  /** Paid already: the total is labelled as paid, not as due. */
  paid: boolean;
  shipping: { code: string; kind: string | null; carrier: string | null; pudoLabel: string | null };
  paymentMethod: string;
  address: InvoiceAddress | null;
  /** Absolute URL of the order's /pay/[paymentCode] page on its storefront. */
  orderUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Carrier brands are not translated; our own van and branches need no carrier name at all. */
const CARRIER_NAMES: Record<string, string | null> = {
  bookturn: null,
  packeta: 'Packeta',
  dpd: 'DPD',
  dhl: 'DHL',
  gls: 'GLS',
  'austrian-post': 'Österreichische Post',
};

const isShippingKind = (kind: string | null): kind is ShippingKind => (SHIPPING_KINDS as readonly (string | null)[]).includes(kind);
const isPaymentMethod = (method: string): method is CheckoutPaymentMethod => (CHECKOUT_PAYMENT_METHODS as readonly string[]).includes(method);

function shippingLabel(view: OrderMailView): string {
  const t = ORDER_MAIL_MESSAGES[view.locale];
  const { kind, carrier, code } = view.shipping;
  const kindLabel = isShippingKind(kind) ? t.shippingKinds[kind] : code;
  const carrierName = carrier ? (carrier in CARRIER_NAMES ? CARRIER_NAMES[carrier] : carrier) : null;
  return carrierName ? `${kindLabel} – ${carrierName}` : kindLabel;
}

/** Subject, HTML and plain text of the order confirmation, in the order's language. */
export function renderOrderConfirmation(view: OrderMailView): RenderedMail {
  const t = ORDER_MAIL_MESSAGES[view.locale];
  const money = (x100: number) => formatMoney(x100, view.currency, view.locale);
  const subject = fill(t.subject, { number: view.number });
  const payment = isPaymentMethod(view.paymentMethod) ? t.paymentMethods[view.paymentMethod] : view.paymentMethod;
  const shipping = shippingLabel(view);

  const totals: [string, number][] = [[t.itemsTotal, view.itemsX100], [t.shipping, view.shippingX100]];
  if (view.paymentFeeX100 > 0) totals.push([t.paymentFee, view.paymentFeeX100]);
  if (view.discountX100 > 0) totals.push([t.discount, -view.discountX100]);
  if (view.walletX100 > 0) totals.push([t.wallet, -view.walletX100]);

  const place: [string, string[]] | null = view.shipping.pudoLabel
    ? [t.pickupPoint, [view.shipping.pudoLabel]]
    : view.address
      ? [t.deliveryAddress, [view.address.street, `${view.address.zip} ${view.address.city}`, countryName(view.address.country, view.locale)]]
      : null;

  return {
    subject,
    html: html(view, subject, { shipping, payment, totals, place, money }),
    text: text(view, { shipping, payment, totals, place, money }),
  };
}

interface Parts {
  shipping: string;
  payment: string;
  totals: [string, number][];
  place: [string, string[]] | null;
  money: (x100: number) => string;
}

function text(view: OrderMailView, p: Parts): string {
  const t = ORDER_MAIL_MESSAGES[view.locale];
  return [
    fill(t.greeting, { name: view.name }),
    '',
    fill(t.intro, { brand: view.brand }),
    '',
    `${t.orderNumber}: ${view.number}`,
    '',
    `${t.books}:`,
    ...view.lines.map((l) => `  ${l.title} — ${p.money(l.priceX100)}`),
    '',
    ...p.totals.map(([label, x100]) => `${label}: ${p.money(x100)}`),
    `${view.paid ? t.totalPaid : t.total}: ${p.money(view.totalX100)}`,
    '',
    `${t.shippingMethod}: ${p.shipping}`,
    ...(p.place ? [`${p.place[0]}: ${p.place[1].join(', ')}`] : []),
    `${t.paymentMethod}: ${p.payment}`,
    '',
    t.orderLinkIntro,
    view.orderUrl,
    '',
    t.signoff,
    fill(t.team, { brand: view.brand }),
    '',
  ].join('\n');
}

const cell = 'padding:6px 0;border-bottom:1px solid #eee;';

function html(view: OrderMailView, subject: string, p: Parts): string {
  const t = ORDER_MAIL_MESSAGES[view.locale];
  const e = escapeHtml;
  const href = safeHref(view.orderUrl);
  const lines = view.lines
    .map((l) => `<tr><td style="${cell}">${e(l.title)}</td><td style="${cell}text-align:right;white-space:nowrap">${e(p.money(l.priceX100))}</td></tr>`)
    .join('');
  const totals = p.totals
    .map(([label, x100]) => `<tr><td style="padding:3px 0">${e(label)}</td><td style="padding:3px 0;text-align:right;white-space:nowrap">${e(p.money(x100))}</td></tr>`)
    .join('');
  const place = p.place
    ? `<tr><td style="padding:3px 0;color:#666;vertical-align:top">${e(p.place[0])}</td><td style="padding:3px 0">${p.place[1].map(e).join('<br>')}</td></tr>`
    : '';
  const link = href
    ? `<p style="margin:24px 0 8px">${e(t.orderLinkIntro)}</p>
<p style="margin:0 0 24px"><a href="${e(href)}" style="display:inline-block;background:#2f5d50;color:#fff;text-decoration:none;padding:10px 18px;border-radius:4px">${e(t.orderLinkLabel)}</a></p>`
    : '';

  return `<!doctype html>
<html lang="${e(LOCALES[view.locale].hreflang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f1ea;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1ea"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px">
<tr><td style="padding:24px 32px 0;font-size:22px;font-weight:bold;color:#2f5d50">${e(view.brand)}</td></tr>
<tr><td style="padding:8px 32px 32px">
<p style="margin:16px 0 8px">${e(fill(t.greeting, { name: view.name }))}</p>
<p style="margin:0 0 16px">${e(fill(t.intro, { brand: view.brand }))}</p>
<p style="margin:0 0 16px"><strong>${e(t.orderNumber)}:</strong> ${e(view.number)}</p>
<h2 style="font-size:16px;margin:24px 0 8px">${e(t.books)}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${lines}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:12px">${totals}
<tr><td style="padding:8px 0 3px;border-top:2px solid #222;font-weight:bold">${e(view.paid ? t.totalPaid : t.total)}</td><td style="padding:8px 0 3px;border-top:2px solid #222;font-weight:bold;text-align:right;white-space:nowrap">${e(p.money(view.totalX100))}</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:24px">
<tr><td style="padding:3px 0;color:#666;width:40%">${e(t.shippingMethod)}</td><td style="padding:3px 0">${e(p.shipping)}</td></tr>
${place}
<tr><td style="padding:3px 0;color:#666">${e(t.paymentMethod)}</td><td style="padding:3px 0">${e(p.payment)}</td></tr>
</table>
${link}
<p style="margin:24px 0 0">${e(t.signoff)}<br>${e(fill(t.team, { brand: view.brand }))}</p>
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
