import type { Locale } from '@/i18n/locales';
import type { LinkTarget } from '@/contracts/common';
import { isRouteEnabled, isRouteKey, resolvePath, type RouteKey, type RouteParams } from '@/routing';

export type ShellLinkTarget =
  | { kind: 'route'; route: RouteKey; params: RouteParams }
  | { kind: 'url'; url: string };

/** Content editors may paste any url; only web, mail and phone links are rendered (no javascript:). */
const SAFE_URL = /^(https?:\/\/|mailto:|tel:)/i;

/**
 * Where a content-system link points, or null when it must not be rendered: its route is disabled
 * in this storefront (docs/product.md#routing-rules: such navigation links are skipped), unknown, or lacks its params.
 * Checked here, before rendering, so one bad CMS row cannot take the whole page down.
 */
export function navigationTarget(link: LinkTarget, locale: Locale): ShellLinkTarget | null {
  if (link.routeKey) {
    if (!isRouteKey(link.routeKey) || !isRouteEnabled(link.routeKey, locale)) return null;
    const params: RouteParams = link.routeParams ?? {};
    try {
      resolvePath(link.routeKey, locale, params);
    } catch (error) {
      console.warn(`Skipping navigation link to "${link.routeKey}":`, error instanceof Error ? error.message : error);
      return null;
    }
    return { kind: 'route', route: link.routeKey, params };
  }
  if (link.url && SAFE_URL.test(link.url)) return { kind: 'url', url: link.url };
  return null;
}

/** The links of a menu that can be rendered in `locale`, each with its resolved target. */
export function renderableLinks<T extends LinkTarget>(links: readonly T[], locale: Locale): Array<{ link: T; target: ShellLinkTarget }> {
  return links.flatMap((link) => {
    const target = navigationTarget(link, locale);
    return target ? [{ link, target }] : [];
  });
}
