/**
 * schema.org BreadcrumbList for book, category and listing pages: the trail a page shows (home →
 * category → … → the page), as absolute URLs on the page's own storefront.
 */
export interface Crumb {
  name: string;
  /** Absolute URL (absoluteUrl from the route table); the current page, last, may leave it out. */
  url?: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  if (crumbs.length === 0) throw new Error('A breadcrumb trail needs at least one item');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}
