import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, queryRows } from '../../db/sql';
import type { Currency, TitleSignals } from './pricing';

/** An edition found by ISBN-13 or ISBN-10 (the lowest id when the catalogue holds duplicates). */
export interface EditionHit {
  editionId: number;
  workId: number;
  isbn13: string | null;
  isbn10: string | null;
  title: string;
}

/** ISBNs as a bpchar[] parameter: the columns are char(13)/char(10), and a text[] would cast the column and skip its index. */
const isbnArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v.replace(/[^0-9X]/g, '')}"`).join(',')}}`}::bpchar[]`;

/**
 * Editions by their ISBN-13 or ISBN-10 (both indexed), one query for the whole call. The title is
 * the edition's, as printed on the book the seller holds ("Die goldene Königin", not the work's
 * original "Zlatá královna"); the work's only where the edition has none.
 */
export async function findEditionsByIsbn(db: Db, isbn13s: readonly string[], isbn10s: readonly string[]): Promise<EditionHit[]> {
  if (isbn13s.length === 0 && isbn10s.length === 0) return [];
  const rows = await queryRows<{ id: number; grandmother_id: number; isbn13: string | null; isbn10: string | null; title: string }>(db, sql`
    select m.id, m.grandmother_id, m.isbn13, m.isbn10, coalesce(nullif(btrim(m.title), ''), g.title) as title
      from mothers m join grandmothers g on g.id = m.grandmother_id
     where m.isbn13 = any(${isbnArray(isbn13s)}) or m.isbn10 = any(${isbnArray(isbn10s)})
     order by m.id`);
  return rows.map((r) => ({ editionId: Number(r.id), workId: Number(r.grandmother_id), isbn13: r.isbn13, isbn10: r.isbn10, title: r.title }));
}

/**
 * The pricing signals of these works (docs/adr/0026), in `currency`: stock and the last 365 days
 * of sales from the copies (books_grandmother_idx), readers waiting from work/edition watchdogs
 * (their matcher keys g:/m:) and wishlists (wishlist_items_work_idx), distinct customers.
 */
export async function loadTitleSignals(
  db: Db, works: readonly { workId: number; editionId: number }[], currency: Currency, now: Date,
): Promise<Map<number, TitleSignals>> {
  const out = new Map<number, TitleSignals>();
  const workIds = [...new Set(works.map((w) => w.workId))];
  if (workIds.length === 0) return out;
  const since = new Date(now.getTime() - 365 * 86_400_000).toISOString();
  const price = currency === 'CZK' ? sql.raw('price_czk_x100') : sql.raw('price_eur_x100');
  const [copyRows, waitingRows] = await Promise.all([
    queryRows<{ work_id: number; in_stock: number; sold: number; sale_median: number | null; stock_median: number | null; days_median: number | null }>(db, sql`
      select grandmother_id as work_id,
             count(*) filter (where state = 'in_stock')::int as in_stock,
             count(*) filter (where state = 'sold' and sold_at >= ${since})::int as sold,
             percentile_disc(0.5) within group (order by ${price}) filter (where state = 'sold' and sold_at >= ${since}) as sale_median,
             percentile_disc(0.5) within group (order by ${price}) filter (where state = 'in_stock') as stock_median,
             percentile_disc(0.5) within group (order by floor(extract(epoch from (sold_at - coalesce(first_stocked_at, added_at))) / 86400))
               filter (where state = 'sold' and sold_at >= ${since}) as days_median
        from books
       where grandmother_id = any(${intArray(workIds)}) and state in ('in_stock', 'sold')
       group by grandmother_id`),
    queryRows<{ work_id: number; readers: number }>(db, sql`
      with wanted(work_id, edition_id) as (select * from unnest(${intArray(works.map((w) => w.workId))}, ${intArray(works.map((w) => w.editionId))})),
      keys(work_id, key) as (
        select work_id, 'g:' || work_id from wanted union select work_id, 'm:' || edition_id from wanted
      ),
      readers(work_id, customer_id) as (
        select k.work_id, w.customer_id from keys k
          join watchdog_keys wk on wk.key = k.key
          join watchdogs w on w.id = wk.watchdog_id and w.kind in ('work', 'edition')
        union
        select wi.grandmother_id, wi.customer_id from wishlist_items wi where wi.grandmother_id = any(${intArray(workIds)})
      )
      select work_id, count(distinct customer_id)::int as readers from readers group by work_id`),
  ]);
  const waiting = new Map(waitingRows.map((r) => [Number(r.work_id), Number(r.readers)]));
  for (const id of workIds) {
    out.set(id, { readersWaiting: waiting.get(id) ?? 0, copiesInStock: 0, recentSales: 0, medianSalePriceX100: null, medianStockPriceX100: null, typicalDaysToSell: null });
  }
  for (const r of copyRows) {
    const s = out.get(Number(r.work_id))!;
    s.copiesInStock = Number(r.in_stock);
    s.recentSales = Number(r.sold);
    s.medianSalePriceX100 = r.sale_median === null ? null : Number(r.sale_median);
    s.medianStockPriceX100 = r.stock_median === null ? null : Number(r.stock_median);
    s.typicalDaysToSell = r.days_median === null ? null : Math.max(0, Number(r.days_median));
  }
  return out;
}
