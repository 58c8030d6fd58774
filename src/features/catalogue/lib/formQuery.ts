/**
 * The listing's small GET forms (sort, price range, year range) work without JavaScript: they
 * submit to the current listing path with these query fields, and getServerSideProps folds them
 * into the filters and redirects to the canonical path. With JavaScript the same function
 * computes the target in the browser.
 */
import { isSortName, LISTING_LIMITS, type ListingFilters } from '@/contracts/listing-filters';
import { withRange, withSort, type RangeKey } from './filterEdits';

export const FORM_FIELDS = {
  order: 'order',
  priceMin: 'price_min',
  priceMax: 'price_max',
  yearMin: 'year_min',
  yearMax: 'year_max',
} as const;

const RANGE_FIELDS: ReadonlyArray<readonly [RangeKey, string, string, number]> = [
  ['price', FORM_FIELDS.priceMin, FORM_FIELDS.priceMax, LISTING_LIMITS.maxPrice],
  ['year', FORM_FIELDS.yearMin, FORM_FIELDS.yearMax, LISTING_LIMITS.maxYear],
];

export type FormQuery = URLSearchParams | Partial<Record<string, string | string[]>>;

function read(query: FormQuery, name: string): string | undefined {
  if (query instanceof URLSearchParams) return query.has(name) ? (query.get(name) ?? '') : undefined;
  const value = query[name];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/** A typed bound: whole units; "12,5" or "12.5" is read as 12; anything else is empty. */
export function parseBound(text: string | undefined, max: number): number | undefined {
  const match = /^\s*(\d{1,10})(?:[.,]\d*)?\s*$/.exec(text ?? '');
  if (!match) return undefined;
  return Math.min(Number(match[1]), max);
}

export interface AppliedForm {
  filters: ListingFilters;
  /** True when any form field was present (the page then redirects to the canonical path). */
  applied: boolean;
}

export function applyFormQuery(filters: ListingFilters, query: FormQuery): AppliedForm {
  let next = filters;
  let applied = false;

  const order = read(query, FORM_FIELDS.order);
  if (order !== undefined) {
    applied = true;
    // '' (and 'relevance') mean "the default order", which the canonical path leaves out.
    next = withSort(next, isSortName(order) ? order : undefined);
  }

  for (const [key, minField, maxField, maxBound] of RANGE_FIELDS) {
    const minText = read(query, minField);
    const maxText = read(query, maxField);
    if (minText === undefined && maxText === undefined) continue;
    applied = true;
    const min = parseBound(minText, maxBound);
    const max = parseBound(maxText, maxBound);
    if (min === undefined && max === undefined) {
      next = withRange(next, key, undefined);
      continue;
    }
    // One bound typed: the other end stays open. Swapped bounds are what the visitor meant.
    const low = min ?? 0;
    const high = max ?? maxBound;
    next = withRange(next, key, { min: Math.min(low, high), max: Math.max(low, high) });
  }
  return { filters: next, applied };
}
