import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import type { ColumnBatch } from './facet-index';
import { type ResolvedFilters, candidateClause, relevanceTerms } from './listing.sql';

/** A timestamp as whole microseconds since 1970 (exact in a double until the year 2255). */
const micros = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000000)::bigint::text`);

// One row per batch, one string per column: a million rows cost the driver a few hundred rows
// and the client a split() per column instead of a million row objects. All aggregates of one
// group see the rows in the same order, so the columns line up.
const columns = sql`count(*)::int as n, max(book_id)::text as last,
  coalesce(string_agg(book_id::text, ','), '') as ids,
  coalesce(string_agg(case when state = 'in_stock' then '1' else '0' end, ''), '') as states,
  coalesce(string_agg(condition_id::text, ','), '') as conditions,
  coalesce(string_agg(language_id::text, ','), '') as languages,
  coalesce(string_agg(coalesce(binding_id, 0)::text, ','), '') as bindings,
  coalesce(string_agg(coalesce(publisher_id, 0)::text, ','), '') as publishers,
  coalesce(string_agg(coalesce(year::text, ''), ','), '') as years,
  coalesce(string_agg(price_czk_x100::text, ','), '') as czk,
  coalesce(string_agg(price_eur_x100::text, ','), '') as eur,
  coalesce(string_agg(array_to_string(category_ids, ' '), ','), '') as categories,
  coalesce(string_agg(array_to_string(author_ids, ' '), ','), '') as authors,
  coalesce(string_agg(coalesce(${micros('added_at')}, ''), ','), '') as added,
  coalesce(string_agg(coalesce(${micros('first_stocked_at')}, ''), ','), '') as "firstStocked",
  coalesce(string_agg(coalesce(${micros('restocked_at')}, ''), ','), '') as restocked,
  coalesce(string_agg(coalesce((rating * 100)::int::text, ''), ','), '') as ratings`;

const LISTABLE = sql`state in ('in_stock', 'sold')`;

type BatchRow = ColumnBatch & { last: string | null };

/** The oldest transaction still running (`pg_snapshot_xmin`): changes below it are all visible now. */
export async function changeHorizon(db: Db): Promise<string> {
  const [row] = await queryRows<{ xmin: string }>(db, sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`);
  return row.xmin;
}

/** The next `limit` listable copies after copy id `after`, by copy id. */
export async function readCopyBatch(db: Db, after: number, limit: number): Promise<{ batch: ColumnBatch; last: number | null }> {
  const [row] = await queryRows<BatchRow>(db, sql`select ${columns} from (
    select * from book_search where ${LISTABLE} and book_id > ${after} order by book_id limit ${limit}) b`);
  return { batch: { ...row, n: Number(row.n) }, last: row.last === null ? null : Number(row.last) };
}

/** These copies' current rows, the listable ones only (a missing id = not listable any more). */
export async function readCopies(db: Db, ids: number[]): Promise<ColumnBatch> {
  const [row] = await queryRows<BatchRow>(db, sql`select ${columns} from (
    select * from book_search where ${LISTABLE} and book_id = any(${`{${ids.join(',')}}`}::bigint[])) b`);
  return { ...row, n: Number(row.n) };
}

/**
 * The copies changed by transactions at or above `since` (a transaction id horizon), with the new
 * horizon, read in one statement (one snapshot). `reset`: the table was truncated meanwhile.
 * `tooMany` caps the list: past it, rebuilding is cheaper than reloading.
 */
export async function readChanges(db: Db, since: string, tooMany: number): Promise<{ horizon: string; ids: number[]; reset: boolean }> {
  const [row] = await queryRows<{ horizon: string; n: number; resets: number; ids: string | null }>(db, sql`
    with c as (select book_id from book_search_changes where xid >= ${since}::xid8 limit ${tooMany + 1})
    select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
           (select count(*)::int from c) as n,
           (select count(*)::int from c where book_id is null) as resets,
           (select string_agg(distinct book_id::text, ',') from c where book_id is not null) as ids`);
  const reset = Number(row.resets) > 0 || Number(row.n) > tooMany;
  return { horizon: row.horizon, reset, ids: reset || !row.ids ? [] : row.ids.split(',').map(Number) };
}

/** Forgets changes every instance has long seen (they read every second; ten minutes is slack). */
export async function pruneChanges(db: Db, olderThan: Date): Promise<void> {
  await db.execute(sql`delete from book_search_changes
    where changed_at < ${olderThan.toISOString()}::timestamptz and xid < pg_snapshot_xmin(pg_current_snapshot())`);
}

/** What the filters the index does not hold allow: copy ids, and for a text query their relevance. */
export interface Candidates { ids: number[]; relevance?: { ranks: number[]; exact: string } }

/**
 * The listable copies allowed by the filters the index does not hold (text, edition, seller,
 * series); null when none of them is set. With a text query, each copy's relevance terms as the
 * listing's SQL orders by them (orderClause 'relevance'): the title containing the query, the text
 * rank (as float8 text: exact), read in the same pass, so the index can sort a relevance page.
 */
export async function findCandidateIds(db: Db, r: ResolvedFilters): Promise<Candidates | null> {
  const clause: SQL | null = candidateClause(r);
  if (!clause) return null;
  if (!r.filters.q) {
    const [row] = await queryRows<{ ids: string | null }>(db, sql`select string_agg(book_id::text, ',') as ids from book_search where ${LISTABLE} and ${clause}`);
    return { ids: row.ids ? row.ids.split(',').map(Number) : [] };
  }
  const { exact, rank } = relevanceTerms(r);
  const [row] = await queryRows<{ ids: string | null; ranks: string | null; exact: string | null }>(db, sql`
    select string_agg(book_id::text, ',') as ids, string_agg((${rank})::float8::text, ',') as ranks,
           string_agg(case when ${exact} then '1' else '0' end, '') as exact
      from book_search where ${LISTABLE} and ${clause}`);
  if (!row.ids) return { ids: [], relevance: { ranks: [], exact: '' } };
  return { ids: row.ids.split(',').map(Number), relevance: { ranks: row.ranks!.split(',').map(Number), exact: row.exact! } };
}
