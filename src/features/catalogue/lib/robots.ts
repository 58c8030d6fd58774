/**
 * Which listing URLs search engines should index (docs/product.md#robots-options robots options). The rule:
 *
 *   index, follow    — the plain listing (any page), and page 1 of a listing narrowed by exactly
 *                      one facet value (one category, one author, one language, one price range…)
 *   noindex, follow  — everything deeper: two or more facet values (also two values of one facet),
 *                      any text query, any explicit sort, a page past 1 with a filter, and the
 *                      per-edition / per-seller lists (mother, user).
 *
 * "follow" always: the links on a deep page still lead to pages worth indexing.
 */
import type { ListingFilters } from '@/contracts/listing-filters';
import { facetValueCount } from './activeFilters';

export type RobotsContent = 'index, follow' | 'noindex, follow';

export function listingRobots(filters: ListingFilters): RobotsContent {
  const facets = facetValueCount(filters);
  const deep =
    filters.q !== undefined ||
    filters.order !== undefined ||
    filters.mother !== undefined ||
    filters.user !== undefined ||
    facets > 1 ||
    (facets > 0 && (filters.page ?? 1) > 1);
  return deep ? 'noindex, follow' : 'index, follow';
}
