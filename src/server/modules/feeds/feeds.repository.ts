import { sql, type SQL } from 'drizzle-orm';
import type { CurrencyCode } from '@/i18n/locales';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import { inLanguages, startOfToday } from '../../db/fragments';
import type { PageSlice } from '../../http/paging';
import { intArray } from '../../db/linked-works';

/** Today on the shop calendar (Europe/Prague), up to the request's clock — never "later today". */
const today = (column: SQL, now: Date) => sql`${column} >= ${startOfToday(now)} and ${column} <= ${now.toISOString()}::timestamptz`;

/** Same window as the shell's "added today" counter (countAddedToday), so the two always agree. */
export async function findAddedTodayIds(db: Db, now: Date, slice: PageSlice, languages?: readonly number[]): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select b.id::int as id from books b
         where b.state = 'in_stock' and ${today(sql`b.added_at`, now)} and ${inLanguages(languages)}
         order by b.added_at desc, b.id desc
         limit ${slice.limit} offset ${slice.offset}`,
  );
  return rows.map((r) => Number(r.id));
}

/** A cut in the storefront's own currency: a copy cheaper only in the other currency is not "discounted" here. */
function discountedToday(now: Date, currency: CurrencyCode, languages?: readonly number[]): SQL {
  const dropped = currency === 'CZK'
    ? sql`b.price_czk_x100 < b.previous_price_czk_x100`
    : sql`b.price_eur_x100 < b.previous_price_eur_x100`;
  return sql`b.state = 'in_stock' and b.previous_price_czk_x100 is not null and b.previous_price_eur_x100 is not null
    and ${today(sql`b.price_changed_at`, now)} and ${dropped} and ${inLanguages(languages)}`;
}

export async function countDiscountedToday(db: Db, now: Date, currency: CurrencyCode, languages?: readonly number[]): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from books b where ${discountedToday(now, currency, languages)}`);
  return row?.n ?? 0;
}

export async function findDiscountedTodayIds(
  db: Db, now: Date, currency: CurrencyCode, slice: PageSlice, languages?: readonly number[],
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select b.id::int as id from books b where ${discountedToday(now, currency, languages)}
         order by b.price_changed_at desc, b.id desc
         limit ${slice.limit} offset ${slice.offset}`,
  );
  return rows.map((r) => Number(r.id));
}

export interface LowestPriceRow {
  book_id: number;
  lowest_czk: number | null;
  lowest_eur: number | null;
}

/**
 * The lowest price each copy had in the 30 days before its last cut: every price that took effect
 * in that window, plus the one already in force when the window opened. The cut price itself
 * (valid from the cut) is not part of it.
 */
export async function findLowestPricesBeforeCut(db: Db, copyIds: readonly number[]): Promise<LowestPriceRow[]> {
  if (copyIds.length === 0) return [];
  return queryRows<LowestPriceRow>(
    db,
    sql`select b.id::int as book_id, min(h.price_czk_x100) as lowest_czk, min(h.price_eur_x100) as lowest_eur
          from books b
          join book_price_history h on h.book_id = b.id and h.valid_from < b.price_changed_at
           and h.valid_from >= coalesce(
                 (select max(h2.valid_from) from book_price_history h2
                   where h2.book_id = b.id and h2.valid_from <= b.price_changed_at - interval '30 days'),
                 '-infinity'::timestamptz)
         where b.id = any(${intArray(copyIds)}::bigint[])
         group by b.id`,
  );
}
