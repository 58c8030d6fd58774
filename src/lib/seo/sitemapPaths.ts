/**
 * Where the XML sitemaps of a storefront live. They are files, not pages: pages/sitemap.xml.ts and
 * pages/sitemaps/[file].ts pass them on from the API, which answers for the storefront of the
 * request's Host. robots.txt, those pages and the generator all take the paths from here.
 */

export const SITEMAP_KINDS = ['pages', 'categories', 'authors', 'series', 'works'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The sitemaps protocol's limit per file (sitemaps.org): a longer list is split into numbered files. */
export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SITEMAP_FILE_PREFIX = '/sitemaps/';

/** '/sitemaps/works-2.xml' for the second file of works (numbered from 1). */
export function sitemapFilePath(kind: SitemapKind, part: number): string {
  return `${SITEMAP_FILE_PREFIX}${kind}-${part}.xml`;
}

/** 'works-2.xml' → { kind: 'works', part: 2 }; anything else → null (the API answers 404). */
export function parseSitemapFileName(name: string): { kind: SitemapKind; part: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return null;
  const kind = SITEMAP_KINDS.find((k) => k === match[1]);
  return kind ? { kind, part: Number(match[2]) } : null;
}

const SITEMAP_API_PREFIX = '/api/adonis/v1/seo';

/**
 * The API path behind a public sitemap path ('/sitemap.xml', '/sitemaps/works-2.xml'), or null.
 * (A next.config rewrite never matched on the storefront domains: Next prefixes the domain's
 * locale internally before rewrites run.)
 */
export function sitemapApiPath(pathname: string): string | null {
  if (pathname === SITEMAP_INDEX_PATH) return `${SITEMAP_API_PREFIX}${SITEMAP_INDEX_PATH}`;
  if (pathname.startsWith(SITEMAP_FILE_PREFIX) && !pathname.slice(SITEMAP_FILE_PREFIX.length).includes('/')) {
    return `${SITEMAP_API_PREFIX}${pathname}`;
  }
  return null;
}
