import { z } from 'zod';
import { bookTile } from './catalogue';
import { moneyX100 } from './common';
import { pageInfo } from './authors';

export const FEED_PAGE_SIZE = 24;

/** GET /api/adonis/v1/feeds/added-today?page= — copies in stock added today (shop calendar, Europe/Prague), newest first. */
export const addedTodayResponse = pageInfo.extend({ items: z.array(bookTile) });
export type AddedTodayResponse = z.infer<typeof addedTodayResponse>;

export const discountedBook = bookTile.extend({
  /**
   * EU Omnibus rule: the lowest price of the 30 days before today's cut (never above
   * `previousPriceX100`); null when the price did not drop.
   */
  lowestPrice30DaysX100: moneyX100.nullable(),
});
export type DiscountedBook = z.infer<typeof discountedBook>;

/** GET /api/adonis/v1/feeds/discounted-today?page= — copies in stock whose price was cut today, latest cut first. */
export const discountedTodayResponse = pageInfo.extend({ items: z.array(discountedBook) });
export type DiscountedTodayResponse = z.infer<typeof discountedTodayResponse>;
