/**
 * The one way to link inside the shop: <RouteLink route="cart" params={…} query={…}>.
 * A `locale` other than the current one links to that country's own domain.
 */
import Link from 'next/link';
import type { ComponentProps } from 'react';
import type { Locale } from '@/i18n/locales';
import type { RouteParams } from './pattern';
import { absoluteUrl, resolvePath, type RouteQuery } from './resolve';
import type { RouteKey } from './routes';
import { useCurrentLocale, useLocalPort } from './useRouteResolver';

type NextLinkProps = ComponentProps<typeof Link>;

export type RouteLinkProps = Omit<NextLinkProps, 'href' | 'as' | 'locale'> & {
  route: RouteKey;
  params?: RouteParams;
  query?: RouteQuery;
  /** Target storefront; defaults to the current one. */
  locale?: Locale;
};

/**
 * No prefetch while a link is merely visible (`prefetch` defaults to false; pass `prefetch` to
 * opt in): the pages router would load and run every visible link's page code on the first idle
 * moment (the cart's and the checkout's forms, zod, react-hook-form…), which on a phone blocked
 * the main thread for longer than the page's own hydration (ADR 0027). It still prefetches on
 * hover, i.e. when a pointer shows the intent; it also spares each link an intersection observer.
 */
export function RouteLink({ route, params, query, locale, prefetch = false, ...anchorProps }: RouteLinkProps) {
  const current = useCurrentLocale();
  const port = useLocalPort();
  const target = locale ?? current;
  const href =
    target === current ? resolvePath(route, current, params, query) : absoluteUrl(route, target, params, { port, query });
  // locale={false}: on a locale domain next/link would otherwise rewrite the href to
  // https://<domain><path>, dropping the dev port and forcing https; our href is already final.
  return <Link {...anchorProps} href={href} locale={false} prefetch={prefetch} />;
}
