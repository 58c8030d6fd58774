import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/sql';

const iso = (d: Date) => d.toISOString();
const priceCol = (currency: 'CZK' | 'EUR') => sql.raw(currency === 'CZK' ? 'price_czk_x100' : 'price_eur_x100');

export interface WishlistRow {
  id: number | string;
  kind: 'book' | 'work';
  book_id: number | string | null;
  grandmother_id: number;
  mother_id: number | null;
  title: string;
  authors: string[] | null;
  author_ids: number[] | null;
  category_ids: number[] | null;
  language_id: number | null;
  condition_id: number | null;
  state: string | null;
  price_x100: number | null;
  others_count: number;
  others_from_x100: number | null;
  others_ids: (number | string)[] | null;
  created_at: Date | string;
}

/** Everything the list shows, for one customer's items, with the other copies of each work in stock. */
export async function listItems(db: Db, customerId: number, currency: 'CZK' | 'EUR'): Promise<WishlistRow[]> {
  const price = priceCol(currency);
  return queryRows<WishlistRow>(
    db,
    sql`select wi.id, wi.kind, wi.book_id, wi.grandmother_id, b.mother_id, coalesce(m.title, g.title) as title,
               b.condition_id, b.state, b.${price} as price_x100, coalesce(m.language_id, gm.language_id) as language_id, wi.created_at,
               (select array_agg(n.name order by e.position, e.id) from property_edges e join property_nodes n on n.id = e.node_id
                 where e.grandmother_id = wi.grandmother_id and e.type_id = 2) as authors,
               (select array_agg(e.node_id) from property_edges e where e.grandmother_id = wi.grandmother_id and e.type_id = 2) as author_ids,
               (select s.category_ids from book_search s where s.grandmother_id = wi.grandmother_id limit 1) as category_ids,
               o.others_count, o.others_from_x100, o.others_ids
          from wishlist_items wi
          join grandmothers g on g.id = wi.grandmother_id
          left join books b on b.id = wi.book_id
          left join mothers m on m.id = b.mother_id
          left join lateral (select language_id from mothers where grandmother_id = wi.grandmother_id order by id limit 1) gm on true
          left join lateral (
            select count(*)::int as others_count, min(s.${price}) as others_from_x100,
                   (array_agg(s.book_id order by s.${price}, s.book_id))[1:3] as others_ids
              from book_search s
             where s.grandmother_id = wi.grandmother_id and s.state = 'in_stock' and s.book_id is distinct from wi.book_id
          ) o on true
         where wi.customer_id = ${customerId}
         order by wi.created_at desc, wi.id desc`,
  );
}

export async function countItems(db: Db, customerId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from wishlist_items where customer_id = ${customerId}`);
  return Number(row?.n ?? 0);
}

export async function bookWork(db: Db, bookId: number): Promise<number | null> {
  const [row] = await queryRows<{ grandmother_id: number }>(db, sql`select grandmother_id from books where id = ${bookId}`);
  return row ? Number(row.grandmother_id) : null;
}

export async function workExists(db: Db, grandmotherId: number): Promise<boolean> {
  return (await queryRows(db, sql`select 1 from grandmothers where id = ${grandmotherId}`)).length > 0;
}

/** Adds an item, or finds the same one already there (adding twice is harmless). Returns its id. */
export async function upsertItem(db: Db, customerId: number, kind: 'book' | 'work', bookId: number | null, grandmotherId: number, now: Date): Promise<number> {
  const conflict = kind === 'book' ? sql`(customer_id, book_id) where book_id is not null` : sql`(customer_id, grandmother_id) where kind = 'work'`;
  await db.execute(sql`insert into wishlist_items (customer_id, kind, book_id, grandmother_id, created_at)
                       values (${customerId}, ${kind}, ${bookId}, ${grandmotherId}, ${iso(now)}::timestamptz)
                       on conflict ${conflict} do nothing`);
  const which = kind === 'book' ? sql`book_id = ${bookId}` : sql`kind = 'work' and grandmother_id = ${grandmotherId}`;
  const [row] = await queryRows<{ id: number | string }>(db, sql`select id from wishlist_items where customer_id = ${customerId} and ${which}`);
  return Number(row!.id);
}

export async function deleteItem(db: Db, customerId: number, id: number): Promise<boolean> {
  return (await queryRows(db, sql`delete from wishlist_items where id = ${id} and customer_id = ${customerId} returning id`)).length > 0;
}

/** Which of a copy and a work the customer wishes for (the book page's buttons). */
export async function lookup(db: Db, customerId: number, bookId: number | null, grandmotherId: number | null) {
  const rows = await queryRows<{ id: number | string; kind: string }>(
    db,
    sql`select id, kind from wishlist_items where customer_id = ${customerId}
          and ((kind = 'book' and book_id = ${bookId}) or (kind = 'work' and grandmother_id = ${grandmotherId}))`,
  );
  const find = (kind: string) => rows.find((r) => r.kind === kind);
  return { bookItemId: find('book') ? Number(find('book')!.id) : null, workItemId: find('work') ? Number(find('work')!.id) : null };
}

// ── share links ─────────────────────────────────────────────────────────────────────────────

export async function activeLink(db: Db, customerId: number): Promise<{ id: string; created_at: Date | string } | null> {
  const [row] = await queryRows<{ id: string; created_at: Date | string }>(
    db, sql`select id, created_at from wishlist_links where customer_id = ${customerId} and revoked_at is null`,
  );
  return row ?? null;
}

/** A new link replaces the active one (which stops working at once). */
export async function replaceLink(db: Db, customerId: number, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update wishlist_links set revoked_at = ${iso(now)}::timestamptz where customer_id = ${customerId} and revoked_at is null`);
    await tx.execute(sql`insert into wishlist_links (id, customer_id, created_at) values (${id}, ${customerId}, ${iso(now)}::timestamptz)`);
  });
}

export async function revokeLink(db: Db, customerId: number, now: Date): Promise<boolean> {
  const rows = await queryRows(db, sql`update wishlist_links set revoked_at = ${iso(now)}::timestamptz
                                        where customer_id = ${customerId} and revoked_at is null returning id`);
  return rows.length > 0;
}

export async function linkOwner(db: Db, linkId: string): Promise<{ customer_id: number | string; name: string | null } | null> {
  const [row] = await queryRows<{ customer_id: number | string; name: string | null }>(
    db,
    // Public pages show the nickname or the first name only, never the full name (issue 11); a deleted account shares nothing.
    sql`select l.customer_id, coalesce(c.nickname, nullif(split_part(c.name, ' ', 1), '')) as name
          from wishlist_links l join customers c on c.id = l.customer_id
         where l.id = ${linkId} and l.revoked_at is null and c.deleted_at is null`,
  );
  return row ?? null;
}
