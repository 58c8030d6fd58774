import { apiRequest, type ApiClient } from '@/lib/http';
import type { CartData } from '@/contracts/cart';

export const CART_ITEM_ENDPOINT = '/adonis/v1/cart/items/book/{bookId}';

/** DELETE /adonis/v1/cart/items/book/{bookId} (docs/product.md#api-cart); releases the copy's hold. */
export function removeCartItem(client: ApiClient, copyId: number): Promise<CartData> {
  return apiRequest(client, { method: 'DELETE', url: CART_ITEM_ENDPOINT, params: { 'bookId': copyId } });
}
