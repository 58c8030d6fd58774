/**
 * The zod schema of a filter object (the shape `normalizeListingFilters` in listing-filters.ts
 * produces). Apart from the rest of the codec so that code which only reads or writes filters —
 * the storefront's listing links on every page — carries no zod; listing-filters.ts takes its
 * `ListingFilters` type from here.
 */
import { z } from 'zod';
import { EDGE_NAME_PATTERN, LISTING_LIMITS, SORTS, USER_PATTERN } from './listing-filters';

const id = z.number().int().min(0).max(LISTING_LIMITS.maxId);
const idList = z.array(id).min(1).max(LISTING_LIMITS.maxListItems);
const range = (max: number) =>
  z
    .object({
      min: z.number().int().min(0).max(max),
      max: z.number().int().min(0).max(max),
      includeNulls: z.boolean().optional(),
    })
    .refine((r) => r.min <= r.max, { message: 'min must not exceed max' });

/** The shape of a filter object; `normalizeListingFilters` produces the canonical one. */
export const listingFiltersSchema = z.object({
  q: z.string().min(1).max(LISTING_LIMITS.maxQueryLength).optional(),
  categories: idList.optional(),
  authors: idList.optional(),
  publishers: z.array(z.string().min(1).max(LISTING_LIMITS.maxPublisherLength)).min(1).optional(),
  language: idList.optional(),
  binding: idList.optional(),
  /** The back end's `book_state`. */
  conditions: idList.optional(),
  instock: idList.optional(),
  /** Whole units of the storefront's currency; see `priceRangeX100`. */
  price: range(LISTING_LIMITS.maxPrice).optional(),
  year: range(LISTING_LIMITS.maxYear).optional(),
  mother: id.min(1).optional(),
  user: z.string().regex(USER_PATTERN).optional(),
  page: z.number().int().min(1).max(LISTING_LIMITS.maxPage).optional(),
  order: z.enum(SORTS).optional(),
  /** Generic edge-type filters, name → value; sent to the API as `edge-type.{name}`. */
  edges: z.record(z.string().regex(EDGE_NAME_PATTERN), z.string().min(1).max(LISTING_LIMITS.maxEdgeValueLength)).optional(),
});
