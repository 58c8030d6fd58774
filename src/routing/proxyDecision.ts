/**
 * What the request hook (proxy.ts) does with a request — as a pure function so every locale's
 * behaviour is table-tested without a server. proxy.ts only turns the decision into a NextResponse.
 */
import { isLocale, localeForHost, originFor, type Locale } from '@/i18n/locales';
import { matchPath, type PathMatch } from './match';
import { fillPattern } from './pattern';
import { getRoute, resolvePath } from './resolve';
import type { RouteKey } from './routes';
import { canonicalPattern, type RouteDefinition } from './table';

export interface ProxyInput {
  /** Host header, with port (e.g. 'cs.localhost:3000'). */
  host: string | null | undefined;
  /** request.nextUrl.pathname: locale prefix and /_next/data wrapping already removed by Next. */
  pathname: string;
  /** request.nextUrl.locale: a path prefix's locale, else the domain's default locale. */
  locale?: string | null;
  /** request.nextUrl.search, '' or starting with '?'. */
  search?: string;
}

export type ProxyDecision =
  | { type: 'next'; locale: Locale }
  /** Render `pathname` (a page path) while the address bar keeps the localized URL. */
  | { type: 'rewrite'; locale: Locale; pathname: string; search: string }
  /** Permanent redirect; `origin` is set only when the target is another country's domain. */
  | { type: 'redirect'; locale: Locale; status: 308; origin?: string; pathname: string; search: string }
  /** The route exists but is disabled in this locale: render `pathname` (the 404 page) with status 404. */
  | { type: 'notFound'; locale: Locale; pathname: string; search: string };

function portOf(host: string | null | undefined): string | null {
  const match = (host ?? '').match(/:(\d+)$/);
  return match ? match[1] : null;
}

export function decideProxy(input: ProxyInput): ProxyDecision {
  return routeProxy(input).decision;
}

export interface ProxyRouting {
  decision: ProxyDecision;
  /** The route the path matched on the host's storefront (whatever the decision), or null. */
  route: RouteDefinition<RouteKey> | null;
}

/** The decision and the matched route, from one match of the URL per request. */
export function routeProxy(input: ProxyInput): ProxyRouting {
  const hostLocale = localeForHost(input.host);
  const match = matchPath(hostLocale, input.pathname);
  return { decision: decide(input, hostLocale, match), route: match?.route ?? null };
}

function decide(input: ProxyInput, hostLocale: Locale, match: PathMatch | null): ProxyDecision {
  const search = input.search ?? '';

  // '/de-DE/…' on the Czech domain would render German content under a Czech domain: send it home.
  if (isLocale(input.locale) && input.locale !== hostLocale) {
    const target = input.locale;
    return { type: 'redirect', locale: target, status: 308, origin: originFor(target, portOf(input.host)), pathname: input.pathname, search };
  }

  if (!match) return { type: 'next', locale: hostLocale };
  if (match.disabled) return { type: 'notFound', locale: hostLocale, pathname: resolvePath('notFound', hostLocale), search: '' };
  if (match.kind === 'fallback') {
    return { type: 'redirect', locale: hostLocale, status: 308, pathname: resolvePath(match.key, hostLocale, match.params), search };
  }
  // The locale's own path is the page file itself (English, or not localized): nothing to do.
  if (canonicalPattern(getRoute(match.key), hostLocale) === match.page) return { type: 'next', locale: hostLocale };
  return { type: 'rewrite', locale: hostLocale, pathname: fillPattern(match.page, match.params), search };
}
