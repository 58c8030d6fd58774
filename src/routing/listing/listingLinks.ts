import { normalizeListingFilters, type ListingFilters } from '@/contracts/listing-filters';
import type { Locale } from '@/i18n/locales';
import type { RouteParams } from '@/routing';
import { encodeListingPath } from './encodeListingPath';
import { listingPathToString } from './listingPath';

/** Params for <RouteLink route="listing">: the codec's canonical segments for these filters. */
export function listingParams(filters: ListingFilters): RouteParams {
  return { filters: encodeListingPath(filters) };
}

/** The listing URL (path only) for these filters, from the route table via the codec. */
export function listingHref(filters: ListingFilters, locale: Locale): string {
  return listingPathToString(encodeListingPath(filters), locale);
}

/** Equal filters give equal URLs; used to mark the link of the page being shown. */
export function sameListing(a: ListingFilters, b: ListingFilters): boolean {
  const x = encodeListingPath(normalizeListingFilters(a));
  const y = encodeListingPath(normalizeListingFilters(b));
  return x.length === y.length && x.every((segment, i) => segment === y[i]);
}
