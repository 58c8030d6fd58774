/**
 * What the request hook needs of a matched route's metadata (src/routing/routes.ts entries).
 * Pure and free of React: proxy.ts imports it.
 */
import type { RouteSpec } from './define';

/** The X-Robots-Tag value of a route, or null to send none (no route, or robots 'omit'). */
export function robotsHeaderOf(route: Pick<RouteSpec, 'robots'> | null | undefined): string | null {
  const option = route?.robots ?? 'omit';
  return option === 'omit' ? null : option;
}

/** Kept out of sitemaps, disallowed in robots.txt, no canonical/alternate links: a noindex route. */
export function isNoindex(route: Pick<RouteSpec, 'robots'>): boolean {
  return (route.robots ?? 'omit').startsWith('noindex');
}
