import { brandFor, type Locale } from '@/i18n/locales';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { renderInvoicePdf } from '../invoices';
import { SELLER } from '../invoices';
import type { InvoiceData } from '../invoices';
import type { Mailer, SendResult } from './mail.types';
import { loadOrderForMail, type OrderForMail } from './mail.repository';
import { renderOrderConfirmation } from './order-confirmation.template';

export interface OrderConfirmationDeps {
  mailer: Mailer;
  /** The invoice's issue date and the outbox row's time. */
  now: Date;
  /**
   * Absolute URL of /pay/[paymentCode] on the order's storefront. Passed in because src/server may
   * not import the route table (src/routing); the caller builds it from resolvePath + originFor.
   */
  payPageUrl: (locale: Locale, paymentCode: string) => string;
}

export const orderConfirmationKey = (orderId: number) => `order-confirmation:${orderId}`;

export function invoiceFromOrder(order: OrderForMail, issueDate: Date): InvoiceData {
  return {
    locale: order.locale,
    number: order.number,
    issueDate,
    currency: order.currency,
    seller: SELLER,
    buyer: { name: order.name, email: order.email, address: order.address },
    lines: order.lines,
    itemsX100: order.itemsX100,
    shippingX100: order.shippingX100,
    paymentFeeX100: order.paymentFeeX100,
    discountX100: order.discountX100,
    walletX100: order.walletX100,
    totalX100: order.totalX100,
  };
}

/**
 * The order confirmation with its invoice, in the order's language — at most once per order
 * however often or concurrently it is asked for ('duplicate' for every call but the one that sent).
 */
export async function sendOrderConfirmation(db: Db, orderId: number, deps: OrderConfirmationDeps): Promise<SendResult> {
  const dedupeKey = orderConfirmationKey(orderId);
  // Skips rendering the PDF for the common repeat; the outbox insert in send() is the real guard.
  if (await deps.mailer.isRecorded(dedupeKey)) return 'duplicate';
  const order = await loadOrderForMail(db, orderId);
  if (!order) throw notFound(`Order ${orderId}`);

  const mail = renderOrderConfirmation({
    locale: order.locale,
    brand: brandFor(order.locale),
    number: order.number,
    name: order.name,
    currency: order.currency,
    lines: order.lines,
    itemsX100: order.itemsX100,
    shippingX100: order.shippingX100,
    paymentFeeX100: order.paymentFeeX100,
    discountX100: order.discountX100,
    walletX100: order.walletX100,
    totalX100: order.totalX100,
    paid: order.paid,
    shipping: { code: order.shippingMethod, kind: order.shippingKind, carrier: order.carrier, pudoLabel: order.pudoLabel },
    paymentMethod: order.paymentMethod,
    address: order.address,
    orderUrl: deps.payPageUrl(order.locale, order.paymentCode),
  });
  const pdf = await renderInvoicePdf(invoiceFromOrder(order, deps.now));

  return deps.mailer.send({
    kind: 'order-confirmation',
    dedupeKey,
    to: order.email,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: [{ filename: `invoice-${order.number}.pdf`, contentType: 'application/pdf', content: pdf }],
    orderId: order.id,
    createdAt: deps.now,
  });
}

/** The invoice PDF of an order as the confirmation e-mail attaches it (the account area serves the same); null for an unknown order. */
export async function orderInvoicePdf(db: Db, orderId: number, issued: (order: OrderForMail) => Date): Promise<{ number: string; pdf: Buffer } | null> {
  const order = await loadOrderForMail(db, orderId);
  if (!order) return null;
  return { number: order.number, pdf: await renderInvoicePdf(invoiceFromOrder(order, issued(order))) };
}
