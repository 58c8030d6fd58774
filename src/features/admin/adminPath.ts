import { DEFAULT_LOCALE } from '@/i18n/locales';
import { resolvePath, type RouteKey, type RouteParams, type RouteQuery } from '@/routing';

/** The back office's routes in the route table (fixed paths, the same on every storefront's domain). */
export type AdminRouteKey = Extract<RouteKey, `admin${string}`>;

/** A back-office address from the route table: never written by hand in a page. */
export function adminPath(route: AdminRouteKey, params?: RouteParams, query?: RouteQuery): string {
  return resolvePath(route, DEFAULT_LOCALE, params, query);
}
