import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Runs raw SQL on either driver and returns its rows (both drivers expose `.rows`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The shop's calendar ("added today", "discounted today") runs on Prague time for every storefront. */
export { SHOP_TIME_ZONE } from '@/i18n/locales';

/** A list of bigint ids as one array parameter (`= any(...)`), whatever its length. */
export const bigintArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::bigint[]`;

/** A list of integer ids (languages, conditions…) as one int[] parameter. */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** `%term%` for ILIKE, the term's own %, _ and \ matched literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
