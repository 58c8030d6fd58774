import { apiRequest, type ApiClient } from '@/lib/http';
import type { AddCartItemsBody, CartData } from '@/contracts/cart';

export const CART_ITEMS_ENDPOINT = '/adonis/v1/cart/items';

/**
 * POST /adonis/v1/cart/items (docs/product.md#api-cart) with `{requests: [{type: 'book', productId}]}`. All or
 * nothing: one copy that is sold or held elsewhere is a 409 BOOK_NOT_AVAILABLE naming it.
 * A change, not a read: no SWR key or hook — the cart context calls it and then refetches.
 */
export function addCartItems(client: ApiClient, productIds: readonly number[]): Promise<CartData> {
  const body: AddCartItemsBody = { requests: productIds.map((productId) => ({ type: 'book', productId })) };
  return apiRequest(client, { method: 'POST', url: CART_ITEMS_ENDPOINT, data: body });
}
