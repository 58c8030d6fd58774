import { apiPath } from '@/lib/http';

/**
 * The cart's SWR key (GET /adonis/v1/cart/data). Revalidated here after the purchase path
 * changes the cart on the server (an order placed, copies gone, an order extended).
 */
export const CART_DATA_KEY = apiPath('/adonis/v1/cart/data');
