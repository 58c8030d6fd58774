/**
 * Pure edits of a listing's filters, one per facet action. Every edit that changes what is shown
 * starts again at page 1 (a page number belongs to one result set), and every result is
 * normalized, so links built from it are already canonical.
 */
import { normalizeListingFilters, type IdListKey, type ListingFilters, type ListingRange, type SortName } from '@/contracts/listing-filters';

export type RangeKey = 'price' | 'year';

function firstPage(filters: ListingFilters): ListingFilters {
  const next = { ...filters };
  delete next.page;
  return next;
}

/** A facet value link: adds the id when absent, removes it when present. */
export function toggleId(filters: ListingFilters, key: IdListKey, id: number): ListingFilters {
  const ids = filters[key] ?? [];
  const next = ids.includes(id) ? ids.filter((existing) => existing !== id) : [...ids, id];
  return normalizeListingFilters({ ...firstPage(filters), [key]: next });
}

export function togglePublisher(filters: ListingFilters, name: string): ListingFilters {
  const names = filters.publishers ?? [];
  const next = names.includes(name) ? names.filter((existing) => existing !== name) : [...names, name];
  return normalizeListingFilters({ ...firstPage(filters), publishers: next });
}

export function withRange(filters: ListingFilters, key: RangeKey, range: ListingRange | undefined): ListingFilters {
  return normalizeListingFilters({ ...firstPage(filters), [key]: range });
}

export function withoutEdge(filters: ListingFilters, name: string): ListingFilters {
  const edges = { ...(filters.edges ?? {}) };
  delete edges[name];
  return normalizeListingFilters({ ...firstPage(filters), edges });
}

/** Removes one whole filter (q, price, mother…). */
export function withoutFilter(filters: ListingFilters, key: Exclude<keyof ListingFilters, 'page' | 'order'>): ListingFilters {
  const next = firstPage(filters);
  delete next[key];
  return normalizeListingFilters(next);
}

/** "Remove all filters": the text search and the sort stay, everything that narrows goes. */
export function clearFacets(filters: ListingFilters): ListingFilters {
  return normalizeListingFilters({ q: filters.q, order: filters.order });
}

export function withSort(filters: ListingFilters, order: SortName | undefined): ListingFilters {
  return normalizeListingFilters({ ...firstPage(filters), order });
}

export function withPage(filters: ListingFilters, page: number): ListingFilters {
  return normalizeListingFilters({ ...filters, page });
}
