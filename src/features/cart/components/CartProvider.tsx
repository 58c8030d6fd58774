import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { currencyFor, type Locale } from '@/i18n/locales';
import { browserClient } from '@/lib/http';
import { pushToDataLayer } from '@/lib/analytics/dataLayer';
import type { CartData, RemovedCartItem } from '@/contracts/cart';
import { mayHaveCart } from '@/contracts/session-cookies';
import { CartControllerContext, EMPTY_CART, type CartView } from '@/app-context/context';
import { useCartData } from '../api/getCartData';
import { createCartActions } from '../lib/cartActions';
import { mergeRemoved } from '../lib/removedItems';

const NOTHING_REMOVED: readonly RemovedCartItem[] = [];

interface CartProviderProps {
  locale: Locale;
  /** The cart the server read for this page (page props `cart`, or the SWR fallback under the cart key). */
  seed?: CartData;
  /** A login or logout merges or swaps the cart on the server; a change of user refetches it. */
  userId?: number | null;
  children: ReactNode;
}

const browserMayHaveCart = () => typeof document !== 'undefined' && mayHaveCart(document.cookie);

/**
 * Keeps the cart from GET /adonis/v1/cart/data in SWR (one cache entry shared with the cart page)
 * and offers the docs/product.md#cart-actions actions. A seeded page needs no request on load; an unseeded one (a page
 * from the anonymous HTML cache) fetches once in the browser, if the browser may hold a cart at all (the cart or
 * logged-in hint cookie): a first visit asks for nothing and loads no API client (docs/adr/0027).
 */
export function CartProvider({ locale, seed, userId = null, children }: CartProviderProps) {
  const { data, mutate } = useCartData({ fallbackData: seed, revalidateOnMount: seed === undefined && browserMayHaveCart() });
  const states = useTranslations('book-states');

  // A page navigated to in the browser brings a fresh server read; it wins over the cache.
  useEffect(() => {
    if (seed) void mutate(seed, { revalidate: false });
  }, [seed, mutate]);

  const previousUser = useRef(userId);
  useEffect(() => {
    if (previousUser.current === userId) return;
    previousUser.current = userId;
    void mutate();
  }, [userId, mutate]);

  const [removed, setRemoved] = useState<readonly RemovedCartItem[]>(() => seed?.removed ?? NOTHING_REMOVED);
  useEffect(() => {
    if (data?.removed.length) setRemoved((seen) => mergeRemoved(seen, data.removed));
  }, [data?.removed]);
  const dismissRemoved = useCallback(() => setRemoved(NOTHING_REMOVED), []);

  const latest = useRef(data);
  useEffect(() => {
    latest.current = data;
  }, [data]);

  const actions = useMemo(
    () =>
      createCartActions({
        client: browserClient(locale),
        currency: currencyFor(locale).code,
        conditionTitle: (id) => (states.has(String(id)) ? states(String(id)) : String(id)),
        currentCart: () => latest.current,
        commit: (cart) => mutate(cart, { revalidate: false }),
        push: pushToDataLayer,
      }),
    [locale, states, mutate],
  );

  const view = useMemo<CartView>(
    () => ({
      items: data?.items ?? EMPTY_CART.items,
      totalX100: data?.priceTotalX100 ?? 0,
      add: async (productId) => (await actions.add(productId)).ok,
      remove: actions.remove,
    }),
    [data, actions],
  );

  const value = useMemo(
    () => ({ view, addWithOutcome: actions.add, removed, dismissRemoved }),
    [view, actions, removed, dismissRemoved],
  );
  return <CartControllerContext.Provider value={value}>{children}</CartControllerContext.Provider>;
}
