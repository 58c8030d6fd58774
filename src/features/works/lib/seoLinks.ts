import { DEFAULT_LOCALE, LOCALE_LABELS, LOCALES, type Locale } from '@/i18n/locales';
import { absoluteUrl, type RouteKey, type RouteParams } from '@/routing';

export interface AlternateLink {
  hreflang: string;
  href: string;
}

export interface PageLinks {
  canonical: string;
  alternates: AlternateLink[];
}

/**
 * Book URLs are the same path on every storefront; only the domain differs. Each page points at
 * itself on its own domain as canonical and lists all ten domains (plus x-default, the Czech
 * storefront) as language alternates.
 */
export function bookPageLinks(route: RouteKey, params: RouteParams, locale: Locale, port?: string | null): PageLinks {
  const url = (l: Locale) => absoluteUrl(route, l, params, { port });
  return {
    canonical: url(locale),
    alternates: [
      ...LOCALE_LABELS.map((l) => ({ hreflang: LOCALES[l].hreflang, href: url(l) })),
      { hreflang: 'x-default', href: url(DEFAULT_LOCALE) },
    ],
  };
}
