/**
 * Analytics labels for a visited URL (docs/product.md#page-types "Page-type classification" and page areas).
 * Takes a concrete pathname in any storefront's language, so the same function serves every
 * domain: route-based labels check the path against all ten locales' paths.
 */
import { LOCALE_LABELS } from '@/i18n/locales';
import { ROUTE_TABLE } from './compiledRoutes';
import { matchPath } from './match';
import { matchSegments, splitPathname } from './pattern';
import type { RouteKey } from './routes';
import { localePatterns } from './table';

export type PageType =
  | 'homepage'
  | 'product_detail'
  | 'product_search'
  | 'product_category'
  | 'user_profile'
  | 'checkout'
  | 'leads'
  | 'support'
  | 'other';

export type PageArea = 'home page' | 'watchdog' | 'wishlist' | 'cart' | 'sell-books' | 'other';

const LOCALE_PREFIX = new RegExp(`^/(?:${LOCALE_LABELS.join('|')})(?=/|$)`);

/** '/de-DE/warenkorb?x=1#top' → '/warenkorb': analytics gets asPath-like strings. */
function cleanPathname(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0].replace(LOCALE_PREFIX, '') || '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The first of `groups` (lists of routes, in order of precedence) that the path belongs to on any
 * storefront (its own path or the English fallback), as the proxy would match it; -1 for none. A
 * locale is matched in full (which builds that locale's route table in the browser) only when one
 * of the wanted routes' own patterns fits the path, and the search stops at a match in the first
 * group: matching all ten locales on every page view compiled ten tables on a phone's first page
 * load (issue 17 item 8), for pages that are none of these and for the home page, whose "/" is
 * every locale's.
 */
function firstGroupAnywhere(path: string, groups: readonly (readonly RouteKey[])[]): number {
  const segments = splitPathname(path);
  if (!segments) return -1;
  const routes = groups.flat().map((key) => ROUTE_TABLE.byKey.get(key)).filter((route) => route !== undefined);
  let first = -1;
  for (const locale of LOCALE_LABELS) {
    const fits = routes.some((route) => localePatterns(route, locale).some((pattern) => matchSegments(pattern, segments)));
    if (!fits) continue;
    const match = matchPath(locale, path);
    const group = match ? groups.findIndex((keys) => keys.includes(match.key)) : -1;
    if (group !== -1 && (first === -1 || group < first)) first = group;
    if (first === 0) break;
  }
  return first;
}

const PRODUCT_DETAIL = /^\/[bgm]\/[^/]+/;
const PRODUCT_SEARCH = /^\/p\/q(?:\/|$)/;
const PRODUCT_CATEGORY = /^\/p\/(?:category|year|language|condition|binding|price)(?:\/|$)/;
const USER_PROFILE = /^\/account\/[^/]+/;
const SUPPORT = /^\/c\/[^/]+/;

export function classifyPageType(pathname: string): PageType {
  const path = cleanPathname(pathname);
  if (path === '/') return 'homepage';
  if (PRODUCT_DETAIL.test(path)) return 'product_detail';
  if (PRODUCT_SEARCH.test(path)) return 'product_search';
  if (PRODUCT_CATEGORY.test(path)) return 'product_category';
  if (USER_PROFILE.test(path)) return 'user_profile';
  const group = firstGroupAnywhere(path, [['cart'], ['sellBooks']]);
  if (group === 0) return 'checkout';
  if (group === 1) return 'leads';
  if (SUPPORT.test(path)) return 'support';
  return 'other';
}

const AREAS: ReadonlyArray<readonly [Exclude<PageArea, 'other'>, readonly RouteKey[]]> = [
  ['home page', ['home']],
  ['cart', ['cart']],
  ['sell-books', ['sellBooks', 'sellBooksSent', 'bookScannerSellBooks']],
  ['watchdog', ['watchdog', 'watchdogLegacy', 'accountWatchdog', 'removeWatchdog', 'removeWatchdogResult']],
  ['wishlist', ['myWishlist', 'accountWishlist', 'userWishlist']],
];

const AREA_ROUTES = AREAS.map(([, keys]) => keys);

export function pageArea(pathname: string): PageArea {
  return AREAS[firstGroupAnywhere(cleanPathname(pathname), AREA_ROUTES)]?.[0] ?? 'other';
}
