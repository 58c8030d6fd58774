/**
 * Canonical and hreflang links of catalogue pages, on each storefront's own domain (absoluteUrl
 * from the route table). x-default is the default storefront (cs).
 */
import { DEFAULT_LOCALE, LOCALE_LABELS, LOCALES, type Locale } from '@/i18n/locales';
import { absoluteUrl, type RouteKey, type RouteParams } from '@/routing';

export interface AlternateLink {
  hreflang: string;
  href: string;
}

/** The port of a Host header ('cs.localhost:3230' → '3230'); absoluteUrl keeps it only on local domains. */
export function portFromHost(host: string | string[] | undefined): string | null {
  const value = Array.isArray(host) ? host[0] : host;
  const match = /:(\d+)$/.exec(value ?? '');
  return match ? match[1] : null;
}

export function canonicalUrl(routeKey: RouteKey, locale: Locale, params: RouteParams, port: string | null): string {
  return absoluteUrl(routeKey, locale, params, { port });
}

/** For routes whose params mean the same everywhere (the listing): one link per storefront + x-default. */
export function alternateLinks(routeKey: RouteKey, params: RouteParams, port: string | null): AlternateLink[] {
  const links = LOCALE_LABELS.map((locale) => ({ hreflang: LOCALES[locale].hreflang, href: absoluteUrl(routeKey, locale, params, { port }) }));
  return [...links, { hreflang: 'x-default', href: absoluteUrl(routeKey, DEFAULT_LOCALE, params, { port }) }];
}
