import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';

const iso = (d: Date) => d.toISOString();
const ints = (values: readonly number[] | null) => (values === null ? sql`null` : sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`);
const smallints = (values: readonly number[] | null) => (values === null ? sql`null` : sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::smallint[]`);

/** What a watchdog watches, as the matcher compares it (null = any). */
export interface WatchdogCriteria {
  kind: 'work' | 'edition' | 'author' | 'filter';
  workId: number | null;
  editionId: number | null;
  authorIds: number[] | null;
  categoryIds: number[] | null;
  tsquery: string | null;
  conditionIds: number[] | null;
  languageIds: number[] | null;
  bindingIds: number[] | null;
  yearMin: number | null;
  yearMax: number | null;
  maxPriceX100: number | null;
  currency: 'CZK' | 'EUR';
  filters: Record<string, unknown>;
  label: string;
}

export interface WatchdogRow {
  id: number | string;
  kind: WatchdogCriteria['kind'];
  grandmother_id: number | null;
  mother_id: number | null;
  author_ids: number[] | null;
  condition_ids: number[] | null;
  language_ids: number[] | null;
  binding_ids: number[] | null;
  max_price_x100: number | null;
  currency: string;
  filters: Record<string, unknown>;
  label: string;
  created_at: Date | string;
}

export async function countWatchdogs(db: Db, customerId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from watchdogs where customer_id = ${customerId}`);
  return Number(row?.n ?? 0);
}

/**
 * Inserts a watchdog and its matcher keys in one statement. `keys` are literal keys ('g:12'),
 * `textKey` is a word whose unaccented form becomes a 't:' key (the matcher reads copies' lexemes).
 */
export async function insertWatchdog(
  db: Db, customerId: number, c: WatchdogCriteria, keys: string[], textKey: string | null, locale: string, token: string, now: Date,
): Promise<number> {
  const keyList = sql`${`{${keys.map((k) => `"${k}"`).join(',')}}`}::text[]`;
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`with w as (
          insert into watchdogs (customer_id, kind, grandmother_id, mother_id, author_ids, category_ids, tsquery, condition_ids, language_ids,
                                 binding_ids, year_min, year_max, max_price_x100, currency, filters, label, locale, removal_token, created_at)
          values (${customerId}, ${c.kind}, ${c.workId}, ${c.editionId}, ${ints(c.authorIds)}, ${ints(c.categoryIds)}, ${c.tsquery},
                  ${smallints(c.conditionIds)}, ${smallints(c.languageIds)}, ${smallints(c.bindingIds)}, ${c.yearMin}, ${c.yearMax},
                  ${c.maxPriceX100}, ${c.currency}, ${JSON.stringify(c.filters)}::jsonb, ${c.label}, ${locale}, ${token}, ${iso(now)}::timestamptz)
          returning id
        ), k as (
          insert into watchdog_keys (key, watchdog_id)
          select distinct key, w.id from w, (select unnest(${keyList}) as key
                                             union all select 't:' || f_unaccent(lower(${textKey}::text)) where ${textKey}::text is not null) keys
          returning 1
        )
        select id, (select count(*) from k) as keys from w`,
  );
  return Number(row!.id);
}

const columns = sql`id, kind, grandmother_id, mother_id, author_ids, condition_ids, language_ids, binding_ids, max_price_x100, currency, filters, label, created_at`;

export async function listWatchdogs(db: Db, customerId: number, where: SQL = sql`true`): Promise<WatchdogRow[]> {
  return queryRows<WatchdogRow>(db, sql`select ${columns} from watchdogs where customer_id = ${customerId} and ${where} order by id desc`);
}

/** Only the owner's: another customer's id reads as absent. */
export async function findWatchdog(db: Db, customerId: number, id: number): Promise<WatchdogRow | null> {
  const [row] = await queryRows<WatchdogRow>(db, sql`select ${columns} from watchdogs where id = ${id} and customer_id = ${customerId}`);
  return row ?? null;
}

export async function deleteWatchdog(db: Db, customerId: number, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`delete from watchdogs where id = ${id} and customer_id = ${customerId} returning id`);
  return rows.length > 0;
}

export async function deleteWatchdogByToken(db: Db, token: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`delete from watchdogs where removal_token = ${token} returning id`);
  return rows.length > 0;
}

// ── lookups for labels ──────────────────────────────────────────────────────────────────────

export async function workTitle(db: Db, id: number): Promise<string | null> {
  const [row] = await queryRows<{ title: string }>(db, sql`select title from grandmothers where id = ${id}`);
  return row?.title ?? null;
}

export async function editionInfo(db: Db, id: number): Promise<{ title: string; grandmother_id: number; year: number | null } | null> {
  const [row] = await queryRows<{ title: string; grandmother_id: number; year: number | null }>(
    db, sql`select title, grandmother_id, year from mothers where id = ${id}`,
  );
  return row ?? null;
}

/** Names of catalogue nodes of one type, in the order asked; unknown ids are left out. */
export async function nodeNames(db: Db, type: 'author' | 'category', ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; name: string }>(
    db, sql`select id, name from property_nodes where type = ${type} and id = any(${ints(ids)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
