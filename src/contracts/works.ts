import { z } from 'zod';
import { bookTile, currencyCode } from './catalogue';
import { moneyX100 } from './common';

/**
 * Book pages: a work (grandmother), an edition (mother) and a copy (book), plus the by-book-ids
 * list the cart analytics uses (docs/product.md#copy-fields, #api-books). Prices arrive twice where the spec says so
 * (`priceCzkX100`/`priceEurX100`) and otherwise once, already in the storefront's currency.
 */

const id = z.number().int().positive();

export { BINDING, CONDITION, MAX_COPY_ID, MAX_COPY_IDS, MAX_WORK_ID, type BindingId } from './work-constants';

/** docs/product.md#copy-fields book (by-book-ids item): both prices, so the cart analytics can pick by locale itself. */
export const bookPriceSummary = z.object({
  'bookId': id,
  isbn13: z.string().nullable(),
  isbn10: z.string().nullable(),
  priceCzkX100: moneyX100,
  priceEurX100: moneyX100,
  conditionId: z.number().int(),
});
export type BookPriceSummary = z.infer<typeof bookPriceSummary>;

/** GET /api/adonis/v1/books/by-book-ids — unknown ids are left out; order follows the request. */
export const booksByIdsResponse = z.object({ data: z.object({ items: z.array(bookPriceSummary) }) });
export type BooksByIdsResponse = z.infer<typeof booksByIdsResponse>;

/** A person (author or translator) linking to the `author` route. */
export const personRef = z.object({ id, name: z.string() });
export type PersonRef = z.infer<typeof personRef>;

/** A category or series: name and slug in the storefront's language (the `category`/`series` route's slug). */
export const localizedNodeRef = z.object({ id, name: z.string(), slug: z.string() });
export type LocalizedNodeRef = z.infer<typeof localizedNodeRef>;

export const seriesRef = localizedNodeRef.extend({
  /** The work's volume number in the series, when known. */
  volume: z.number().int().positive().nullable(),
});
export type SeriesRef = z.infer<typeof seriesRef>;

/** What every book page says about the work itself. */
export const workSummary = z.object({
  workId: id,
  title: z.string(),
  description: z.string().nullable(),
  /** The language the description is written in (one text per work, whatever the storefront); null when unknown. */
  descriptionLanguageId: z.number().int().nullable(),
  originalLanguageId: z.number().int().nullable(),
  authors: z.array(personRef),
  categories: z.array(localizedNodeRef),
  series: z.array(seriesRef),
  /** Average of 1–5 stars; null when nobody has rated the work yet. */
  rating: z.object({ average: z.number(), count: z.number().int().positive() }).nullable(),
  coverUrl: z.string(),
});
export type WorkSummary = z.infer<typeof workSummary>;

/** An edition with its stock figures in the storefront's currency. */
export const editionSummary = z.object({
  editionId: id,
  workId: id,
  title: z.string(),
  subtitle: z.string().nullable(),
  isbn13: z.string().nullable(),
  isbn10: z.string().nullable(),
  publisher: personRef.nullable(),
  year: z.number().int().nullable(),
  languageId: z.number().int(),
  bindingId: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  translators: z.array(personRef),
  inStockCount: z.number().int().nonnegative(),
  /** Cheapest copy in stock; null when none is. */
  lowestPriceX100: moneyX100.nullable(),
  currency: currencyCode,
});
export type EditionSummary = z.infer<typeof editionSummary>;

/** A copy on offer, as listed on book pages (storefront currency). */
export const copyOffer = z.object({
  'bookId': id,
  workId: id,
  editionId: id,
  conditionId: z.number().int(),
  conditionNote: z.string().nullable(),
  priceX100: moneyX100,
  previousPriceX100: moneyX100.nullable(),
  currency: currencyCode,
  photoCount: z.number().int().nonnegative(),
  year: z.number().int().nullable(),
  languageId: z.number().int(),
});
export type CopyOffer = z.infer<typeof copyOffer>;

/** An edition on the work page, with its copies in stock (cheapest first, then best condition). */
export const workEdition = editionSummary.extend({ copies: z.array(copyOffer) });
export type WorkEdition = z.infer<typeof workEdition>;

/** GET /api/adonis/v1/grandmothers/{id} */
export const workResponse = workSummary.extend({
  editions: z.array(workEdition),
  inStockCount: z.number().int().nonnegative(),
  lowestPriceX100: moneyX100.nullable(),
  currency: currencyCode,
});
export type WorkResponse = z.infer<typeof workResponse>;

/** GET /api/adonis/v1/mothers/{id} */
export const editionResponse = z.object({
  edition: editionSummary,
  work: workSummary,
  copies: z.array(copyOffer),
});
export type EditionResponse = z.infer<typeof editionResponse>;

export const bookState = z.enum(['in_stock', 'sold']);
export type BookState = z.infer<typeof bookState>;

/** GET /api/adonis/v1/books/{id} */
export const bookResponse = z.object({
  'bookId': id,
  workId: id,
  editionId: id,
  state: bookState,
  conditionId: z.number().int(),
  /** The copy's defects as the shop described them. */
  conditionNote: z.string().nullable(),
  photoCount: z.number().int().nonnegative(),
  /** In the storefront's currency. */
  priceX100: moneyX100,
  previousPriceX100: moneyX100.nullable(),
  currency: currencyCode,
  priceCzkX100: moneyX100,
  priceEurX100: moneyX100,
  coverUrl: z.string(),
  edition: editionSummary,
  work: workSummary,
  /** Other copies of the same edition in stock, cheapest first, then best condition. */
  otherCopies: z.array(copyOffer),
  /** Only for a sold copy: copies of the same work (any edition) in stock; empty otherwise. */
  availableCopies: z.array(copyOffer),
});
export type BookResponse = z.infer<typeof bookResponse>;

/** Lookups for redirects (/b/[id], /m/[id], old links): where a copy, edition or work lives. */
export const catalogueRef = z.object({
  workId: id,
  editionId: id.nullable(),
  'bookId': id.nullable(),
});
export type CatalogueRef = z.infer<typeof catalogueRef>;

/** GET /api/adonis/v1/books/{id}/upsell — one more copy to offer in the add-to-cart modal, or none. */
export const upsellResponse = z.object({ item: bookTile.nullable() });
export type UpsellResponse = z.infer<typeof upsellResponse>;
