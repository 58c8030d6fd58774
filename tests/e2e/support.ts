import { originFor, type Locale } from '@/i18n/locales';
import { resolvePath, type RouteKey, type RouteParams } from '@/routing';

import { E2E_PORT } from './servers';

export { E2E_GTM_ID, E2E_GTM_PORT, E2E_PORT, E2E_SENTRY_DSN } from './servers';

/** Absolute URL of a route on a storefront's own domain, from the route table (never by hand). */
export function storeUrl(locale: Locale, routeKey: RouteKey, params?: RouteParams): string {
  return originFor(locale, E2E_PORT) + resolvePath(routeKey, locale, params);
}

export function origin(locale: Locale): string {
  return originFor(locale, E2E_PORT);
}
