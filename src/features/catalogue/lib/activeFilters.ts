/**
 * The filters in force on a listing, one entry per removable value, in the path's fixed order
 * (docs/product.md#catalogue-url) — the chips above the results and the empty state's suggestions both read this.
 */
import { FILTER_FIELDS, isIdListKey, type IdListKey, type ListingFilters, type ListingRange } from '@/contracts/listing-filters';
import { toggleId, togglePublisher, withoutEdge, withoutFilter, type RangeKey } from './filterEdits';

export type ActiveFilter =
  | { kind: 'q'; value: string; without: ListingFilters }
  | { kind: 'id'; key: IdListKey; id: number; without: ListingFilters }
  | { kind: 'publisher'; name: string; without: ListingFilters }
  | { kind: 'range'; key: RangeKey; range: ListingRange; without: ListingFilters }
  | { kind: 'mother'; id: number; without: ListingFilters }
  | { kind: 'user'; value: string; without: ListingFilters }
  | { kind: 'edge'; name: string; value: string; without: ListingFilters };

export function activeFilters(filters: ListingFilters): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  for (const [name, value] of Object.entries(filters.edges ?? {})) {
    out.push({ kind: 'edge', name, value, without: withoutEdge(filters, name) });
  }
  for (const { key } of FILTER_FIELDS) {
    if (key === 'q' && filters.q) out.push({ kind: 'q', value: filters.q, without: withoutFilter(filters, 'q') });
    else if (key === 'publishers') {
      for (const name of filters.publishers ?? []) out.push({ kind: 'publisher', name, without: togglePublisher(filters, name) });
    } else if (isIdListKey(key)) {
      for (const id of filters[key] ?? []) out.push({ kind: 'id', key, id, without: toggleId(filters, key, id) });
    } else if ((key === 'price' || key === 'year') && filters[key]) {
      out.push({ kind: 'range', key, range: filters[key], without: withoutFilter(filters, key) });
    } else if (key === 'mother' && filters.mother) out.push({ kind: 'mother', id: filters.mother, without: withoutFilter(filters, 'mother') });
    else if (key === 'user' && filters.user) out.push({ kind: 'user', value: filters.user, without: withoutFilter(filters, 'user') });
  }
  return out;
}

/** How many facet values narrow the listing (the text query is not a facet). */
export function facetValueCount(filters: ListingFilters): number {
  // Counted directly: activeFilters builds each value's `without` filters, and robots asks this
  // for every facet link on a listing (issue 18). activeFilters.test.ts checks both agree.
  let count = Object.keys(filters.edges ?? {}).length;
  for (const { key } of FILTER_FIELDS) {
    if (key === 'q') continue;
    if (key === 'publishers') count += filters.publishers?.length ?? 0;
    else if (isIdListKey(key)) count += filters[key]?.length ?? 0;
    else if ((key === 'price' || key === 'year' || key === 'mother' || key === 'user') && filters[key]) count += 1;
  }
  return count;
}
