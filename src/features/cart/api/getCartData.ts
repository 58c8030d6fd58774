import useSWR, { type SWRConfiguration } from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { CartData } from '@/contracts/cart';

export const CART_DATA_ENDPOINT = '/adonis/v1/cart/data';

/** SWR key; getServerSideProps seeds the fallback under the same key. */
export const cartDataKey = (): string => apiPath(CART_DATA_ENDPOINT);

/** GET /adonis/v1/cart/data (docs/product.md#api-cart): the visitor's cart in the currency of the Accept-Language locale. */
export function fetchCartData(client: ApiClient): Promise<CartData> {
  return apiRequest(client, { url: CART_DATA_ENDPOINT });
}

/** The cart as SWR keeps it; every consumer (header, cart page, context) shares this one cache entry. */
export function useCartData(options?: SWRConfiguration<CartData>) {
  const locale = useLocale();
  return useSWR(cartDataKey(), () => fetchCartData(browserClient(locale)), options);
}
