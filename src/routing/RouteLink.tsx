/**
 * The one way to link inside the shop: <RouteLink route="cart" params={…} query={…}>.
 * A `locale` other than the current one links to that country's own domain.
 */
import type { AnchorHTMLAttributes, MouseEvent, Ref, TouchEvent } from 'react';
import type { Locale } from '@/i18n/locales';
import { followLinkClientSide, prefetchOnIntent } from './followLink';
import type { RouteParams } from './pattern';
import { absoluteUrl, resolvePath, type RouteQuery } from './resolve';
import type { RouteKey } from './routes';
import { useCurrentLocale, useLocalPort } from './useRouteResolver';

export type RouteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  route: RouteKey;
  params?: RouteParams;
  query?: RouteQuery;
  /** Target storefront; defaults to the current one. */
  locale?: Locale;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A plain anchor with the route's final href (docs/adr/0033): a click navigates with the pages
 * router (followLinkClientSide), a pointer resting on it or a finger touching it prefetches the
 * page's code (prefetchOnIntent) — what next/link did for us, without its per-link hooks, href
 * re-resolution and locale-domain detection, which were the largest single cost of rendering a
 * copy page's links, on the server and again in hydration. No prefetch while a link is merely
 * visible: the pages router would load and run every visible link's page code on the first idle
 * moment, which on a phone blocked the main thread longer than the page's own hydration (ADR 0027).
 * A link to another storefront's domain is left to the browser.
 */
export function RouteLink({ route, params, query, locale, onClick, onMouseEnter, onTouchStart, ...anchorProps }: RouteLinkProps) {
  const current = useCurrentLocale();
  const port = useLocalPort();
  const target = locale ?? current;
  const href =
    target === current ? resolvePath(route, current, params, query) : absoluteUrl(route, target, params, { port, query });
  return (
    <a
      {...anchorProps}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        followLinkClientSide(event);
      }}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        prefetchOnIntent(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetchOnIntent(event);
      }}
    />
  );
}
