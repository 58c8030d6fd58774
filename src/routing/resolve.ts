/**
 * Route key → URL. The `...In(table, …)` forms take any compiled table (tests feed broken ones);
 * the plain exports use the app's table.
 */
import { domainFor, originFor, type Locale } from '@/i18n/locales';
import { ROUTE_TABLE } from './compiledRoutes';
import { RoutingError } from './errors';
import { fillPattern, type RouteParams } from './pattern';
import type { RouteKey } from './routes';
import { canonicalPattern, type RouteDefinition, type RouteTable } from './table';

export type { RouteKey };

export type RouteQuery = Record<string, string | number | undefined>;

export interface AbsoluteUrlOptions {
  /** Kept only for local development domains (*.localhost); production runs on the default port. */
  port?: string | number | null;
  query?: RouteQuery;
}

export function queryString(query: RouteQuery | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function routeOrThrow<K extends string>(table: RouteTable<K>, key: string): RouteDefinition<K> {
  const route = table.byKey.get(key);
  if (!route) throw RoutingError.unknownRouteKey(key);
  return route;
}

export function isRouteEnabledIn(table: RouteTable, key: string, locale: Locale): boolean {
  const route = table.byKey.get(key);
  return !!route && !route.disabled.includes(locale);
}

export function resolvePathIn(table: RouteTable, key: string, locale: Locale, params?: RouteParams, query?: RouteQuery): string {
  const route = routeOrThrow(table, key);
  if (route.disabled.includes(locale)) throw RoutingError.unknownRouteKey(key, locale);
  const pattern = canonicalPattern(route, locale);
  if (!pattern) throw RoutingError.requiresFallback(key);
  const path = fillPattern(pattern, params, (reason, param) => RoutingError.requiresParams(key, reason, param));
  return path + queryString(query);
}

/** Page pathname (router.pathname, e.g. '/category/[slug]') → its route; for language switchers and hreflang. */
export function routeForPageIn<K extends string>(table: RouteTable<K>, page: string): RouteDefinition<K> {
  const route = table.byPage.get(page);
  if (!route) throw RoutingError.noRouteWithPathname(page);
  return route;
}

/** Localized path in the given locale, else the fallback; params are URL-encoded; throws RoutingError. */
export function resolvePath(key: RouteKey, locale: Locale, params?: RouteParams, query?: RouteQuery): string {
  return resolvePathIn(ROUTE_TABLE, key, locale, params, query);
}

/** For keys that arrive as data (content-system links): narrows a string to a key of the table. */
export function isRouteKey(key: string): key is RouteKey {
  return ROUTE_TABLE.byKey.has(key);
}

export function isRouteEnabled(key: RouteKey, locale: Locale): boolean {
  return isRouteEnabledIn(ROUTE_TABLE, key, locale);
}

/** Full URL on the locale's own domain (hreflang, e-mails, cross-country links). */
export function absoluteUrl(key: RouteKey, locale: Locale, params?: RouteParams, opts: AbsoluteUrlOptions = {}): string {
  return originFor(locale, opts.port) + resolvePath(key, locale, params, opts.query);
}

/** docs/product.md#routing-rules: the current domain is the one whose default locale equals the current locale. */
export function currentDomain(locale: Locale): string {
  return domainFor(locale);
}

export function routeForPage(page: string): RouteDefinition<RouteKey> {
  return routeForPageIn(ROUTE_TABLE, page);
}

export function getRoute(key: RouteKey): RouteDefinition<RouteKey> {
  return routeOrThrow(ROUTE_TABLE, key);
}
