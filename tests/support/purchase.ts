import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CheckoutBody } from '@/contracts/checkout';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import type { Shopper } from './shopper';

/** Copies in stock, by id, so each test takes its own. */
export async function inStockIds(handle: DbHandle, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: string | number }>(handle.db, sql`select id from books where state = 'in_stock' order by id limit ${count}`);
  return rows.map((r) => Number(r.id));
}

export function idPool(ids: number[]) {
  let next = 0;
  return (n: number) => {
    const taken = ids.slice(next, next + n);
    next += n;
    if (taken.length < n) throw new Error('test ran out of copies');
    return taken;
  };
}

export const addBody = (ids: number[]) => ({ requests: ids.map((productId) => ({ type: 'book', productId })) });

/** A Czech checkout to a Packeta pick-up point in Prague, paid by card unless changed. */
export function czechCheckout(change: Partial<CheckoutBody> = {}): CheckoutBody {
  return {
    country: 'CZ',
    shipping: { method: 'packeta-pudo', pudoId: 'pkt-cz-1001' },
    payment: { method: 'comgate-card' },
    contact: { email: 'jana.novakova@example.cz', name: 'Jana Nováková', phone: '+420 602 123 456' },
    acceptTerms: true,
    ...change,
  };
}

export async function checkoutAs<T = unknown>(shopper: Shopper, body: unknown, key: string = randomUUID()) {
  return shopper.request<T>('POST', '/api/adonis/v1/cart/checkout', body, { 'idempotency-key': key });
}

export async function count(handle: DbHandle, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(handle.db, query);
  return Number(row?.n ?? 0);
}

export async function orderByNumber(handle: DbHandle, number: string) {
  const [row] = await queryRows<{ id: number; state: string; total_x100: number; items_x100: number; shipping_x100: number; flag: string | null; public_code: string }>(
    handle.db,
    sql`select id::float8 as id, state, total_x100, items_x100, shipping_x100, flag, public_code from orders where number = ${number}`,
  );
  return row!;
}
