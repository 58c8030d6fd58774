import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import { LOCALE_LABELS, type Locale } from '@/i18n/locales';

// Shared with the feeds' repository: one shop calendar and one language filter.
import { inLanguages, startOfToday } from '../../db/fragments';

export async function countAddedToday(db: Db, now: Date, languages?: readonly number[]): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from books b
         where b.state = 'in_stock' and b.added_at >= ${startOfToday(now)} and b.added_at <= ${now.toISOString()}::timestamptz
           and ${inLanguages(languages)}`,
  );
  return row?.n ?? 0;
}

export interface BookTileRow {
  book_id: number;
  grandmother_id: number;
  mother_id: number;
  title: string;
  condition_id: number;
  year: number | null;
  language_id: number;
  price_czk_x100: number;
  price_eur_x100: number;
  previous_price_czk_x100: number | null;
  previous_price_eur_x100: number | null;
  state: string;
  authors: Array<{ id: number; name: string }> | string;
}

const tileSelect = sql`
  select b.id::int as book_id, b.grandmother_id, b.mother_id, m.title, b.condition_id, m.year, m.language_id,
         b.price_czk_x100, b.price_eur_x100, b.previous_price_czk_x100, b.previous_price_eur_x100, b.state,
         coalesce((select json_agg(json_build_object('id', n.id, 'name', n.name) order by e.position)
                     from property_edges e join property_nodes n on n.id = e.node_id
                    where e.grandmother_id = b.grandmother_id and e.type_id = 2), '[]'::json) as authors
    from books b join mothers m on m.id = b.mother_id`;

/** Tiles for the given copies, in the order of `ids`. */
export async function findTilesByIds(db: Db, ids: number[]): Promise<BookTileRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<BookTileRow>(db, sql`${tileSelect} where b.id = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::bigint[])`);
  const byId = new Map(rows.map((r) => [Number(r.book_id), r]));
  return ids.map((id) => byId.get(id)).filter((r): r is BookTileRow => r !== undefined);
}

export async function findNewlyAdded(db: Db, limit: number, languages?: readonly number[]): Promise<BookTileRow[]> {
  return queryRows<BookTileRow>(
    db,
    sql`${tileSelect} where b.state = 'in_stock' and ${inLanguages(languages, sql`m.id`)} order by b.added_at desc, b.id desc limit ${limit}`,
  );
}

/** Copies whose price was cut most recently and still stand below their previous price. */
export async function findDiscounted(db: Db, limit: number, languages?: readonly number[]): Promise<BookTileRow[]> {
  return queryRows<BookTileRow>(
    db,
    sql`${tileSelect} where b.state = 'in_stock' and b.previous_price_czk_x100 is not null and b.price_changed_at is not null
          and ${inLanguages(languages, sql`m.id`)}
        order by b.price_changed_at desc, b.id desc limit ${limit}`,
  );
}

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  book_count: number;
}

/** Every category with its name and slug in the storefront's language. */
export async function findCategories(db: Db, locale: Locale): Promise<Omit<CategoryRow, 'book_count'>[]> {
  return queryRows<Omit<CategoryRow, 'book_count'>>(
    db,
    sql`select n.id, n.parent_id, coalesce(tr.name, n.name) as name, coalesce(tr.slug, n.slug) as slug
          from property_nodes n
          left join property_node_translations tr on tr.node_id = n.id and tr.locale = ${locale}
         where n.type = 'category'`,
  );
}

/** Every category's slug in every storefront (the language-neutral slug where one has no translation). */
export async function findCategorySlugs(db: Db): Promise<Array<{ id: number; locale: string; slug: string }>> {
  const locales = sql.join(LOCALE_LABELS.map((locale) => sql`${locale}`), sql`, `);
  return queryRows<{ id: number; locale: string; slug: string }>(
    db,
    sql`select n.id, l.locale, coalesce(tr.slug, n.slug) as slug
          from property_nodes n
         cross join unnest(array[${locales}]::text[]) as l(locale)
          left join property_node_translations tr on tr.node_id = n.id and tr.locale = l.locale
         where n.type = 'category'`,
  );
}

export async function findCoverData(db: Db, workId: number): Promise<{ title: string; author: string | null } | null> {
  const [row] = await queryRows<{ title: string; author: string | null }>(
    db,
    sql`select g.title,
               (select n.name from property_edges e join property_nodes n on n.id = e.node_id
                 where e.grandmother_id = g.id and e.type_id = 2 order by e.position limit 1) as author
          from grandmothers g where g.id = ${workId}`,
  );
  return row ?? null;
}

/** An edition's cover: its own title, the work's first author; `seed` (the work) keeps the work's design. */
export async function findEditionCoverData(db: Db, editionId: number): Promise<{ title: string; author: string | null; seed: number } | null> {
  const [row] = await queryRows<{ title: string; author: string | null; seed: number }>(
    db,
    sql`select m.title, m.grandmother_id as seed,
               (select n.name from property_edges e join property_nodes n on n.id = e.node_id
                 where e.grandmother_id = m.grandmother_id and e.type_id = 2 order by e.position limit 1) as author
          from mothers m where m.id = ${editionId}`,
  );
  return row ?? null;
}
