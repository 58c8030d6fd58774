/**
 * Analytics labels for a visited URL (docs/product.md#page-types "Page-type classification" and page areas).
 * Takes a concrete pathname in any storefront's language, so the same function serves every
 * domain: route-based labels check the path against all ten locales' paths.
 */
import { LOCALE_LABELS } from '@/i18n/locales';
import { matchPath } from './match';
import type { RouteKey } from './routes';

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

/** Route keys the path belongs to on any storefront (its own path or the English fallback). */
function routeKeysAnywhere(path: string): Set<RouteKey> {
  const keys = new Set<RouteKey>();
  for (const locale of LOCALE_LABELS) {
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
  const keys = routeKeysAnywhere(path);
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

export function pageArea(pathname: string): PageArea {
  const keys = routeKeysAnywhere(cleanPathname(pathname));
  return AREAS.find(([, routeKeys]) => routeKeys.some((k) => keys.has(k)))?.[0] ?? 'other';
}
