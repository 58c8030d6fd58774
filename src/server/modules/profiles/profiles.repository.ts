import { and, count, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { copySearch, customerImages, customers, reviews, wishlistItems } from '../../db/schema/index';

/** Public pages show the nickname or the first name only, never the full name (issue 11). */
const publicName = sql<string | null>`coalesce(${customers.nickname}, nullif(split_part(${customers.name}, ' ', 1), ''))`;
/*
 * Correlated subqueries go through the builder: in a select from one table drizzle writes the
 * columns of a selected `sql` unqualified, so `reviews.customer_id = customers.id` would become
 * `"customer_id" = "id"`, both resolved inside the subquery.
 */
const hasImage = (db: Db) => exists(db.select({ one: sql`1` }).from(customerImages).where(eq(customerImages.customerId, customers.id))).mapWith(Boolean);
const countOf = (db: Db, table: typeof reviews | typeof wishlistItems) =>
  sql<number>`(${db.select({ n: count() }).from(table).where(eq(table.customerId, customers.id))})`.mapWith(Number);

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** A customer by public hash with what the profile counts; a deleted account has no profile. */
export async function findProfile(db: Db, userHash: string) {
  const [row] = await db.select({
    id: customers.id,
    name: publicName,
    wishlist_public: customers.wishlistPublic,
    review_count: countOf(db, reviews),
    wishlist_count: countOf(db, wishlistItems),
    has_image: hasImage(db),
  }).from(customers).where(and(eq(customers.publicHash, userHash), isNull(customers.deletedAt)));
  return row ?? null;
}

/** Copies in stock sold on commission under this hash (the listing's `user` filter reads the same column). */
export async function countBooksForSale(db: Db, userHash: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(copySearch).where(and(eq(copySearch.sellerUserHash, userHash), eq(copySearch.state, 'in_stock')));
  return row?.n ?? 0;
}

export async function publicInfo(db: Db, customerId: number): Promise<{ public_hash: string; wishlist_public: boolean; has_image: boolean } | null> {
  const [row] = await db.select({ public_hash: customers.publicHash, wishlist_public: customers.wishlistPublic, has_image: hasImage(db) })
    .from(customers).where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  return row ?? null;
}

export async function setWishlistPublic(db: Db, customerId: number, value: boolean): Promise<void> {
  await db.update(customers).set({ wishlistPublic: value }).where(eq(customers.id, customerId));
}

export async function saveImage(db: Db, customerId: number, contentType: string, base64: string, now: Date): Promise<void> {
  await db.insert(customerImages)
    .values({ customerId, contentType, bytes: sql`decode(${base64}, 'base64')`, updatedAt: now })
    .onConflictDoUpdate({
      target: customerImages.customerId,
      set: { contentType: sql`excluded.content_type`, bytes: sql`excluded.bytes`, updatedAt: sql`excluded.updated_at` },
    });
}

export async function deleteImage(db: Db, customerId: number): Promise<boolean> {
  const rows = await db.delete(customerImages).where(eq(customerImages.customerId, customerId)).returning({ customerId: customerImages.customerId });
  return rows.length > 0;
}

/** A live customer's picture by public hash. */
export async function findImage(db: Db, userHash: string): Promise<{ content_type: string; base64: string; updated_at: Date } | null> {
  const [row] = await db.select({
    content_type: customerImages.contentType,
    base64: sql<string>`encode(${customerImages.bytes}, 'base64')`,
    updated_at: customerImages.updatedAt,
  })
    .from(customerImages).innerJoin(customers, eq(customers.id, customerImages.customerId))
    .where(and(eq(customers.publicHash, userHash), isNull(customers.deletedAt)));
  return row ?? null;
}
