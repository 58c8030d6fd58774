import type { ComponentProps } from 'react';
import Link from 'next/link';
import type { RouteParams, RouteQuery } from '@/routing';
import { adminPath, type AdminRouteKey } from '../adminPath';

export { adminPath, type AdminRouteKey } from '../adminPath';

type AdminLinkProps = Omit<ComponentProps<typeof Link>, 'locale' | 'href'> &
  ({ route: AdminRouteKey; params?: RouteParams; query?: RouteQuery; href?: never } | { href: string; route?: never; params?: never; query?: never });

/**
 * A link inside the back office, to a route of the table (`route`, `params`, `query`) or to a
 * path the admin page table gives (`href`: the menu). `locale={false}`: on a storefront's domain
 * (i18n domains) next/link would otherwise write the href as that locale's absolute domain URL
 * without the port, so opening it in a new tab left the server (the storefront's RouteLink
 * writes final paths too). Links wear the back office's ink.
 */
export function AdminLink({ route, params, query, href, style, ...props }: AdminLinkProps) {
  return <Link {...props} href={route ? adminPath(route, params, query) : href!} locale={false} style={{ color: '#1f3a5f', ...style }} />;
}
