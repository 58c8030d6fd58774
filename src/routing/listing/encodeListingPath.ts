/**
 * Filters → segments of `/p/[[...filters]]` (decoded strings, as Next hands them to the page and
 * as the route table fills them). Fixed order (docs/product.md#catalogue-url): edge-type names alphabetically, then q,
 * category, author, publisher, language, binding, condition, instock, price, year, mother, user,
 * page; the sort suffix on the last segment; an order alone is the single segment ".{sort}".
 */
import {
  FILTER_FIELDS,
  formatFilterText,
  normalizeListingFilters,
  type ListingFilters,
  type TextFilterKey,
} from '@/contracts/listing-filters';
import { encodePublishersSegment } from './publishersSegment';
import { appendSortSuffix } from './sortSuffix';

export function encodeListingPath(input: ListingFilters): string[] {
  const filters = normalizeListingFilters(input);
  const segments: string[] = [];
  // Sorted here, not by key insertion: objects list integer-like keys ("2", "10") first.
  const edgeNames = Object.keys(filters.edges ?? {}).sort((a, b) => (a < b ? -1 : 1));
  for (const name of edgeNames) segments.push(name, filters.edges![name]);
  for (const { key, name } of FILTER_FIELDS) {
    const value = filters[key];
    if (value === undefined) continue;
    segments.push(
      name,
      key === 'publishers'
        ? encodePublishersSegment(value as string[])
        : formatFilterText(key, value as NonNullable<ListingFilters[TextFilterKey]>),
    );
  }
  const last = appendSortSuffix(segments.pop() ?? '', filters.order);
  if (last !== '') segments.push(last);
  return segments;
}
