import { and, asc, count, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cmsBlocks, cmsPages, cmsPageTranslations, CMS_KINDS } from '../../db/schema';
import type { Locale } from '@/i18n/locales';

export type CmsKind = (typeof CMS_KINDS)[number];

const pageColumns = {
  id: cmsPages.id,
  key: cmsPages.key,
  kind: cmsPages.kind,
  publishedAt: cmsPages.publishedAt,
  updatedAt: cmsPages.updatedAt,
  slug: cmsPageTranslations.slug,
  title: cmsPageTranslations.title,
  perex: cmsPageTranslations.perex,
  body: cmsPageTranslations.body,
};

/** Public = published with a publication time that has come; drafts and scheduled pages are not. */
const isPublic = (now: Date) =>
  and(eq(cmsPages.status, 'published'), isNotNull(cmsPages.publishedAt), lte(cmsPages.publishedAt, now));

export type CmsPageRow = Awaited<ReturnType<typeof findPublicPage>>;

export async function findPublicPage(db: Db, where: { locale: Locale; kinds: readonly CmsKind[]; now: Date } & ({ slug: string } | { key: string } | { id: number })) {
  const match = 'slug' in where
    ? eq(cmsPageTranslations.slug, where.slug)
    : 'key' in where ? eq(cmsPages.key, where.key) : eq(cmsPages.id, where.id);
  const rows = await db
    .select(pageColumns)
    .from(cmsPages)
    .innerJoin(cmsPageTranslations, eq(cmsPageTranslations.pageId, cmsPages.id))
    .where(and(eq(cmsPageTranslations.locale, where.locale), inArray(cmsPages.kind, [...where.kinds]), isPublic(where.now), match))
    .limit(1);
  return rows[0] ?? null;
}

/** A public page whose slug in any storefront's language is `slug` (a link shared across domains). */
export async function findPublicPageIdBySlugInAnyLocale(db: Db, slug: string, kinds: readonly CmsKind[], now: Date): Promise<number | null> {
  const rows = await db
    .select({ id: cmsPages.id })
    .from(cmsPages)
    .innerJoin(cmsPageTranslations, eq(cmsPageTranslations.pageId, cmsPages.id))
    .where(and(eq(cmsPageTranslations.slug, slug), inArray(cmsPages.kind, [...kinds]), isPublic(now)))
    .orderBy(asc(cmsPages.id))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function findTranslationSlugs(db: Db, pageId: number) {
  return db
    .select({ locale: cmsPageTranslations.locale, slug: cmsPageTranslations.slug })
    .from(cmsPageTranslations)
    .where(eq(cmsPageTranslations.pageId, pageId))
    .orderBy(asc(cmsPageTranslations.locale));
}

export async function listPublicArticles(db: Db, locale: Locale, now: Date, limit: number, offset: number) {
  const where = and(eq(cmsPageTranslations.locale, locale), eq(cmsPages.kind, 'article'), isPublic(now));
  const [items, [{ total }]] = await Promise.all([
    db
      .select({ slug: cmsPageTranslations.slug, title: cmsPageTranslations.title, perex: cmsPageTranslations.perex, publishedAt: cmsPages.publishedAt })
      .from(cmsPages)
      .innerJoin(cmsPageTranslations, eq(cmsPageTranslations.pageId, cmsPages.id))
      .where(where)
      .orderBy(desc(cmsPages.publishedAt), desc(cmsPages.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(cmsPages).innerJoin(cmsPageTranslations, eq(cmsPageTranslations.pageId, cmsPages.id)).where(where),
  ]);
  return { items, total };
}

export async function findBlocks(db: Db, locale: Locale, blocksetKey: string) {
  return db
    .select({ key: cmsBlocks.key, position: cmsBlocks.position, content: cmsBlocks.content })
    .from(cmsBlocks)
    .where(and(eq(cmsBlocks.locale, locale), eq(cmsBlocks.blocksetKey, blocksetKey)))
    .orderBy(asc(cmsBlocks.position), asc(cmsBlocks.id));
}
