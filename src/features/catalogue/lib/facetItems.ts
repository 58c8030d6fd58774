/**
 * Facet values → the links a facet group shows. Each item links to the listing with that value
 * toggled (added when absent, removed when present). A selected value the API did not count is
 * still listed, so it can always be removed where it was chosen.
 */
import type { IdListKey, ListingFilters } from '@/contracts/listing-filters';
import type { ListingFacets } from '@/contracts/listing';
import { toggleId, togglePublisher } from './filterEdits';

export interface FacetItem<V extends number | string = number> {
  value: V;
  /** null for a selected value without a count in this result. */
  count: number | null;
  selected: boolean;
  /** The filters the item's link leads to. */
  target: ListingFilters;
}

type CountedId = { id: number; count: number };

export function idFacetItems(filters: ListingFilters, key: IdListKey, counts: readonly CountedId[]): FacetItem[] {
  const selected = filters[key] ?? [];
  const items: FacetItem[] = counts.map(({ id, count }) => ({ value: id, count, selected: selected.includes(id), target: toggleId(filters, key, id) }));
  for (const id of selected) {
    if (!counts.some((c) => c.id === id)) items.push({ value: id, count: null, selected: true, target: toggleId(filters, key, id) });
  }
  return items;
}

export function publisherFacetItems(filters: ListingFilters, counts: ListingFacets['publishers']): FacetItem<string>[] {
  const selected = filters.publishers ?? [];
  const items: FacetItem<string>[] = counts.map(({ name, count }) => ({
    value: name,
    count,
    selected: selected.includes(name),
    target: togglePublisher(filters, name),
  }));
  for (const name of selected) {
    if (!counts.some((c) => c.name === name)) items.push({ value: name, count: null, selected: true, target: togglePublisher(filters, name) });
  }
  return items;
}

/** Selected first, then by count (the API's order), so the state of a long list is visible at its top. */
export function selectedFirst<V extends number | string>(items: readonly FacetItem<V>[]): FacetItem<V>[] {
  return [...items.filter((i) => i.selected), ...items.filter((i) => !i.selected)];
}
