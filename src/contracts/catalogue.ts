import { z } from 'zod';
import { moneyX100 } from './common';

export const currencyCode = z.enum(['CZK', 'EUR']);

/** A copy as shown on a tile: the storefront's currency is already picked by the API. */
export const bookTile = z.object({
  'bookId': z.number().int(),
  workId: z.number().int(),
  editionId: z.number().int(),
  title: z.string(),
  authors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  conditionId: z.number().int(),
  year: z.number().int().nullable(),
  languageId: z.number().int(),
  priceX100: moneyX100,
  /** The price before today's cut, when there was one. */
  previousPriceX100: moneyX100.nullable(),
  currency: currencyCode,
  inStock: z.boolean(),
  coverUrl: z.string(),
});
export type BookTile = z.infer<typeof bookTile>;

export const categorySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  bookCount: z.number().int().nonnegative(),
});
export type CategorySummary = z.infer<typeof categorySummary>;

/** GET /api/adonis/v1/home */
export const homeResponse = z.object({
  newlyAdded: z.array(bookTile),
  discounted: z.array(bookTile),
  categories: z.array(categorySummary),
  stats: z.object({ inStock: z.number().int().nonnegative(), addedToday: z.number().int().nonnegative() }),
});
export type HomeResponse = z.infer<typeof homeResponse>;

/** A category with its children, names and slugs in the requested storefront's language. */
export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  bookCount: number;
  /** Every storefront's slug for this category, by locale label — only with `?slugs=all`. */
  slugs?: Record<string, string>;
  children: CategoryNode[];
}
export const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    bookCount: z.number().int().nonnegative(),
    slugs: z.record(z.string(), z.string()).optional(),
    children: z.array(categoryNode),
  }),
  // The id makes OpenAPI emit a $ref for the recursion instead of expanding it forever.
).meta({ id: 'CategoryNode' });

/**
 * Query of GET /api/adonis/v1/categories: `slugs=all` adds each category's slug in every
 * storefront (for hreflang alternates and for recognising another storefront's slug); the plain
 * tree leaves them out, since pages that seed it into their HTML do not need them.
 */
export const categoriesQuery = z.object({ slugs: z.enum(['all']).optional() });
export type CategoriesQuery = z.infer<typeof categoriesQuery>;

/** GET /api/adonis/v1/categories — the whole tree; bookCount counts in-stock copies, children included. */
export const categoriesResponse = z.object({ items: z.array(categoryNode) });
export type CategoriesResponse = z.infer<typeof categoriesResponse>;
