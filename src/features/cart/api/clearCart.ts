import { apiRequest, type ApiClient } from '@/lib/http';
import type { CartData } from '@/contracts/cart';

export const CART_ENDPOINT = '/adonis/v1/cart';

/** DELETE /adonis/v1/cart: empties the cart and releases every hold it had. */
export function clearCart(client: ApiClient): Promise<CartData> {
  return apiRequest(client, { method: 'DELETE', url: CART_ENDPOINT });
}
