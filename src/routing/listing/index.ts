/**
 * The catalogue URL codec: `/p/[[...filters]]` ↔ `ListingFilters` (docs/product.md#catalogue-url "Catalogue URL").
 *
 * In a page:
 *   const { filters, canonical, isCanonical } = decodeListingPath(ctx.params?.filters);
 *   if (!isCanonical) redirect 308 to listingPathToString(canonical);
 * In a link: listingPathToString(encodeListingPath(filters)).
 *
 * Decisions (value rules live in src/contracts/listing-filters.ts):
 * - Segments are decoded strings; only `splitListingPath` sees percent-encoding (bad escapes → the
 *   token is dropped). Next itself answers 400 for a malformed escape in a route param.
 * - Positional name/value pairs; a lone last token is ignored (docs/product.md#catalogue-url: odd generic tokens ignored).
 * - Duplicates: last valid pair wins; empty and invalid values are dropped.
 * - Publishers: url-safe base64 (no padding) of the UTF-8 JSON array of names.
 * - Price bounds are whole units of the storefront currency.
 * - A bare "." ending the last segment means "no sort" (see sortSuffix.ts).
 * - Hostile input: segments over 512 characters are dropped; only the first 40 are read.
 */
export { decodeListingPath, type DecodedListingPath, type ListingPathInput } from './decodeListingPath';
export { encodeListingPath } from './encodeListingPath';
export { listingPathToString, splitListingPath } from './listingPath';
export { PATH_LIMITS } from './pathLimits';
export { listingHref, listingParams, sameListing } from './listingLinks';
