import type { ComponentProps } from 'react';
import Link from 'next/link';

/**
 * A link inside the back office. `locale={false}`: on a storefront's domain (i18n domains) next/link
 * would otherwise write the href as that locale's absolute domain URL without the port, so opening
 * it in a new tab left the server (the storefront's RouteLink does the same).
 */
export function AdminLink(props: Omit<ComponentProps<typeof Link>, 'locale'>) {
  return <Link {...props} locale={false} />;
}
