/**
 * The sort choices (the eight orders of docs/product.md#sort-orders, plus relevance for text searches). The order the API
 * applies by default (relevance with a query, `new` without) is written without a sort suffix, so
 * one result set has one URL.
 */
import { SORTS, type ListingFilters, type SortName } from '@/contracts/listing-filters';
import { withSort } from './filterEdits';

export type SortChoice = SortName | 'relevance';

export function defaultSort(filters: ListingFilters): SortChoice {
  return filters.q ? 'relevance' : 'new';
}

export function sortChoices(filters: ListingFilters): SortChoice[] {
  return filters.q ? ['relevance', ...SORTS] : [...SORTS];
}

export function currentSort(filters: ListingFilters): SortChoice {
  return filters.order ?? defaultSort(filters);
}

export function filtersForSort(filters: ListingFilters, choice: SortChoice): ListingFilters {
  return withSort(filters, choice === defaultSort(filters) || choice === 'relevance' ? undefined : choice);
}

/** The value a sort form submits: '' for the default order. */
export function sortFormValue(filters: ListingFilters, choice: SortChoice): string {
  return choice === defaultSort(filters) || choice === 'relevance' ? '' : choice;
}
