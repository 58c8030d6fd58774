/**
 * The route table against pages/ (docs/architecture.md#localization): every page file must be a route's `page`,
 * so nothing is reachable that the table (and so the proxy and the links) does not know about.
 * Routes still without a page file are named in PAGES_NOT_YET_BUILT, an allow-list that only
 * shrinks: a route missing its page that is not on it fails, and so does an entry whose page now
 * exists (take it off the list in the change that adds the page).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_TABLE } from '@/routing/compiledRoutes';

const PAGES_DIR = path.join(__dirname, '..', '..', 'pages');
// Next's own files, the API mount, and Next's static 500 page (the spec defines no route for it).
// Issue 17: the not-found view is the catch-all page (any address no route matches; the route
// `notFound` is one such address), and /404 is only Next's static fallback for when the shell fails.
const NOT_ROUTES = new Set(['/_app', '/_document', '/_error', '/500', '/404', '/[...notFound]']);
const PAGE_EXTENSIONS = /\.(tsx|ts|jsx|js)$/;
/** Routes with no file of their own because a catch-all page renders them (route key → that page). */
const SERVED_BY_CATCH_ALL: Readonly<Record<string, string>> = { notFound: '/[...notFound]' };

/** Route keys whose page is still to be built, by area (docs/product.md#routes). Remove a key when its page lands. */
const PAGES_NOT_YET_BUILT: readonly string[] = [];

function pageFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return rel === '/api' ? [] : pageFiles(path.join(dir, entry.name), rel);
    return PAGE_EXTENSIONS.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** 'pages/category/[slug].tsx' → '/category/[slug]'; 'pages/order-dhl/index.tsx' → '/order-dhl'. */
function pagePathname(file: string): string {
  const withoutExt = file.replace(PAGE_EXTENSIONS, '');
  const withoutIndex = withoutExt.replace(/\/index$/, '');
  return withoutIndex === '' ? '/' : withoutIndex;
}

describe('pages/ and the route table', () => {
  const files = pageFiles(PAGES_DIR);
  const pages = files.map((file) => ({ file, page: pagePathname(file) })).filter(({ page }) => !NOT_ROUTES.has(page));
  const routePages = new Set(ROUTE_TABLE.list.map((r) => r.page));

  it('maps file names to page pathnames like Next does', () => {
    expect(pagePathname('/index.tsx')).toBe('/');
    expect(pagePathname('/order-dhl/index.tsx')).toBe('/order-dhl');
    expect(pagePathname('/robots.txt.ts')).toBe('/robots.txt');
    expect(pagePathname('/g/[id]/b/[copyId].tsx')).toBe('/g/[id]/b/[copyId]');
  });

  it('has a route for every page file', () => {
    const orphans = pages.filter(({ page }) => !routePages.has(page)).map(({ file, page }) => `pages${file} (${page})`);
    expect(orphans).toEqual([]);
  });

  it('has at most one file per route', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { file, page } of pages) {
      const other = seen.get(page);
      if (other) duplicates.push(`pages${other} and pages${file} are both ${page}`);
      seen.set(page, file);
    }
    expect(duplicates).toEqual([]);
  });

  it('has a page for every route except the named ones not built yet', () => {
    const present = new Set(pages.map(({ page }) => page));
    const allPages = new Set(files.map(pagePathname));
    const missing = ROUTE_TABLE.list
      .filter((r) => !present.has(r.page) && !(SERVED_BY_CATCH_ALL[r.key] && allPages.has(SERVED_BY_CATCH_ALL[r.key]!)))
      .map((r) => r.key);
    const unexpected = missing.filter((key) => !PAGES_NOT_YET_BUILT.includes(key));
    expect(unexpected).toEqual([]);
  });

  it('allow-lists only routes that exist and still have no page (the list shrinks as pages land)', () => {
    const present = new Set(pages.map(({ page }) => page));
    const byKey = new Map<string, (typeof ROUTE_TABLE.list)[number]>(ROUTE_TABLE.list.map((r) => [r.key, r]));
    const stale = PAGES_NOT_YET_BUILT.filter((key) => {
      const route = byKey.get(key);
      return !route || present.has(route.page);
    });
    expect(stale).toEqual([]);
    expect(new Set(PAGES_NOT_YET_BUILT).size).toBe(PAGES_NOT_YET_BUILT.length);
  });
});
