import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useLocale } from 'next-intl';
import { apiRequest, browserClient, HttpError, type ApiClient } from '@/lib/http';
import type { CartData } from '@/contracts/cart';
import { cartDataKey } from './getCartData';
import { CART_ITEM_ENDPOINT } from './removeCartItem';

/** PUT /adonis/v1/cart/items/book/{bookId}: holds a copy already in the cart again for the full hold time. */
export function renewCartItem(client: ApiClient, copyId: number): Promise<CartData> {
  return apiRequest(client, { method: 'PUT', url: CART_ITEM_ENDPOINT, params: { 'bookId': copyId } });
}

/** ok; taken: another cart or an order has the copy now (409); failed: anything else. */
export type RenewOutcome = 'ok' | 'taken' | 'failed';

/**
 * Holding a lapsed copy again, for the cart page: the answered cart goes into the shared SWR
 * entry (header, page and context follow). A failure is logged and told in place by the caller.
 */
export function useRenewCartItem(): (copyId: number) => Promise<RenewOutcome> {
  const locale = useLocale();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (copyId: number) => {
      try {
        const cart = await renewCartItem(browserClient(locale), copyId);
        await mutate(cartDataKey(), cart, { revalidate: false });
        return 'ok';
      } catch (error) {
        console.error('Failed to hold the book again', copyId, error);
        return error instanceof HttpError && error.status === 409 ? 'taken' : 'failed';
      }
    },
    [locale, mutate],
  );
}
