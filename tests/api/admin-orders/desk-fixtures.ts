import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { OrderState } from '@/contracts/orders';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import type { RequestContext } from '@/server/http/context';
import { claimForOrder, FOREVER, insertLines, insertOrder, journal, markBooksSold, nextOrderNumber } from '@/server/modules/orders/orders.repository';

/** An employee as the staff routes will resolve one (the services take it from ctx.staff). */
export function staffCtx(handle: DbHandle, now: Date, staffId = 7): RequestContext {
  return {
    db: handle.db, now, locale: 'cs', customer: null, staff: { id: staffId, name: 'Desk tester', permissions: ['orders.read', 'orders.write', 'payments.confirm', 'refunds'] },
    log: pino({ level: 'silent' }), ip: '127.0.0.1',
  };
}

export async function makeCustomer(handle: DbHandle, walletX100 = 0, currency = 'CZK'): Promise<number> {
  const [row] = await queryRows<{ id: number }>(handle.db, sql`insert into customers (email) values (${`desk-${randomUUID()}@example.cz`}) returning id::float8 as id`);
  const id = Number(row!.id);
  if (walletX100 > 0) {
    await handle.db.execute(sql`insert into wallet_entries (customer_id, currency, amount_x100, reason, created_at) values (${id}, ${currency}, ${walletX100}, 'test credit', now())`);
  }
  return id;
}

export interface OrderSpec {
  state: OrderState;
  copies: number[];
  customerId?: number | null;
  email?: string;
  paymentMethod?: string;
  shippingX100?: number;
  paymentFeeX100?: number;
  discountX100?: number;
  walletX100?: number;
  address?: Record<string, string> | null;
  expiresAt?: Date | null;
  /** The checkout's shipping method (its carrier ships the parcel; default ppl-home, which no carrier serves). */
  shippingMethod?: string;
  pudoId?: string | null;
  /** paid_at set and a paid provider payment recorded (default: for paid, packed, shipped, delivered unless COD). */
  paid?: boolean;
}

const PAID_LIKE: OrderState[] = ['paid', 'packed', 'shipped', 'delivered'];

/** An order straight in the ledger (lines, claims, sold copies, payment) in the state the test needs. */
export async function makeOrder(handle: DbHandle, now: Date, spec: OrderSpec): Promise<{ id: number; number: string; itemsX100: number; totalX100: number }> {
  const db = handle.db;
  const prices = await queryRows<{ id: number; p: number }>(db, sql`select id::float8 as id, price_czk_x100 as p from books where id = any(${`{${spec.copies.join(',')}}`}::bigint[]) order by id`);
  const itemsX100 = prices.reduce((s, r) => s + Number(r.p), 0);
  const shippingX100 = spec.shippingX100 ?? 8900;
  const paymentFeeX100 = spec.paymentFeeX100 ?? 0;
  const discountX100 = spec.discountX100 ?? 0;
  const walletX100 = spec.walletX100 ?? 0;
  const totalX100 = itemsX100 + shippingX100 + paymentFeeX100 - discountX100 - walletX100;
  const cod = spec.paymentMethod === 'cash-on-delivery';
  const paid = spec.paid ?? (PAID_LIKE.includes(spec.state) && !cod);
  const unpaid = spec.state === 'new' || spec.state === 'awaiting_payment';
  const expiresAt = spec.expiresAt !== undefined ? spec.expiresAt : unpaid && !cod ? new Date(now.getTime() + 3 * 24 * 3600_000) : null;
  const number = await nextOrderNumber(db, now);
  const id = await insertOrder(db, {
    number, public_code: randomUUID().replace(/-/g, ''), locale: 'cs', currency: 'CZK', customer_id: spec.customerId ?? null,
    email: spec.email ?? 'jana.novakova@example.cz', phone: '+420 602 123 456', name: 'Jana Nováková',
    address: spec.address === undefined ? { street: 'Dlouhá 1', city: 'Praha', zip: '11000', country: 'CZ' } : spec.address,
    shipping_method: spec.shippingMethod ?? 'ppl-home', pudo_id: spec.pudoId ?? null, pudo_label: spec.pudoId ? `Point ${spec.pudoId}` : null, payment_method: spec.paymentMethod ?? 'comgate-card',
    items_x100: itemsX100, shipping_x100: shippingX100, payment_fee_x100: paymentFeeX100, discount_x100: discountX100, wallet_x100: walletX100,
    total_x100: totalX100, voucher_code: null, state: spec.state, expires_at: expiresAt, parent_order_id: null,
  }, now);
  await insertLines(db, id, prices.map((p) => ({ copyId: Number(p.id), title: `Copy ${p.id}`, conditionId: 2, priceX100: Number(p.p) })));
  const holds = spec.state !== 'cancelled' && spec.state !== 'refund_required';
  if (holds) {
    const got = await claimForOrder(db, id, null, spec.copies, now, unpaid && expiresAt ? expiresAt : FOREVER);
    if (got.length !== spec.copies.length) throw new Error('fixture: copies not free');
    if (!unpaid || cod) await markBooksSold(db, id, now);
  } else {
    await db.execute(sql`update order_lines set active = false where order_id = ${id}`);
  }
  if (paid) {
    await db.execute(sql`update orders set paid_at = ${now.toISOString()} where id = ${id}`);
    await db.execute(sql`insert into payments (order_id, provider, method, amount_x100, currency, provider_ref, state, created_at, updated_at)
                         values (${id}, 'comgate', 'comgate-card', ${totalX100}, 'CZK', ${`T-${randomUUID()}`}, 'paid', ${now.toISOString()}, ${now.toISOString()})`);
  }
  await journal(db, id, null, spec.state, 'test fixture', now);
  return { id, number, itemsX100, totalX100 };
}

export async function one<T>(handle: DbHandle, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(handle.db, query);
  return row!;
}

export async function num(handle: DbHandle, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number | string | null }>(handle.db, query);
  return Number(row?.n ?? 0);
}

export const orderRow = (handle: DbHandle, id: number) => one<{ state: string; items_x100: number; shipping_x100: number; discount_x100: number; wallet_x100: number; total_x100: number; paid_at: Date | null; expires_at: Date | null; merged_into_order_id: string | number | null }>(
  handle, sql`select state, items_x100, shipping_x100, discount_x100, wallet_x100, total_x100, paid_at, expires_at, merged_into_order_id from orders where id = ${id}`,
);

export const walletOf = (handle: DbHandle, customerId: number) => num(handle, sql`select coalesce(sum(amount_x100), 0)::int as n from wallet_entries where customer_id = ${customerId}`);
export const copyState = (handle: DbHandle, copyId: number) => one<{ state: string; claimed_by: string | number | null }>(
  handle, sql`select b.state, c.order_id as claimed_by from books b left join book_claims c on c.book_id = b.id where b.id = ${copyId}`,
);
export const priceOf = (handle: DbHandle, copyId: number) => num(handle, sql`select price_czk_x100 as n from books where id = ${copyId}`);
