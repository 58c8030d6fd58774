import { and, count, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { copies, customers, works, wishlistItems, wishlistLinks } from '../../db/schema/index';
import { queryRows } from '../../db/sql';

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
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.customerId, customerId));
  return row?.n ?? 0;
}

export async function bookWork(db: Db, copyId: number): Promise<number | null> {
  const [row] = await db.select({ workId: copies.workId }).from(copies).where(eq(copies.id, copyId));
  return row ? row.workId : null;
}

export async function workExists(db: Db, workId: number): Promise<boolean> {
  return (await db.select({ id: works.id }).from(works).where(eq(works.id, workId))).length > 0;
}

/** Adds an item, or finds the same one already there (adding twice is harmless). Returns its id. */
export async function upsertItem(db: Db, customerId: number, kind: 'book' | 'work', copyId: number | null, workId: number, now: Date): Promise<number> {
  // The targets are the partial unique indexes wishlist_items_book_uq and wishlist_items_work_uq.
  const conflict = kind === 'book'
    ? { target: [wishlistItems.customerId, wishlistItems.copyId], where: isNotNull(wishlistItems.copyId) }
    : { target: [wishlistItems.customerId, wishlistItems.workId], where: eq(wishlistItems.kind, 'work') };
  await db.insert(wishlistItems).values({ customerId, kind, copyId: copyId, workId: workId, createdAt: now }).onConflictDoNothing(conflict);
  const which = kind === 'book' ? eq(wishlistItems.copyId, copyId!) : and(eq(wishlistItems.kind, 'work'), eq(wishlistItems.workId, workId));
  const [row] = await db.select({ id: wishlistItems.id }).from(wishlistItems).where(and(eq(wishlistItems.customerId, customerId), which));
  return row!.id;
}

export async function deleteItem(db: Db, customerId: number, id: number): Promise<boolean> {
  const rows = await db.delete(wishlistItems).where(and(eq(wishlistItems.id, id), eq(wishlistItems.customerId, customerId))).returning({ id: wishlistItems.id });
  return rows.length > 0;
}

/** Which of a copy and a work the customer wishes for (the book page's buttons). */
export async function lookup(db: Db, customerId: number, copyId: number | null, workId: number | null) {
  const rows = await db.select({ id: wishlistItems.id, kind: wishlistItems.kind }).from(wishlistItems).where(and(
    eq(wishlistItems.customerId, customerId),
    or(
      copyId === null ? undefined : and(eq(wishlistItems.kind, 'book'), eq(wishlistItems.copyId, copyId)),
      workId === null ? undefined : and(eq(wishlistItems.kind, 'work'), eq(wishlistItems.workId, workId)),
    ) ?? sql`false`,
  ));
  const find = (kind: string) => rows.find((r) => r.kind === kind)?.id ?? null;
  return { bookItemId: find('book'), workItemId: find('work') };
}

// ── share links ─────────────────────────────────────────────────────────────────────────────

export async function activeLink(db: Db, customerId: number): Promise<{ id: string; created_at: Date } | null> {
  const [row] = await db.select({ id: wishlistLinks.id, created_at: wishlistLinks.createdAt }).from(wishlistLinks)
    .where(and(eq(wishlistLinks.customerId, customerId), isNull(wishlistLinks.revokedAt)));
  return row ?? null;
}

/** A new link replaces the active one (which stops working at once). */
export async function replaceLink(db: Db, customerId: number, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(wishlistLinks).set({ revokedAt: now }).where(and(eq(wishlistLinks.customerId, customerId), isNull(wishlistLinks.revokedAt)));
    await tx.insert(wishlistLinks).values({ id, customerId, createdAt: now });
  });
}

export async function revokeLink(db: Db, customerId: number, now: Date): Promise<boolean> {
  const rows = await db.update(wishlistLinks).set({ revokedAt: now })
    .where(and(eq(wishlistLinks.customerId, customerId), isNull(wishlistLinks.revokedAt)))
    .returning({ id: wishlistLinks.id });
  return rows.length > 0;
}

export async function linkOwner(db: Db, linkId: string): Promise<{ customer_id: number; name: string | null } | null> {
  const [row] = await db.select({
    customer_id: wishlistLinks.customerId,
    // Public pages show the nickname or the first name only, never the full name (issue 11); a deleted account shares nothing.
    name: sql<string | null>`coalesce(${customers.nickname}, nullif(split_part(${customers.name}, ' ', 1), ''))`,
  })
    .from(wishlistLinks).innerJoin(customers, eq(customers.id, wishlistLinks.customerId))
    .where(and(eq(wishlistLinks.id, linkId), isNull(wishlistLinks.revokedAt), isNull(customers.deletedAt)));
  return row ?? null;
}
