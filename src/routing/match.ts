/**
 * Concrete pathname → route, for one locale. Used by the proxy (rewrite / redirect / 404) and
 * by analytics classification. Precedence follows Next's page sorting, so '/g/1/b/2' is a book
 * and not the '/g/[id]/[...params]' redirect.
 */
import type { Locale } from '@/i18n/locales';
import { ROUTE_TABLE } from './compiledRoutes';
import { matchSegments, splitPathname, type MatchedParams } from './pattern';
import type { RouteKey } from './routes';
import type { RouteDefinition, RouteTable } from './table';

export interface PathMatch<K extends string = RouteKey> {
  key: K;
  /** Page pathname to render (the file under pages/). */
  page: string;
  /** Decoded params; catch-alls as arrays (possibly empty for optional ones). */
  params: MatchedParams;
  /** 'localized': the path this locale serves; 'fallback': the English form of a route this locale translates. */
  kind: 'localized' | 'fallback';
  /** The route exists but is switched off in this locale: answer 404. */
  disabled: boolean;
  /** The matched entry itself, with its metadata (robots, payment provider). */
  route: RouteDefinition<K>;
}

export function matchPathIn<K extends string>(table: RouteTable<K>, locale: Locale, pathname: string): PathMatch<K> | null {
  const segments = splitPathname(pathname);
  if (!segments) return null;
  for (const candidate of table.candidates[locale]) {
    const params = matchSegments(candidate.pattern, segments);
    if (params) {
      const { route } = candidate;
      return { key: route.key, page: route.page, params, kind: candidate.kind, disabled: route.disabled.includes(locale), route };
    }
  }
  return null;
}

export function matchPath(locale: Locale, pathname: string): PathMatch | null {
  return matchPathIn(ROUTE_TABLE, locale, pathname);
}
