import type { Db } from '../../db/client';
import type { Locale } from '@/i18n/locales';
import type { BlocksetResponse, BlogListResponse, CmsPageResponse } from '@/contracts/content';
import { notFound } from '../../http/errors';
import {
  findBlocks, findPublicPage, findPublicPageIdBySlugInAnyLocale, findTranslationSlugs, listPublicArticles,
  type CmsKind, type CmsPageRow,
} from './cms.repository';

export const BLOG_PAGE_SIZE = 10;
export const MAX_BLOG_PAGE_SIZE = 50;

/** Stored bodies are plain text with blank lines between paragraphs (no HTML ever reaches a page). */
export function splitParagraphs(body: string): string[] {
  return body.split(/\r?\n\s*\r?\n/).map((p) => p.trim()).filter((p) => p.length > 0);
}

async function toResponse(db: Db, row: NonNullable<CmsPageRow>): Promise<CmsPageResponse> {
  const alternates = await findTranslationSlugs(db, row.id);
  return {
    key: row.key,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    perex: row.perex,
    paragraphs: splitParagraphs(row.body),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
    alternates,
  };
}

/**
 * A public page by this storefront's slug; a slug of another storefront's language finds the same
 * page and answers with this storefront's translation (the caller redirects to its slug).
 */
export async function getPublicPageBySlug(db: Db, locale: Locale, slug: string, kinds: readonly CmsKind[], now: Date): Promise<CmsPageResponse> {
  const direct = await findPublicPage(db, { locale, kinds, now, slug });
  if (direct) return toResponse(db, direct);
  const id = await findPublicPageIdBySlugInAnyLocale(db, slug, kinds, now);
  const translated = id === null ? null : await findPublicPage(db, { locale, kinds, now, id });
  if (!translated) throw notFound('Page');
  return toResponse(db, translated);
}

export async function getPublicPageByKey(db: Db, locale: Locale, key: string, now: Date): Promise<CmsPageResponse> {
  const row = await findPublicPage(db, { locale, kinds: ['route', 'page'], now, key });
  if (!row) throw notFound('Page');
  return toResponse(db, row);
}

export async function getBlogArticles(db: Db, locale: Locale, now: Date, page: number, pageSize: number): Promise<BlogListResponse> {
  const { items, total } = await listPublicArticles(db, locale, now, pageSize, (page - 1) * pageSize);
  return {
    items: items.map((a) => ({ slug: a.slug, title: a.title, perex: a.perex, publishedAt: a.publishedAt!.toISOString() })),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
  };
}

export async function getBlockset(db: Db, locale: Locale, key: string): Promise<BlocksetResponse> {
  const blocks = await findBlocks(db, locale, key);
  if (blocks.length === 0) throw notFound('Blockset');
  return { key, blocks };
}
