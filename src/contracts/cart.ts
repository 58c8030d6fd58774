import { z } from 'zod';
import { moneyX100 } from './common';
import { MAX_COPY_ID } from './works';
import { UNAVAILABLE_REASONS } from './unavailable-details';

const copyId = z.number().int().positive().max(MAX_COPY_ID);
const currency = z.enum(['CZK', 'EUR']);

/** Cart cookie: an opaque random id of an anonymous cart (a customer's cart is found by session). */
export const CART_COOKIE = 'bt_cart';
/** How long a copy added to a cart stays reserved for that cart, by default (env CART_HOLD_MINUTES). */
export const DEFAULT_CART_HOLD_MINUTES = 20;
/** At most this many copies in one cart. */
export const MAX_CART_ITEMS = 50;

/** A cart line (docs/product.md#cart: productId plus the fields the cart page needs), storefront currency. */
export const cartItem = z.object({
  productId: copyId,
  type: z.literal('book'),
  'bookId': copyId,
  workId: z.number().int().positive(),
  editionId: z.number().int().positive(),
  title: z.string(),
  authors: z.array(z.string()),
  conditionId: z.number().int(),
  isbn13: z.string().nullable(),
  isbn10: z.string().nullable(),
  priceX100: moneyX100,
  currency,
  /** ISO time until which this cart holds the copy; null when the hold lapsed (it may still be free). */
  heldUntil: z.string().nullable(),
});
export type CartItemData = z.infer<typeof cartItem>;

/** A copy dropped from the cart because someone else bought it (shown once, then forgotten). */
export const removedCartItem = z.object({
  productId: copyId,
  title: z.string(),
  reason: z.enum(['sold', 'taken']),
});
export type RemovedCartItem = z.infer<typeof removedCartItem>;

/** GET /api/adonis/v1/cart/data (Accept-Language picks currency). */
export const cartData = z.object({
  items: z.array(cartItem),
  priceTotalX100: moneyX100,
  currency,
  holdMinutes: z.number().int().positive(),
  removed: z.array(removedCartItem),
});
export type CartData = z.infer<typeof cartData>;

/** POST /api/adonis/v1/cart/items — all or nothing: one unavailable copy → 409, nothing added. */
export const addCartItemsBody = z.object({
  requests: z.array(z.object({ type: z.literal('book'), productId: copyId })).min(1).max(MAX_CART_ITEMS),
});
export type AddCartItemsBody = z.infer<typeof addCartItemsBody>;

/** details of a 409 BOOK_NOT_AVAILABLE (adding to cart or checking out). */
export const unavailableDetails = z.object({
  unavailable: z.array(z.object({ productId: copyId, reason: z.enum(UNAVAILABLE_REASONS) })),
});
export type UnavailableDetails = z.infer<typeof unavailableDetails>;
