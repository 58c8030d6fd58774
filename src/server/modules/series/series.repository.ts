import { and, eq, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Locale } from '@/i18n/locales';
import type { Db } from '../../db/client';
import { EDGE_TYPE, propertyNodes, propertyNodeTranslations } from '../../db/schema';
import { queryRows } from '../../db/sql';
import type { PageSlice } from '../../http/paging';
import { linkedWorks, workColumns, type WorkRow } from '../../db/linked-works';

export interface SeriesRow {
  id: number;
  name: string;
  slug: string;
}

/** The series by this storefront's own slug. */
export async function findSeriesBySlug(db: Db, slug: string, locale: Locale): Promise<SeriesRow | null> {
  const [row] = await db.select({ id: propertyNodes.id, name: propertyNodeTranslations.name, slug: propertyNodeTranslations.slug })
    .from(propertyNodeTranslations)
    .innerJoin(propertyNodes, and(eq(propertyNodes.id, propertyNodeTranslations.nodeId), eq(propertyNodes.type, 'series')))
    .where(and(eq(propertyNodeTranslations.locale, locale), eq(propertyNodeTranslations.slug, slug)));
  return row ?? null;
}

/** Series whose slug in any storefront (or whose language-neutral slug) is `slug`. */
export async function findSeriesIdsBySlugAnywhere(db: Db, slug: string): Promise<number[]> {
  const rows = await union(
    db.select({ id: propertyNodes.id }).from(propertyNodes).where(and(eq(propertyNodes.type, 'series'), eq(propertyNodes.slug, slug))),
    db.select({ id: propertyNodes.id }).from(propertyNodeTranslations)
      .innerJoin(propertyNodes, and(eq(propertyNodes.id, propertyNodeTranslations.nodeId), eq(propertyNodes.type, 'series')))
      .where(eq(propertyNodeTranslations.slug, slug)),
  );
  return rows.map((r) => r.id);
}

/** A series with its name and slug in this storefront (the language-neutral ones if it has no translation). */
export async function findSeriesById(db: Db, id: number, locale: Locale): Promise<SeriesRow | null> {
  const [row] = await db.select({
    id: propertyNodes.id,
    name: sql<string>`coalesce(${propertyNodeTranslations.name}, ${propertyNodes.name})`,
    slug: sql<string>`coalesce(${propertyNodeTranslations.slug}, ${propertyNodes.slug})`,
  })
    .from(propertyNodes)
    .leftJoin(propertyNodeTranslations, and(eq(propertyNodeTranslations.nodeId, propertyNodes.id), eq(propertyNodeTranslations.locale, locale)))
    .where(and(eq(propertyNodes.id, id), eq(propertyNodes.type, 'series')));
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
