import { editListingFilters, type ListingFilters } from '@/contracts/listing-filters';

/**
 * The filters the API is asked for: the address's own, plus the visitor's persistent languages
 * when the address carries no language filter of its own (docs/product.md#language-filter-toggle). An empty persistent list
 * means "every language".
 */
export function withPersistentLanguages(filters: ListingFilters, languages: readonly number[]): ListingFilters {
  if (filters.language || languages.length === 0) return filters;
  return editListingFilters(filters, { language: [...languages] });
}
