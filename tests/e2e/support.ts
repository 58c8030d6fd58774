import { originFor, type Locale } from '@/i18n/locales';
import { resolvePath, type RouteParams } from '@/routing';

export const E2E_PORT = Number(process.env.E2E_PORT || 3100);

/** Absolute URL of a route on a storefront's own domain, from the route table (never by hand). */
export function storeUrl(locale: Locale, routeKey: string, params?: RouteParams): string {
  return originFor(locale, E2E_PORT) + resolvePath(routeKey, locale, params);
}

export function origin(locale: Locale): string {
  return originFor(locale, E2E_PORT);
}
