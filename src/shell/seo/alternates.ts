/**
 * Canonical and hreflang links shared by every localized page: one alternate per storefront where
 * the route is switched on, plus x-default pointing at the default storefront (cs) — or, when the
 * route is off there, at the first storefront that has it, so x-default always answers 200.
 */
import { DEFAULT_LOCALE, LOCALE_LABELS, LOCALES, type Locale } from '@/i18n/locales';
import { absoluteUrl, isRouteEnabled, type RouteKey, type RouteParams, type RouteQuery } from '@/routing';

export interface AlternateLink {
  hreflang: string;
  href: string;
}

/**
 * Params per storefront: the same object for routes whose params mean the same everywhere (ids,
 * listing filters), or a function for routes with translated slugs (it returns null where the
 * entity has no page, and that storefront is left out).
 */
export type ParamsFor = RouteParams | ((locale: Locale) => RouteParams | null);

const paramsIn = (params: ParamsFor | undefined, locale: Locale) => (typeof params === 'function' ? params(locale) : params ?? {});

export function alternateLinks(routeKey: RouteKey, params: ParamsFor | undefined, port?: string | null, query?: RouteQuery): AlternateLink[] {
  const urls = new Map<Locale, string>();
  for (const locale of LOCALE_LABELS) {
    if (!isRouteEnabled(routeKey, locale)) continue;
    const own = paramsIn(params, locale);
    if (own) urls.set(locale, absoluteUrl(routeKey, locale, own, { port, query }));
  }
  if (urls.size === 0) return [];
  const fallback = urls.get(DEFAULT_LOCALE) ?? urls.values().next().value!;
  return [...[...urls].map(([locale, href]) => ({ hreflang: LOCALES[locale].hreflang, href })), { hreflang: 'x-default', href: fallback }];
}

export function canonicalLink(routeKey: RouteKey, locale: Locale, params: RouteParams | undefined, port?: string | null, query?: RouteQuery): string {
  return absoluteUrl(routeKey, locale, params, { port, query });
}
