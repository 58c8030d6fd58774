import { withShell } from '@/app-context/page/shell.server';
import { withPageHtmlCache } from '@/app-context/page/pageHtmlCache.server';
import { decodeListingPath, encodeListingPath, listingPathToString } from '../lib/codec';
import { FACET_MORE_PARAM, facetMoreOf } from '../lib/facetMore';
import { applyFormQuery } from '../lib/formQuery';
import { listingHtmlCacheOptions, loadListing, type ListingProps } from './listingProps.server';

// A type, not an interface: withShell's props must be indexable.
export type ListingPageProps = ListingProps & {
  /** The name of the one category the address filters by, for the heading. */
  categoryName: string | null;
};

/** The visitor's query string; Next's own copy of the route param (`filters`) is not part of it. */
function searchParamsOf(resolvedUrl: string): URLSearchParams {
  const index = resolvedUrl.indexOf('?');
  const params = new URLSearchParams(index < 0 ? '' : resolvedUrl.slice(index + 1));
  params.delete('filters');
  return params;
}

/**
 * The listing `/p/[[...filters]]`. Any address that is not the canonical one — segments out of
 * order, bad values, a query string (the sort and range forms submit one) — is answered with a
 * 308 to the canonical path; the forms' fields are folded in first, everything else is dropped
 * (but a canonical path keeps a lone valid `?more=<facet>`, lib/facetMore).
 */
export const getServerSideProps = withPageHtmlCache(withShell<ListingPageProps>(async (ctx) => {
  const decoded = decodeListingPath(ctx.params?.filters);
  const query = searchParamsOf(ctx.resolvedUrl);
  // `?more=<facet>` (a facet's complete list, for browsers without JavaScript) is no filter: it stays.
  if (query.getAll(FACET_MORE_PARAM).length === 1 && facetMoreOf(query.get(FACET_MORE_PARAM))) query.delete(FACET_MORE_PARAM);
  const { filters } = applyFormQuery(decoded.filters, query);
  if (!decoded.isCanonical || query.size > 0) {
    return { redirect: { destination: listingPathToString(encodeListingPath(filters), ctx.locale), statusCode: 308 } };
  }

  const { props, data } = await loadListing(ctx, filters);
  const onlyCategory = filters.categories?.length === 1 ? filters.categories[0] : undefined;
  const categoryName = data?.facets.categories.find((c) => c.id === onlyCategory)?.name ?? null;
  return { props: { ...props, categoryName } };
}, { namespaces: ['catalogue'] }), listingHtmlCacheOptions);
