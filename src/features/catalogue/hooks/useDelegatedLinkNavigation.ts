import { useCallback, type MouseEvent } from 'react';
import { useRouter } from 'next/router';

/**
 * One click handler for a container of many plain `<a href>` links (the facet panel renders over
 * a hundred): a plain click on a link marked `data-client-nav` becomes a client-side navigation,
 * as next/link would do, without a next/link instance per link on the server. Modified clicks
 * (new tab, download) and links with a target keep the browser's behaviour. Enter on a focused
 * link fires the same click, so keyboards get it too.
 */
export function useDelegatedLinkNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const router = useRouter();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[data-client-nav]');
      if (!(link instanceof HTMLAnchorElement) || link.target) return;
      const href = link.getAttribute('href');
      if (!href?.startsWith('/')) return;
      event.preventDefault();
      // As <RouteLink> calls next/link: the href is already this storefront's final path.
      void router.push(href, undefined, { locale: false });
    },
    [router],
  );
}
