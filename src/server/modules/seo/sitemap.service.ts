import { originFor, type Locale } from '@/i18n/locales';
import { absoluteUrl, isRouteEnabled, type RouteKey } from '@/routing/resolve';
import { SITEMAP_KINDS, SITEMAP_MAX_URLS, sitemapFilePath, type SitemapKind } from '@/lib/seo/sitemapPaths';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { countEntities, listEntities, listPublicContent, type CatalogueKind } from './seo.repository';
import { SingleFlightCache } from './single-flight-cache';
import { sitemapIndexXml, urlSetXml, type SitemapUrl } from './sitemap-xml';

/**
 * Indexable pages without a parameter, in the order a crawler should meet them. Routes disabled in
 * a storefront (career in de-AT and sk, how-to-sell-books in en) are left out there; purchase,
 * account and search pages are never listed (they are noindex). Of the selling pages only the
 * form (sellBooks) is indexable; the scanner, transport and carrier steps are noindex.
 */
export const STATIC_SITEMAP_ROUTES: readonly RouteKey[] = [
  'home', 'allCategories', 'addedToday', 'discountedToday', 'sellBooks', 'howToSellBooks', 'booksCondition',
  'shipping', 'directDelivery', 'personalPickup', 'contact', 'career', 'jobVacancies', 'blog', 'rebranding', 'manny', 'info',
];

export interface SitemapRequest {
  locale: Locale;
  /** The request's port: kept in URLs only on local development domains (absoluteUrl decides). */
  port: string | null;
  now: Date;
}

interface Urls {
  count: number;
  page: (offset: number, limit: number) => Promise<SitemapUrl[]>;
}

const CATALOGUE_ROUTES: Record<CatalogueKind, (e: { id: number; slug: string }) => [RouteKey, Record<string, string | number>]> = {
  categories: (e) => ['category', { slug: e.slug }],
  series: (e) => ['series', { slug: e.slug }],
  authors: (e) => ['author', { authorId: e.id }],
  works: (e) => ['work', { id: e.id }],
};

async function pageUrls(db: Db, { locale, port, now }: SitemapRequest): Promise<Urls> {
  const url = (key: RouteKey, params?: Record<string, string>) => absoluteUrl(key, locale, params, { port });
  const statics = STATIC_SITEMAP_ROUTES.filter((key) => isRouteEnabled(key, locale)).map((key) => ({ loc: url(key) }));
  const content = (await listPublicContent(db, locale, now)).map((row) => ({
    loc: row.kind === 'page' ? url('cmsPage', { slug: row.slug }) : url('blogArticle', { article: row.slug }),
    lastmod: row.updatedAt,
  }));
  const all = [...statics, ...content];
  return { count: all.length, page: async (offset, limit) => all.slice(offset, offset + limit) };
}

async function catalogueUrls(db: Db, kind: CatalogueKind, { locale, port }: SitemapRequest): Promise<Urls> {
  const toUrl = CATALOGUE_ROUTES[kind];
  return {
    count: await countEntities(db, kind, locale),
    page: async (offset, limit) =>
      (await listEntities(db, kind, locale, offset, limit)).map((e) => {
        const [key, params] = toUrl(e);
        return { loc: absoluteUrl(key, locale, params, { port }) };
      }),
  };
}

const urlsOf = (db: Db, kind: SitemapKind, request: SitemapRequest) =>
  kind === 'pages' ? pageUrls(db, request) : catalogueUrls(db, kind, request);

export const partCount = (count: number) => Math.ceil(count / SITEMAP_MAX_URLS);

export interface SitemapServiceOptions {
  ttlMs?: number;
  clock?: () => number;
}

/**
 * Sitemaps of one storefront, generated from the database on request and kept for an hour (one
 * generation at a time per file). The cache key is the storefront's origin: the same XML for every
 * request to that domain.
 */
export function createSitemapService({ ttlMs = 60 * 60 * 1000, clock }: SitemapServiceOptions = {}) {
  const cache = new SingleFlightCache<string>(ttlMs, clock);
  const origin = (r: SitemapRequest) => originFor(r.locale, r.port);

  return {
    index(db: Db, request: SitemapRequest): Promise<string> {
      return cache.get(`${origin(request)} index`, async () => {
        const files: SitemapUrl[] = [];
        for (const kind of SITEMAP_KINDS) {
          const { count } = await urlsOf(db, kind, request);
          for (let part = 1; part <= partCount(count); part++) {
            files.push({ loc: origin(request) + sitemapFilePath(kind, part) });
          }
        }
        return sitemapIndexXml(files);
      });
    },

    /** One numbered file of a kind; a part past the end is a 404, never an empty file. */
    file(db: Db, request: SitemapRequest, kind: SitemapKind, part: number): Promise<string> {
      return cache.get(`${origin(request)} ${kind}-${part}`, async () => {
        const urls = await urlsOf(db, kind, request);
        if (part < 1 || part > partCount(urls.count)) throw notFound('Sitemap');
        return urlSetXml(await urls.page((part - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS));
      });
    },

    clear: () => cache.clear(),
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
