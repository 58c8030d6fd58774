import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/sql';

export interface ProfileRow {
  id: number | string;
  name: string | null;
  wishlist_public: boolean;
  review_count: number | string;
  wishlist_count: number | string;
  has_image: boolean;
}

/** A customer by public hash with what the profile counts; a deleted account has no profile. */
export async function findProfile(db: Db, userHash: string): Promise<ProfileRow | null> {
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`select c.id, coalesce(c.nickname, nullif(split_part(c.name, ' ', 1), '')) as name, c.wishlist_public,
               (select count(*) from reviews r where r.customer_id = c.id) as review_count,
               (select count(*) from wishlist_items w where w.customer_id = c.id) as wishlist_count,
               exists (select 1 from customer_images i where i.customer_id = c.id) as has_image
          from customers c where c.public_hash = ${userHash} and c.deleted_at is null`,
  );
  return row ?? null;
}

/** Copies in stock sold on commission under this hash (the listing's `user` filter reads the same column). */
export async function countBooksForSale(db: Db, userHash: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from book_search where seller_user_hash = ${userHash} and state = 'in_stock'`);
  return Number(row?.n ?? 0);
}

export async function publicInfo(db: Db, customerId: number): Promise<{ public_hash: string; wishlist_public: boolean; has_image: boolean } | null> {
  const [row] = await queryRows<{ public_hash: string; wishlist_public: boolean; has_image: boolean }>(
    db,
    sql`select public_hash, wishlist_public, exists (select 1 from customer_images i where i.customer_id = c.id) as has_image
          from customers c where c.id = ${customerId} and c.deleted_at is null`,
  );
  return row ?? null;
}

export async function setWishlistPublic(db: Db, customerId: number, value: boolean): Promise<void> {
  await db.execute(sql`update customers set wishlist_public = ${value} where id = ${customerId}`);
}

export async function saveImage(db: Db, customerId: number, contentType: string, base64: string, now: Date): Promise<void> {
  await db.execute(sql`insert into customer_images (customer_id, content_type, bytes, updated_at)
                       values (${customerId}, ${contentType}, decode(${base64}, 'base64'), ${now.toISOString()})
                       on conflict (customer_id) do update set content_type = excluded.content_type, bytes = excluded.bytes, updated_at = excluded.updated_at`);
}

export async function deleteImage(db: Db, customerId: number): Promise<boolean> {
  const rows = await queryRows<{ customer_id: number }>(db, sql`delete from customer_images where customer_id = ${customerId} returning customer_id`);
  return rows.length > 0;
}

/** A live customer's picture by public hash. */
export async function findImage(db: Db, userHash: string): Promise<{ content_type: string; base64: string; updated_at: Date | string } | null> {
  const [row] = await queryRows<{ content_type: string; base64: string; updated_at: Date | string }>(
    db,
    sql`select i.content_type, encode(i.bytes, 'base64') as base64, i.updated_at
          from customer_images i join customers c on c.id = i.customer_id
         where c.public_hash = ${userHash} and c.deleted_at is null`,
  );
  return row ?? null;
}
