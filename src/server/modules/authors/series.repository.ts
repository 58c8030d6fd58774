import { sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import type { Db } from '../../db/client';
import { EDGE_TYPE } from '../../db/schema';
import { queryRows } from '../../db/sql';
import type { PageSlice } from './paging';
import { linkedWorks, workColumns, type WorkRow } from './works.sql';

export interface SeriesRow {
  id: number;
  name: string;
  slug: string;
}

/** The series by this storefront's own slug. */
export async function findSeriesBySlug(db: Db, slug: string, locale: Locale): Promise<SeriesRow | null> {
  const [row] = await queryRows<SeriesRow>(
    db,
    sql`select n.id, t.name, t.slug
          from property_node_translations t join property_nodes n on n.id = t.node_id and n.type = 'series'
         where t.locale = ${locale} and t.slug = ${slug}`,
  );
  return row ?? null;
}

/** Series whose slug in any storefront (or whose language-neutral slug) is `slug`. */
export async function findSeriesIdsBySlugAnywhere(db: Db, slug: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select n.id from property_nodes n where n.type = 'series' and n.slug = ${slug}
        union
        select n.id from property_node_translations t join property_nodes n on n.id = t.node_id and n.type = 'series'
         where t.slug = ${slug}`,
  );
  return rows.map((r) => r.id);
}

/** A series with its name and slug in this storefront (the language-neutral ones if it has no translation). */
export async function findSeriesById(db: Db, id: number, locale: Locale): Promise<SeriesRow | null> {
  const [row] = await queryRows<SeriesRow>(
    db,
    sql`select n.id, coalesce(t.name, n.name) as name, coalesce(t.slug, n.slug) as slug
          from property_nodes n left join property_node_translations t on t.node_id = n.id and t.locale = ${locale}
         where n.id = ${id} and n.type = 'series'`,
  );
  return row ?? null;
}

export async function countSeriesWorks(db: Db, id: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`${linkedWorks(id, [EDGE_TYPE.comprises])} select count(*)::int as n from w`);
  return row?.n ?? 0;
}

/** The series' works in volume order. */
export async function findSeriesWorks(db: Db, id: number, locale: Locale, slice: PageSlice): Promise<WorkRow[]> {
  return queryRows<WorkRow>(
    db,
    sql`${linkedWorks(id, [EDGE_TYPE.comprises])}
        ${workColumns(locale)}
         order by w.position asc nulls last, w.grandmother_id asc
         limit ${slice.limit} offset ${slice.offset}`,
  );
}
