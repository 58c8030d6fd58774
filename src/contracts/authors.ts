import { z } from 'zod';
import { bookTile, currencyCode } from './catalogue';
import { moneyX100 } from './common';

/** One page of a longer list; `page` may lie past `pageCount` (then `items` is empty). */
export const pageInfo = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
});
export type PageInfo = z.infer<typeof pageInfo>;

export { MAX_NODE_ID, MAX_PAGE } from './paging';

export const AUTHOR_WORKS_PAGE_SIZE = 12;
export const AUTHOR_BOOKS_PAGE_SIZE = 24;
export const SERIES_WORKS_PAGE_SIZE = 24;

export const personLink = z.object({ id: z.number().int(), name: z.string() });

/**
 * A work (grandmother) with what the shop holds of it. Prices are in the storefront's currency;
 * `lowestPriceX100` is the cheapest copy in stock, null when none is.
 */
export const workSummary = z.object({
  workId: z.number().int(),
  /** The title of an edition in the storefront's languages when the shop has one, else the work's own. */
  title: z.string(),
  authors: z.array(personLink),
  /** Year of the earliest edition the shop knows. */
  firstYear: z.number().int().nullable(),
  inStockCount: z.number().int().nonnegative(),
  lowestPriceX100: moneyX100.nullable(),
  currency: currencyCode,
  coverUrl: z.string(),
});
export type WorkSummary = z.infer<typeof workSummary>;

/** Translators are author nodes too; their works are the editions they translated. */
export const authorRole = z.enum(['author', 'translator']);
export type AuthorRole = z.infer<typeof authorRole>;

export const authorProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  role: authorRole,
  birthYear: z.number().int().nullable(),
  deathYear: z.number().int().nullable(),
  /** The biography in the storefront's language, else English, else any; null when there is none. */
  biography: z.string().nullable(),
  /** Its first sentences, for the author page's header. */
  shortBiography: z.string().nullable(),
  /** BCP 47 language of `biography` (it may differ from the storefront's), for the lang attribute. */
  biographyLanguage: z.string().nullable(),
  workCount: z.number().int().nonnegative(),
  inStockCount: z.number().int().nonnegative(),
});
export type AuthorProfile = z.infer<typeof authorProfile>;

export const AUTHOR_INCLUDES = ['works', 'books'] as const;
export type AuthorInclude = (typeof AUTHOR_INCLUDES)[number];

/**
 * GET /api/adonis/v1/authors/{id}[?include=works|books&page=]
 * `works`: the author's works, those with copies in stock first, newest first edition first.
 * `books`: the copies in stock of those works, newest first.
 */
export const authorResponse = z.object({
  author: authorProfile,
  works: pageInfo.extend({ items: z.array(workSummary) }).optional(),
  books: pageInfo.extend({ items: z.array(bookTile) }).optional(),
});
export type AuthorResponse = z.infer<typeof authorResponse>;

/** GET /api/adonis/v1/authors/{id}/timeline — works grouped by first edition year, oldest first, undated last. */
export const authorTimelineResponse = z.object({
  author: authorProfile,
  years: z.array(z.object({ year: z.number().int().nullable(), works: z.array(workSummary) })),
});
export type AuthorTimelineResponse = z.infer<typeof authorTimelineResponse>;

export const seriesWork = workSummary.extend({
  /** Volume number within the series. */
  position: z.number().int(),
});
export type SeriesWork = z.infer<typeof seriesWork>;

/**
 * GET /api/adonis/v1/series/by-slug/{slug}[?page=] — locale-aware. A slug of another storefront
 * still finds its series; `series.slug` is then this storefront's own, for a redirect.
 */
export const seriesResponse = z.object({
  series: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  works: pageInfo.extend({ items: z.array(seriesWork) }),
});
export type SeriesResponse = z.infer<typeof seriesResponse>;
