import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bigintArray, queryRows } from '../../db/sql';

const iso = (d: Date) => d.toISOString();

export interface CartRow {
  id: string;
  customer_id: number | string | null;
}

export async function findCart(db: Db, cartId: string): Promise<CartRow | null> {
  const [row] = await queryRows<CartRow>(db, sql`select id, customer_id from carts where id = ${cartId}`);
  return row ?? null;
}

export async function findCustomerCart(db: Db, customerId: number): Promise<CartRow | null> {
  const [row] = await queryRows<CartRow>(db, sql`select id, customer_id from carts where customer_id = ${customerId}`);
  return row ?? null;
}

/** Creates the customer's cart, or returns the one a concurrent request created first. */
export async function ensureCustomerCart(db: Db, customerId: number, newId: string, now: Date): Promise<string> {
  await db.execute(sql`insert into carts (id, customer_id, created_at, updated_at)
                       values (${newId}, ${customerId}, ${iso(now)}, ${iso(now)}) on conflict (customer_id) do nothing`);
  const cart = await findCustomerCart(db, customerId);
  return cart!.id;
}

export async function createAnonymousCart(db: Db, id: string, now: Date): Promise<void> {
  await db.execute(sql`insert into carts (id, created_at, updated_at) values (${id}, ${iso(now)}, ${iso(now)})`);
}

/** One cart line with what the cart page shows and who has the copy right now. */
export interface CartLineRow {
  book_id: number | string;
  grandmother_id: number;
  mother_id: number;
  title: string;
  authors: string[] | null;
  condition_id: number;
  isbn13: string | null;
  isbn10: string | null;
  price_czk_x100: number;
  price_eur_x100: number;
  state: string;
  claim_cart_id: string | null;
  claim_order_id: number | string | null;
  /** Epoch milliseconds of the claim's end (Infinity for a paid order), null without a claim. */
  claim_until_ms: number | string | null;
}

const LINE_COLUMNS = sql`b.id as book_id, b.grandmother_id, b.mother_id, m.title, b.condition_id, m.isbn13, m.isbn10,
               b.price_czk_x100, b.price_eur_x100, b.state,
               bc.cart_id as claim_cart_id, bc.order_id as claim_order_id,
               (extract(epoch from bc.until) * 1000)::float8 as claim_until_ms,
               (select array_agg(n.name order by e.id) from property_edges e join property_nodes n on n.id = e.node_id
                 where e.grandmother_id = b.grandmother_id and e.type_id = 2) as authors`;

export async function findCartLines(db: Db, cartId: string): Promise<CartLineRow[]> {
  return queryRows<CartLineRow>(
    db,
    sql`select ${LINE_COLUMNS}
          from cart_items ci
          join books b on b.id = ci.book_id
          join mothers m on m.id = b.mother_id
          left join book_claims bc on bc.book_id = b.id
         where ci.cart_id = ${cartId}
         order by ci.added_at, b.id`,
  );
}

/** The same lines for copies named directly (an order placed without the cart); unknown ids are absent. */
export async function findBookLines(db: Db, ids: readonly number[]): Promise<CartLineRow[]> {
  return queryRows<CartLineRow>(
    db,
    sql`select ${LINE_COLUMNS}
          from books b
          join mothers m on m.id = b.mother_id
          left join book_claims bc on bc.book_id = b.id
         where b.id = any(${bigintArray(ids)})
         order by b.id`,
  );
}

export async function countCartItems(db: Db, cartId: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*)::int as n from cart_items where cart_id = ${cartId}`);
  return Number(row?.n ?? 0);
}

/** Copies among `ids`, with their stock state (missing ids do not exist). */
export async function findBookStates(db: Db, ids: readonly number[]): Promise<{ id: number; state: string }[]> {
  const rows = await queryRows<{ id: number | string; state: string }>(db, sql`select id, state from books where id = any(${bigintArray(ids)})`);
  return rows.map((r) => ({ id: Number(r.id), state: r.state }));
}

/**
 * Holds copies for a cart in ONE conditional upsert: a copy in stock with no claim, an expired
 * claim, or this cart's own hold is (re)held until `until`; anything else is left alone. Returns
 * the ids it now holds — concurrent carts racing for a copy see exactly one winner.
 */
export async function holdForCart(db: Db, cartId: string, ids: readonly number[], now: Date, until: Date): Promise<number[]> {
  const rows = await queryRows<{ book_id: number | string }>(
    db,
    sql`insert into book_claims (book_id, cart_id, order_id, until, claimed_at)
        select b.id, ${cartId}::uuid, null, ${iso(until)}::timestamptz, ${iso(now)}::timestamptz
          from books b where b.id = any(${bigintArray(ids)}) and b.state = 'in_stock'
        on conflict (book_id) do update
           set cart_id = excluded.cart_id, order_id = null, until = excluded.until, claimed_at = excluded.claimed_at
         where book_claims.until <= ${iso(now)}::timestamptz or book_claims.cart_id = ${cartId}::uuid
        returning book_id`,
  );
  return rows.map((r) => Number(r.book_id));
}

export async function insertCartItems(db: Db, cartId: string, ids: readonly number[], now: Date): Promise<void> {
  await db.execute(sql`insert into cart_items (cart_id, book_id, added_at)
                       select ${cartId}::uuid, id, ${iso(now)}::timestamptz from unnest(${bigintArray(ids)}) as id
                       on conflict do nothing`);
  await db.execute(sql`update carts set updated_at = ${iso(now)} where id = ${cartId}`);
}

/** Drops copies from a cart and gives up this cart's holds on them, so others can buy them at once. */
export async function removeCartItems(db: Db, cartId: string, ids: readonly number[] | 'all'): Promise<void> {
  const which = ids === 'all' ? sql`true` : sql`book_id = any(${bigintArray(ids)})`;
  await db.execute(sql`delete from book_claims where cart_id = ${cartId}::uuid and ${which}`);
  await db.execute(sql`delete from cart_items where cart_id = ${cartId}::uuid and ${which}`);
}

/** Moves an anonymous cart's copies and holds into the customer's cart (login), then deletes it. */
export async function mergeCartInto(db: Db, fromCartId: string, toCartId: string, now: Date): Promise<void> {
  await db.execute(sql`insert into cart_items (cart_id, book_id, added_at)
                       select ${toCartId}::uuid, book_id, added_at from cart_items where cart_id = ${fromCartId}::uuid
                       on conflict do nothing`);
  await db.execute(sql`update book_claims set cart_id = ${toCartId}::uuid where cart_id = ${fromCartId}::uuid`);
  await db.execute(sql`delete from cart_items where cart_id = ${fromCartId}::uuid`);
  await db.execute(sql`delete from carts where id = ${fromCartId}::uuid`);
  await db.execute(sql`update carts set updated_at = ${iso(now)} where id = ${toCartId}::uuid`);
}
