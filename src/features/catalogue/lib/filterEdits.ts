/**
 * Pure edits of a listing's filters, one per facet action. Every edit that changes what is shown
 * starts again at page 1 (a page number belongs to one result set), and every result is
 * normalized, so links built from it are already canonical. Edits of a normalized object
 * normalize only what they change (editListingFilters): a listing makes one per facet value.
 */
import {
  editListingFilters, normalizeListingFilters, type IdListKey, type ListingFilters, type ListingFiltersChanges, type ListingRange, type SortName,
} from '@/contracts/listing-filters';

export type RangeKey = 'price' | 'year';

/** An edit that changes what is shown: back to page 1. */
function editOnFirstPage(filters: ListingFilters, changes: ListingFiltersChanges): ListingFilters {
  return editListingFilters(filters, { ...changes, page: undefined });
}

/** A facet value link: adds the id when absent, removes it when present. */
export function toggleId(filters: ListingFilters, key: IdListKey, id: number): ListingFilters {
  const ids = filters[key] ?? [];
  const next = ids.includes(id) ? ids.filter((existing) => existing !== id) : [...ids, id];
  return editOnFirstPage(filters, { [key]: next });
}

/**
 * A category facet link. Adding a category drops the selected ones above or below it in the
 * tree (`parentOf`: id → parent id, from the facet): the categories filter is an OR over
 * subtrees, so "A or its subcategory B" is all of A, and the page would find A's count instead
 * of the count shown next to B (issue 17: a facet said 324, its page found 330). Choosing B on
 * A's page narrows to B; removing works as toggleId.
 */
export function toggleCategory(filters: ListingFilters, id: number, parentOf: ReadonlyMap<number, number | null>): ListingFilters {
  const selected = filters.categories ?? [];
  if (selected.includes(id)) return toggleId(filters, 'categories', id);
  const ancestorsOf = (start: number): Set<number> => {
    const found = new Set<number>();
    for (let at = parentOf.get(start) ?? null; at !== null && !found.has(at); at = parentOf.get(at) ?? null) found.add(at);
    return found;
  };
  const above = ancestorsOf(id);
  const kept = selected.filter((other) => !above.has(other) && !ancestorsOf(other).has(id));
  return editOnFirstPage(filters, { categories: [...kept, id] });
}

export function togglePublisher(filters: ListingFilters, name: string): ListingFilters {
  const names = filters.publishers ?? [];
  const next = names.includes(name) ? names.filter((existing) => existing !== name) : [...names, name];
  return editOnFirstPage(filters, { publishers: next });
}

export function withRange(filters: ListingFilters, key: RangeKey, range: ListingRange | undefined): ListingFilters {
  return editOnFirstPage(filters, { [key]: range });
}

export function withoutEdge(filters: ListingFilters, name: string): ListingFilters {
  const edges = { ...(filters.edges ?? {}) };
  delete edges[name];
  return editOnFirstPage(filters, { edges });
}

/** Removes one whole filter (q, price, mother…). */
export function withoutFilter(filters: ListingFilters, key: Exclude<keyof ListingFilters, 'page' | 'order'>): ListingFilters {
  return editOnFirstPage(filters, { [key]: undefined });
}

/** "Remove all filters": the text search and the sort stay, everything that narrows goes. */
export function clearFacets(filters: ListingFilters): ListingFilters {
  return normalizeListingFilters({ q: filters.q, order: filters.order });
}

export function withSort(filters: ListingFilters, order: SortName | undefined): ListingFilters {
  return editOnFirstPage(filters, { order });
}

export function withPage(filters: ListingFilters, page: number): ListingFilters {
  return editListingFilters(filters, { page });
}
