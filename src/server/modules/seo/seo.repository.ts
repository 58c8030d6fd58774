import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import type { Db } from '../../db/client';
import { toInt, type RawInt } from '../../db/ids';
import { queryRows } from '../../db/sql';

/** One catalogue entity a sitemap lists: its id and, where the URL carries one, this storefront's slug. */
export interface SitemapEntity {
  id: number;
  slug: string;
}

export type CatalogueKind = 'categories' | 'authors' | 'series' | 'works';

/**
 * The rows behind each kind, in the storefront's language and in a stable order (so file 2 is the
 * same list across regenerations). The slugs are exactly those the pages answer 200 for: this
 * storefront's translation, else the language-neutral slug (what the category tree and the series
 * endpoint hand out too).
 */
function source(kind: CatalogueKind, locale: Locale): SQL {
  switch (kind) {
    case 'categories':
    case 'series': {
      const type = kind === 'categories' ? 'category' : 'series';
      return sql`select n.id, coalesce(tr.slug, n.slug) as slug
                   from property_nodes n
                   left join property_node_translations tr on tr.node_id = n.id and tr.locale = ${locale}
                  where n.type = ${type}`;
    }
    // A merged author or work stays as a pointer that answers 308 to the survivor: not listed.
    case 'authors':
      return sql`select n.id, '' as slug from property_nodes n where n.type = 'author'
                    and not exists (select 1 from catalogue_merges cm where cm.kind = 'author' and cm.from_id = n.id)`;
    case 'works':
      return sql`select g.id, '' as slug from grandmothers g
                  where not exists (select 1 from catalogue_merges cm where cm.kind = 'work' and cm.from_id = g.id)`;
  }
}

export async function countEntities(db: Db, kind: CatalogueKind, locale: Locale): Promise<number> {
  const [row] = await queryRows<{ count: RawInt }>(db, sql`select count(*) as count from (${source(kind, locale)}) s`);
  return row ? toInt(row.count) : 0;
}

export async function listEntities(db: Db, kind: CatalogueKind, locale: Locale, offset: number, limit: number): Promise<SitemapEntity[]> {
  const rows = await queryRows<{ id: RawInt; slug: string }>(
    db,
    sql`select s.id, s.slug from (${source(kind, locale)}) s order by s.id limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({ id: toInt(r.id), slug: r.slug }));
}

export interface ContentPageRow {
  kind: 'page' | 'article';
  slug: string;
  updatedAt: Date | null;
}

/** Published CMS pages and blog articles with a translation for this storefront (drafts and scheduled ones are not public). */
export async function listPublicContent(db: Db, locale: Locale, now: Date): Promise<ContentPageRow[]> {
  const rows = await queryRows<{ kind: 'page' | 'article'; slug: string; updated_at: string | Date | null }>(
    db,
    sql`select p.kind, t.slug, p.updated_at
          from cms_pages p join cms_page_translations t on t.page_id = p.id and t.locale = ${locale}
         where p.kind in ('page', 'article') and p.status = 'published'
           and p.published_at is not null and p.published_at <= ${now.toISOString()}
         order by p.kind, p.id`,
  );
  return rows.map((r) => ({ kind: r.kind, slug: r.slug, updatedAt: r.updated_at ? new Date(r.updated_at) : null }));
}
