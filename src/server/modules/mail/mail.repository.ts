import { and, asc, eq } from 'drizzle-orm';
import { resolveLocale, type Locale } from '@/i18n/locales';
import type { Db } from '../../db/client';
import { orderLines, orders, shippingMethods } from '../../db/schema';
import type { InvoiceAddress } from '../invoices';

export interface OrderForMail {
  id: number;
  number: string;
  paymentCode: string;
  locale: Locale;
  currency: 'CZK' | 'EUR';
  email: string;
  name: string;
  address: InvoiceAddress | null;
  shippingMethod: string;
  shippingKind: string | null;
  carrier: string | null;
  pudoLabel: string | null;
  paymentMethod: string;
  itemsX100: number;
  shippingX100: number;
  paymentFeeX100: number;
  discountX100: number;
  walletX100: number;
  totalX100: number;
  /** The money has come (card, bank, wallet): the total is what was paid, not what is due. */
  paid: boolean;
  lines: { title: string; priceX100: number }[];
}

function toAddress(raw: Record<string, string> | null): InvoiceAddress | null {
  if (!raw || !raw.street || !raw.city || !raw.zip || !raw.country) return null;
  return { street: raw.street, city: raw.city, zip: raw.zip, country: raw.country, ...(raw.region ? { region: raw.region } : {}) };
}

/** The order as its confirmation e-mail and invoice need it: active lines only, in the order they were added. */
export async function loadOrderForMail(db: Db, orderId: number): Promise<OrderForMail | null> {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      paymentCode: orders.publicCode,
      locale: orders.locale,
      currency: orders.currency,
      email: orders.email,
      name: orders.name,
      address: orders.address,
      shippingMethod: orders.shippingMethod,
      shippingKind: shippingMethods.kind,
      carrier: shippingMethods.carrier,
      pudoLabel: orders.pudoLabel,
      paymentMethod: orders.paymentMethod,
      itemsX100: orders.itemsX100,
      shippingX100: orders.shippingX100,
      paymentFeeX100: orders.paymentFeeX100,
      discountX100: orders.discountX100,
      walletX100: orders.walletX100,
      totalX100: orders.totalX100,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .leftJoin(shippingMethods, eq(shippingMethods.code, orders.shippingMethod))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return null;
  const lines = await db
    .select({ title: orderLines.title, priceX100: orderLines.priceX100 })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.active, true)))
    .orderBy(asc(orderLines.id));
  const { paidAt, ...order } = row;
  return {
    ...order,
    paid: paidAt !== null,
    locale: resolveLocale(row.locale),
    currency: row.currency === 'EUR' ? 'EUR' : 'CZK',
    address: toAddress(row.address ?? null),
    lines,
  };
}
