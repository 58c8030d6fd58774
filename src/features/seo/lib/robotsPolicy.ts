/**
 * The robots options of docs/product.md#robots-options (omit, index/follow, noindex/follow, index/nofollow,
 * noindex/nofollow): each route's choice is on its route-table entry (src/routing/routes.ts). The request hook
 * sends the choice as an X-Robots-Tag header, so every page of a route gets it whether or not its
 * view renders a robots meta tag; views that decide per URL (listings) add their own meta tag.
 */
import type { Locale } from '@/i18n/locales';
// Not '@/routing': the request hook imports this and must stay free of React.
import { matchPath } from '@/routing/match';
import { getRoute } from '@/routing/resolve';
import { isNoindex, robotsHeaderOf } from '@/routing/routeMeta';
import type { RobotsOption } from '@/routing/define';
import type { RouteKey } from '@/routing/routes';

export type { RobotsOption };

/** The route's robots option, from its entry in the route table (privatePage / transactional). */
export function robotsForRoute(key: RouteKey): RobotsOption {
  // Everything else is indexable by default; views may still narrow it per URL.
  return getRoute(key).robots ?? 'omit';
}

/** Routes a sitemap must never list and robots.txt keeps crawlers away from. */
export function isNoindexRoute(key: RouteKey): boolean {
  return isNoindex(getRoute(key));
}

/** The X-Robots-Tag value for a request path on a storefront, or null to send none. */
export function robotsHeaderFor(locale: Locale, pathname: string): string | null {
  return robotsHeaderOf(matchPath(locale, pathname)?.route);
}
