import { sql, type SQL } from 'drizzle-orm';
import type { CurrencyCode, Locale } from '@/i18n/locales';
import type { Db } from '../../db/client';
import { intArray, queryRows } from '../../db/sql';

/**
 * SQL of the book pages. Every query starts from a primary key or one of the indexed foreign keys
 * (books.mother_id, books.grandmother_id, mothers.grandmother_id, property_edges.grandmother_id /
 * mother_id), so a page costs a handful of index lookups whatever the catalogue's size.
 */

/** The storefront's price columns; whitelisted, so sql.raw never sees outside input. */
function priceColumns(currency: CurrencyCode) {
  return currency === 'CZK'
    ? { price: sql.raw('b.price_czk_x100'), previous: sql.raw('b.previous_price_czk_x100') }
    : { price: sql.raw('b.price_eur_x100'), previous: sql.raw('b.previous_price_eur_x100') };
}

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** int8 ids arrive as strings from pg and as numbers or bigints from PGlite. */
export type DbId = number | string | bigint;

export interface BookPriceRow {
  book_id: DbId;
  isbn13: string | null;
  isbn10: string | null;
  price_czk_x100: number;
  price_eur_x100: number;
  condition_id: number;
}

/** Copies by id in any state: the cart may still hold one that has been sold meanwhile. */
export async function findBookPrices(db: Db, ids: readonly number[]): Promise<BookPriceRow[]> {
  if (ids.length === 0) return [];
  return queryRows<BookPriceRow>(
    db,
    sql`select b.id as book_id, m.isbn13, m.isbn10, b.price_czk_x100, b.price_eur_x100, b.condition_id
          from books b join mothers m on m.id = b.mother_id
         where b.id in (${idList(ids)})`,
  );
}

export interface WorkRow {
  id: number;
  title: string;
  description: string | null;
  description_language_id: number | null;
  original_language_id: number | null;
  rating_avg: number | null;
  rating_count: number;
}

export async function findWork(db: Db, workId: number): Promise<WorkRow | null> {
  const [row] = await queryRows<WorkRow>(
    db,
    sql`select g.id, g.title, g.description, g.description_language_id, g.original_language_id, g.rating_avg::float8 as rating_avg, g.rating_count
          from grandmothers g where g.id = ${workId}`,
  );
  return row ?? null;
}

export interface WorkNodeRow {
  type_id: number;
  id: number;
  name: string;
  slug: string;
  position: number;
}

/** Authors, categories and series of a work, with names and slugs in the storefront's language. */
export async function findWorkNodes(db: Db, workId: number, locale: Locale): Promise<WorkNodeRow[]> {
  return queryRows<WorkNodeRow>(
    db,
    sql`select e.type_id, n.id, coalesce(tr.name, n.name) as name, coalesce(tr.slug, n.slug) as slug, e.position
          from property_edges e
          join property_nodes n on n.id = e.node_id
          left join property_node_translations tr on tr.node_id = n.id and tr.locale = ${locale}
         where e.grandmother_id = ${workId}
         order by e.type_id, e.position, n.id`,
  );
}

export interface EditionRow {
  id: number;
  grandmother_id: number;
  title: string;
  subtitle: string | null;
  isbn13: string | null;
  isbn10: string | null;
  publisher_id: number | null;
  publisher_name: string | null;
  year: number | null;
  language_id: number;
  binding_id: number | null;
  pages: number | null;
  translators: Array<{ id: number; name: string }> | string;
  in_stock_count: number;
  lowest_price_x100: number | null;
}

function editionSelect(currency: CurrencyCode, where: SQL): SQL {
  const { price } = priceColumns(currency);
  return sql`
    select m.id, m.grandmother_id, m.title, m.subtitle, m.isbn13, m.isbn10,
           p.id as publisher_id, p.name as publisher_name, m.year, m.language_id, m.binding_id, m.pages,
           coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by e.position, t.id)
                       from property_edges e join property_nodes t on t.id = e.node_id
                      where e.mother_id = m.id and e.type_id = 3), '[]'::json) as translators,
           stock.in_stock_count, stock.lowest_price_x100
      from mothers m
      left join property_nodes p on p.id = m.publisher_node_id
      cross join lateral (
        select count(*)::int as in_stock_count, min(${price})::int as lowest_price_x100
          from books b where b.mother_id = m.id and b.state = 'in_stock'
      ) stock
     where ${where}`;
}

/** A work's editions: those with copies in stock first, then the newest. */
export async function findEditionsOfWork(db: Db, workId: number, currency: CurrencyCode): Promise<EditionRow[]> {
  return queryRows<EditionRow>(
    db,
    sql`${editionSelect(currency, sql`m.grandmother_id = ${workId}`)}
        order by (stock.in_stock_count > 0) desc, m.year desc nulls last, m.id`,
  );
}

export async function findEdition(db: Db, editionId: number, currency: CurrencyCode): Promise<EditionRow | null> {
  const [row] = await queryRows<EditionRow>(db, editionSelect(currency, sql`m.id = ${editionId}`));
  return row ?? null;
}

export interface CopyRow {
  book_id: DbId;
  grandmother_id: number;
  mother_id: number;
  condition_id: number;
  condition_note: string | null;
  price_x100: number;
  previous_price_x100: number | null;
  photo_count: number;
  year: number | null;
  language_id: number;
}

export interface CopyQuery {
  editionId?: number;
  workId?: number;
  excludeCopyId?: number;
  limit: number;
}

/** Copies in stock of one edition or one work: cheapest first, then best condition, then oldest id. */
export async function findCopiesInStock(db: Db, currency: CurrencyCode, query: CopyQuery): Promise<CopyRow[]> {
  const { price, previous } = priceColumns(currency);
  const filters: SQL[] = [sql`b.state = 'in_stock'`];
  if (query.editionId !== undefined) filters.push(sql`b.mother_id = ${query.editionId}`);
  if (query.workId !== undefined) filters.push(sql`b.grandmother_id = ${query.workId}`);
  if (query.excludeCopyId !== undefined) filters.push(sql`b.id <> ${query.excludeCopyId}`);
  return queryRows<CopyRow>(
    db,
    sql`select b.id as book_id, b.grandmother_id, b.mother_id, b.condition_id, b.condition_note,
               ${price} as price_x100, ${previous} as previous_price_x100, b.photo_count, m.year, m.language_id
          from books b
          join mothers m on m.id = b.mother_id
          join conditions c on c.id = b.condition_id
         where ${sql.join(filters, sql` and `)}
         order by ${price}, c.rank, b.id
         limit ${query.limit}`,
  );
}

export interface BookRow {
  book_id: DbId;
  mother_id: number;
  grandmother_id: number;
  condition_id: number;
  condition_note: string | null;
  photo_count: number;
  state: 'in_stock' | 'sold';
  price_czk_x100: number;
  price_eur_x100: number;
  previous_price_czk_x100: number | null;
  previous_price_eur_x100: number | null;
}

/** A copy the shop still shows: in stock or sold. A discarded copy is gone from the shop. */
export async function findBook(db: Db, copyId: number): Promise<BookRow | null> {
  const [row] = await queryRows<BookRow>(
    db,
    sql`select b.id as book_id, b.mother_id, b.grandmother_id, b.condition_id, b.condition_note, b.photo_count, b.state,
               b.price_czk_x100, b.price_eur_x100, b.previous_price_czk_x100, b.previous_price_eur_x100
          from books b where b.id = ${copyId} and b.state <> 'discarded'`,
  );
  return row ?? null;
}

export interface RefRow {
  grandmother_id: number;
  mother_id: number | null;
  book_id: DbId | null;
}

export async function findBookRef(db: Db, copyId: number): Promise<RefRow | null> {
  const [row] = await queryRows<RefRow>(
    db,
    sql`select grandmother_id, mother_id, id as book_id from books where id = ${copyId} and state <> 'discarded'`,
  );
  return row ?? null;
}

export async function findEditionRef(db: Db, editionId: number): Promise<RefRow | null> {
  const [row] = await queryRows<RefRow>(db, sql`select grandmother_id, id as mother_id, null as book_id from mothers where id = ${editionId}`);
  return row ?? null;
}

export async function findWorkRef(db: Db, workId: number): Promise<RefRow | null> {
  // A work merged into another (catalogue editing, issue 15) answers with the one it went into.
  const [row] = await queryRows<RefRow>(db, sql`select id as grandmother_id, null as mother_id, null as book_id from grandmothers
    where id = coalesce((select to_id from catalogue_merges where kind = 'work' and from_id = ${workId}), ${workId})`);
  return row ?? null;
}

/**
 * The add-to-cart modal's upsell: the newest copy of another work by the same author(s) that is
 * in stock and not claimed by any cart or order right now.
 */
export async function findUpsellCopyId(db: Db, copyId: number, now: Date, languages?: readonly number[]): Promise<number | null> {
  const inLanguages = languages && languages.length > 0 ? sql`and s.language_id = any(${intArray(languages)})` : sql``;
  const [row] = await queryRows<{ book_id: DbId }>(
    db,
    sql`with me as (select grandmother_id, author_ids from book_search where book_id = ${copyId})
        select s.book_id from book_search s, me
         where s.state = 'in_stock' and s.grandmother_id <> me.grandmother_id and s.author_ids && me.author_ids ${inLanguages}
           and not exists (select 1 from book_claims c where c.book_id = s.book_id and c.until > ${now.toISOString()}::timestamptz)
         order by s.added_at desc, s.book_id
         limit 1`,
  );
  return row ? Number(row.book_id) : null;
}
