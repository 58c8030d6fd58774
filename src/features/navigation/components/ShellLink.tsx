import type { ReactNode } from 'react';
import { RouteLink } from '@/routing';
import type { ShellLinkTarget } from '../lib/navigationTarget';

interface ShellLinkProps {
  target: ShellLinkTarget;
  children: ReactNode;
  className?: string;
}

/** A content-system link: through the route table when it names a route, a plain anchor for outside urls. */
export function ShellLink({ target, children, className }: ShellLinkProps) {
  if (target.kind === 'route') {
    return (
      <RouteLink route={target.route} params={target.params} className={className}>
        {children}
      </RouteLink>
    );
  }
  return (
    <a href={target.url} className={className}>
      {children}
    </a>
  );
}
