import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, intArray, queryRows } from '../../db/sql';
import type { Locale } from '@/i18n/locales';
import { type FacetKey, type ResolvedFilters, orderClause, priceColumn, toTsqueryText, whereClause } from './listing.sql';
import type { SortName } from '@/contracts/listing-filters';

export async function findPageIds(db: Db, r: ResolvedFilters, order: SortName | 'relevance', limit: number, offset: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select book_id::int as id from book_search where ${whereClause(r)} order by ${orderClause(r, order)} limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => Number(row.id));
}

export async function countMatches(db: Db, r: ResolvedFilters): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from book_search where ${whereClause(r)}`);
  return row?.n ?? 0;
}

export type IdCounts = Array<{ id: number; count: number }>;

async function idCounts(db: Db, query: SQL): Promise<IdCounts> {
  const rows = await queryRows<{ id: number; count: number }>(db, query);
  return rows.filter((r) => r.id !== null).map((r) => ({ id: Number(r.id), count: Number(r.count) }));
}

/** Counts per value of a scalar column, over every filter but that facet's own. */
export function countByColumn(db: Db, r: ResolvedFilters, facet: FacetKey, column: 'language_id' | 'binding_id' | 'condition_id' | 'publisher_id', limit?: number) {
  const col = sql.raw(column);
  const cap = limit ? sql` order by 2 desc, 1 limit ${limit}` : sql` order by 1`;
  return idCounts(db, sql`select ${col}::int as id, count(*)::int as count from book_search where ${whereClause(r, facet)} and ${col} is not null group by 1${cap}`);
}

/** Counts per element of an array column (categories with their ancestors, authors). */
export function countByArray(db: Db, r: ResolvedFilters, facet: FacetKey, column: 'category_ids' | 'author_ids', limit?: number) {
  const col = sql.raw(column);
  const cap = limit ? sql` order by 2 desc, 1 limit ${limit}` : sql` order by 1`;
  return idCounts(db, sql`select x.id::int as id, count(*)::int as count from book_search, unnest(${col}) as x(id) where ${whereClause(r, facet)} group by 1${cap}`);
}

export function countByStock(db: Db, r: ResolvedFilters) {
  return idCounts(db, sql`select case when state = 'in_stock' then 1 else 0 end as id, count(*)::int as count from book_search where ${whereClause(r, 'instock')} group by 1 order by 1 desc`);
}

// `+ 0` keeps the planner from answering min/max by walking the price or year index until a row
// passes the filters, which on a narrow filter (an ISBN) means reading most of the index.
export async function priceBounds(db: Db, r: ResolvedFilters): Promise<{ min: number; max: number } | null> {
  const col = priceColumn(r.currency);
  const [row] = await queryRows<{ min: number | null; max: number | null }>(db, sql`select min(${col} + 0) as min, max(${col} + 0) as max from book_search where ${whereClause(r, 'price')}`);
  return row && row.min !== null && row.max !== null ? { min: Number(row.min), max: Number(row.max) } : null;
}

export async function yearBounds(db: Db, r: ResolvedFilters): Promise<{ min: number; max: number } | null> {
  const [row] = await queryRows<{ min: number | null; max: number | null }>(db, sql`select min(year + 0) as min, max(year + 0) as max from book_search where ${whereClause(r, 'year')}`);
  return row && row.min !== null && row.max !== null ? { min: Number(row.min), max: Number(row.max) } : null;
}

export async function findPublisherIds(db: Db, names: string[]): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from property_nodes where type = 'publisher' and name in (select jsonb_array_elements_text(${JSON.stringify(names)}::jsonb))`);
  return rows.map((r) => r.id);
}

/** Typo tolerance: works (by their own or an edition's title) and authors whose unaccented names contain a word like the query. */
export async function findFuzzyMatches(db: Db, q: string): Promise<{ workIds: number[]; authorIds: number[] }> {
  const works = await queryRows<{ id: number }>(
    db,
    sql`select id from (
          select id, word_similarity(f_unaccent(lower(${q})), f_unaccent(lower(title))) as likeness
            from grandmothers where f_unaccent(lower(title)) %> f_unaccent(lower(${q}))
          union all
          select grandmother_id, word_similarity(f_unaccent(lower(${q})), title_search)
            from mothers where title_search %> f_unaccent(lower(${q}))
        ) matched
        group by id order by max(likeness) desc, id limit 200`,
  );
  const authors = await queryRows<{ id: number }>(
    db,
    sql`select id from property_nodes where type = 'author' and f_unaccent(lower(name)) %> f_unaccent(lower(${q}))
        order by word_similarity(f_unaccent(lower(${q})), f_unaccent(lower(name))) desc, id limit 50`,
  );
  return { workIds: works.map((w) => w.id), authorIds: authors.map((a) => a.id) };
}

export async function findNodeNames(db: Db, ids: number[], locale: Locale): Promise<Map<number, { name: string; slug: string; parentId: number | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; name: string; slug: string; parent_id: number | null }>(
    db,
    sql`select n.id, coalesce(t.name, n.name) as name, coalesce(t.slug, n.slug) as slug, n.parent_id
          from property_nodes n left join property_node_translations t on t.node_id = n.id and t.locale = ${locale}
         where n.id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, { name: r.name, slug: r.slug, parentId: r.parent_id }]));
}

/** A cached facet payload that expired no earlier than `staleSince`, with its expiry. */
export async function readFacetCache(db: Db, key: string, staleSince: Date): Promise<{ payload: unknown; expiresAt: Date } | null> {
  const [row] = await queryRows<{ payload: unknown; expires_at: Date | string }>(
    db,
    sql`select payload, expires_at from listing_facet_cache where key = ${key} and expires_at > ${staleSince.toISOString()}::timestamptz`,
  );
  if (!row) return null;
  return { payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload, expiresAt: new Date(row.expires_at) };
}

export async function writeFacetCache(db: Db, key: string, payload: unknown, expiresAt: Date): Promise<void> {
  await db.execute(sql`insert into listing_facet_cache (key, payload, expires_at) values (${key}, ${JSON.stringify(payload)}::jsonb, ${expiresAt.toISOString()}::timestamptz)
    on conflict (key) do update set payload = excluded.payload, expires_at = excluded.expires_at`);
}

/** Whether the results page's text search finds a copy in stock (in one of the languages) for q. */
export async function textFindsCopies(db: Db, q: string, languages?: readonly number[]): Promise<boolean> {
  const tsquery = toTsqueryText(q);
  if (!tsquery) return false;
  const langs = languages && languages.length ? sql` and language_id = any(${intArray(languages)})` : sql``;
  // Materialized: read through the text index, first match first. As one `exists` the planner
  // expected an early hit in a sequential scan and read the whole table for a word nothing has.
  const [row] = await queryRows<{ found: boolean }>(db, sql`
    with matching as materialized (select state, language_id from book_search where search_doc @@ to_tsquery('simple', f_unaccent(${tsquery})))
    select exists (select 1 from matching where state = 'in_stock'${langs}) as found`);
  return row?.found === true;
}

/** How many candidates one suggestion query checks for stock, best first: enough for its lines. */
const TITLE_CANDIDATES = 40;
const AUTHOR_CANDIDATES = 50;
const SUGGESTED_TITLES = 6;
const SUGGESTED_AUTHORS = 4;

/** The reading languages to look in, as rows `l(id)`: the shopper's, or every language the catalogue knows. */
const readingLanguages = (languages?: readonly number[]) =>
  languages && languages.length ? sql`unnest(${intArray(languages)}) as l(id)` : sql`languages l`;

/**
 * Autocomplete's titles: the editions' titles (the ones the results page searches: "Tajemství v
 * Benátkách" on cs, not the original "A Secret in Venice") of copies the results page would show,
 * one line per work. Titles starting with the typed text come first, in order, read per reading
 * language along a byte-order index; for three letters or more, words resembling it (trigrams)
 * fill the rest. Candidates are taken in order and checked for stock only until enough are
 * found, so a common prefix at a million copies costs a few index probes, not one per edition.
 */
async function suggestTitles(db: Db, q: string, languages?: readonly number[]): Promise<Array<{ id: number; title: string; author: string | null }>> {
  const folded = sql`f_unaccent(lower(${q}))`;
  const inStock = (edition: SQL) => sql`exists (select 1 from book_search s where s.mother_id = ${edition} and s.state = 'in_stock')`;
  const starting = await queryRows<{ id: number; title: string }>(db, sql`
    select c.grandmother_id as id, c.title from ${readingLanguages(languages)}
     cross join lateral (
       select m.id, m.grandmother_id, m.title, m.title_search from mothers m
        where m.language_id = l.id
          and m.title_search collate "C" >= ${folded} and m.title_search collate "C" < ${folded} || chr(1114111)
          and ${inStock(sql`m.id`)}
        order by m.title_search collate "C", m.id limit ${TITLE_CANDIDATES}) c
     order by c.title_search collate "C", c.id limit ${TITLE_CANDIDATES}`);
  const picked = new Map<number, string>();
  const pick = (rows: Array<{ id: number; title: string }>) => {
    for (const row of rows) if (!picked.has(Number(row.id)) && picked.size < SUGGESTED_TITLES) picked.set(Number(row.id), row.title);
  };
  pick(starting);
  if (picked.size < SUGGESTED_TITLES && /\p{L}{3}/u.test(q)) {
    pick(await queryRows<{ id: number; title: string }>(db, sql`
      select c.grandmother_id as id, c.title from (
        select m.id, m.grandmother_id, m.title from mothers m
         where m.title_search %> ${folded}${languages && languages.length ? sql` and m.language_id = any(${intArray(languages)})` : sql``}
         order by word_similarity(${folded}, m.title_search) desc, m.grandmother_id, m.id offset 0) c
       where ${inStock(sql`c.id`)} limit ${TITLE_CANDIDATES}`));
  }
  if (picked.size === 0) return [];
  const authors = await queryRows<{ id: number; name: string }>(db, sql`
    select distinct on (e.grandmother_id) e.grandmother_id as id, n.name
      from property_edges e join property_nodes n on n.id = e.node_id
     where e.grandmother_id = any(${intArray([...picked.keys()])}) and e.type_id = 2
     order by e.grandmother_id, e.position`);
  const authorOf = new Map(authors.map((a) => [Number(a.id), a.name]));
  return [...picked].map(([id, title]) => ({ id, title, author: authorOf.get(id) ?? null }));
}

/**
 * Autocomplete's authors: names starting with or resembling q, best first, of whom a copy is
 * shown. Stock is checked through the author's works and their editions in the reading languages
 * (a few index lookups), not through all the author's copies: an author with hundreds of Czech
 * copies costs the German storefront no more than one with none.
 */
async function suggestAuthors(db: Db, q: string, languages?: readonly number[]): Promise<Array<{ id: number; name: string }>> {
  const prefix = `${q.replace(/[%_\\]/g, '\\$&')}%`;
  const inLanguages = languages && languages.length ? sql` and m.language_id = any(${intArray(languages)})` : sql``;
  return queryRows<{ id: number; name: string }>(db, sql`
    select c.id, c.name from (
      select p.id, p.name from property_nodes p
       where p.type = 'author' and (f_unaccent(lower(p.name)) like f_unaccent(lower(${prefix})) or f_unaccent(lower(p.name)) %> f_unaccent(lower(${q})))
       order by word_similarity(f_unaccent(lower(${q})), f_unaccent(lower(p.name))) desc, p.id limit ${AUTHOR_CANDIDATES}) c
     where exists (select 1 from property_edges e join mothers m on m.grandmother_id = e.grandmother_id
                    where e.node_id = c.id and e.type_id = 2${inLanguages}
                      and exists (select 1 from book_search s where s.mother_id = m.id and s.state = 'in_stock'))
     limit ${SUGGESTED_AUTHORS}`);
}

/** Autocomplete: works (by an edition's title), authors and categories whose unaccented names start with or resemble q. */
export async function suggest(db: Db, q: string, locale: Locale, languages?: readonly number[]) {
  // The results page filters copies by the reading languages: a work is offered only when the
  // search would show a copy of it (in stock, in one of the languages), an author likewise.
  const titles = await suggestTitles(db, q, languages);
  const authors = await suggestAuthors(db, q, languages);
  const categories = await queryRows<{ id: number; name: string; slug: string }>(
    db,
    sql`select n.id, coalesce(t.name, n.name) as name, coalesce(t.slug, n.slug) as slug
          from property_nodes n left join property_node_translations t on t.node_id = n.id and t.locale = ${locale}
         where n.type = 'category' and f_unaccent(lower(coalesce(t.name, n.name))) like f_unaccent(lower(${containsPattern(q)}))
         order by length(coalesce(t.name, n.name)), n.id limit 4`,
  );
  return { titles, authors, categories };
}
