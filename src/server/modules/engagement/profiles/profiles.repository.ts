import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/sql';

export interface ProfileRow {
  id: number | string;
  name: string | null;
  wishlist_public: boolean;
  review_count: number | string;
  wishlist_count: number | string;
}

/** A customer by public hash with what the profile counts; a deleted account has no profile. */
export async function findProfile(db: Db, userHash: string): Promise<ProfileRow | null> {
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`select c.id, coalesce(c.nickname, nullif(split_part(c.name, ' ', 1), '')) as name, c.wishlist_public,
               (select count(*) from reviews r where r.customer_id = c.id) as review_count,
               (select count(*) from wishlist_items w where w.customer_id = c.id) as wishlist_count
          from customers c where c.public_hash = ${userHash} and c.deleted_at is null`,
  );
  return row ?? null;
}

/** Copies in stock sold on commission under this hash (the listing's `user` filter reads the same column). */
export async function countBooksForSale(db: Db, userHash: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from book_search where seller_user_hash = ${userHash} and state = 'in_stock'`);
  return Number(row?.n ?? 0);
}

export async function publicInfo(db: Db, customerId: number): Promise<{ public_hash: string; wishlist_public: boolean } | null> {
  const [row] = await queryRows<{ public_hash: string; wishlist_public: boolean }>(
    db,
    sql`select public_hash, wishlist_public from customers where id = ${customerId} and deleted_at is null`,
  );
  return row ?? null;
}

export async function setWishlistPublic(db: Db, customerId: number, value: boolean): Promise<void> {
  await db.execute(sql`update customers set wishlist_public = ${value} where id = ${customerId}`);
}
