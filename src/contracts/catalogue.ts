import { z } from 'zod';
import { moneyX100 } from './common';

export const currencyCode = z.enum(['CZK', 'EUR']);

/** A copy as shown on a tile: the storefront's currency is already picked by the API. */
export const bookTile = z.object({
  bookId: z.number().int(),
  grandmotherId: z.number().int(),
  motherId: z.number().int(),
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
  children: CategoryNode[];
}
export const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    bookCount: z.number().int().nonnegative(),
    children: z.array(categoryNode),
  }),
  // The id makes OpenAPI emit a $ref for the recursion instead of expanding it forever.
).meta({ id: 'CategoryNode' });

/** GET /api/adonis/v1/categories — the whole tree; bookCount counts in-stock copies, children included. */
export const categoriesResponse = z.object({ items: z.array(categoryNode) });
export type CategoriesResponse = z.infer<typeof categoriesResponse>;
