import { z } from 'zod';
import { bookTile, currencyCode } from './catalogue';
import { SORTS } from './listing-filters';
import { listingFiltersSchema } from './listing-filters.schema';

/**
 * GET /api/adonis/v1/listing?<toApiQuery(filters)>&order=<sort>
 * One page of copies matching the filters, with facet counts. Listing results are copies
 * (each unique, with its own condition and price); by default only copies in stock.
 */
export const LISTING_PAGE_SIZE = 24;

const countItem = z.object({ id: z.number().int(), count: z.number().int().nonnegative() });
const namedCount = countItem.extend({ name: z.string() });

export const listingFacets = z.object({
  /** Categories with copies in the result (counted over every filter but the category one). */
  categories: z.array(namedCount.extend({ slug: z.string(), parentId: z.number().int().nullable() })),
  /** The authors with the most copies (top 30). */
  authors: z.array(namedCount),
  /** The publishers with the most copies (top 30); the publisher filter is by name. */
  publishers: z.array(z.object({ name: z.string(), count: z.number().int().nonnegative() })),
  language: z.array(countItem),
  binding: z.array(countItem),
  conditions: z.array(countItem),
  /** id 1 = in stock, 0 = sold. */
  instock: z.array(countItem),
  /** Whole units of the storefront currency; null when nothing matches. */
  price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  year: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type ListingFacets = z.infer<typeof listingFacets>;

export const listingResponse = z.object({
  items: z.array(bookTile),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
  /** The sort applied: the requested one, else relevance for text searches and `new` otherwise. */
  order: z.union([z.enum(SORTS), z.literal('relevance')]),
  currency: currencyCode,
  facets: listingFacets,
  /** The filters as the server understood them (normalized). */
  filters: listingFiltersSchema,
});
export type ListingResponse = z.infer<typeof listingResponse>;

/** GET /api/adonis/v1/search/suggest?q= — header autocomplete. */
export const suggestResponse = z.object({
  titles: z.array(z.object({ workId: z.number().int(), title: z.string(), author: z.string().nullable() })),
  authors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
});
export type SuggestResponse = z.infer<typeof suggestResponse>;
