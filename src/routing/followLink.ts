/**
 * Client-side navigation for plain `<a href>` links (issue 18 item 2): a page with hundreds of
 * links (the listing's facets) renders `<a href={resolvePath(…)} onClick={followLinkClientSide}>`
 * instead of a RouteLink each. next/link costs hooks, an intersection observer and href
 * resolution per link on the server and in hydration; these links need none of it (no prefetch:
 * they lead to the page already loaded). A plain click navigates with the pages router like
 * next/link would; a modified click (new tab, download…) is left to the browser.
 */
import Router from 'next/router';
import type { MouseEvent } from 'react';

export function followLinkClientSide(event: MouseEvent<HTMLAnchorElement>): void {
  const anchor = event.currentTarget;
  const href = anchor.getAttribute('href');
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey || event.ctrlKey || event.shiftKey || event.altKey ||
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download') ||
    !href || !href.startsWith('/') || href.startsWith('//')
  ) return;
  event.preventDefault();
  // locale: false — the href is already the storefront's final path (as RouteLink passes it to next/link).
  void Router.push(href, undefined, { locale: false });
}

/**
 * Loads a same-site link's page code when the visitor shows the intent to follow it (pointer
 * over it, finger on it), as next/link does on hover; production builds only, like next/link
 * (the development server compiles pages on request). Before the router has hydrated, nothing.
 */
export function prefetchOnIntent(event: { currentTarget: HTMLAnchorElement }): void {
  if (process.env.NODE_ENV !== 'production') return;
  const href = event.currentTarget.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//')) return;
  try {
    void Router.prefetch(href, undefined, { locale: false }).catch(() => {});
  } catch {
    /* no router yet: the click will load the page's code */
  }
}
