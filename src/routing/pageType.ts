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
 * Which of `wanted` routes the path belongs to on any storefront (its own path or the English
 * fallback), as the proxy would match it. A locale is matched in full (which builds that locale's
 * route table in the browser) only when one of the wanted routes' own patterns fits the path:
 * matching all ten locales on every page view compiled ten tables on a phone's first page load
 * (issue 17 item 8), for pages that are none of these.
 */
function routeKeysAnywhere(path: string, wanted: readonly RouteKey[]): Set<RouteKey> {
  const keys = new Set<RouteKey>();
  const segments = splitPathname(path);
  if (!segments) return keys;
  const routes = wanted.map((key) => ROUTE_TABLE.byKey.get(key)).filter((route) => route !== undefined);
  for (const locale of LOCALE_LABELS) {
    const fits = routes.some((route) => localePatterns(route, locale).some((pattern) => matchSegments(pattern, segments)));
    if (!fits) continue;
    const match = matchPath(locale, path);
    if (match) keys.add(match.key);
  }
  return keys;
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
  const keys = routeKeysAnywhere(path, ['cart', 'sellBooks']);
  if (keys.has('cart')) return 'checkout';
  if (keys.has('sellBooks')) return 'leads';
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

const AREA_ROUTES = AREAS.flatMap(([, keys]) => keys);

export function pageArea(pathname: string): PageArea {
  const keys = routeKeysAnywhere(cleanPathname(pathname), AREA_ROUTES);
  return AREAS.find(([, routeKeys]) => routeKeys.some((k) => keys.has(k)))?.[0] ?? 'other';
}
