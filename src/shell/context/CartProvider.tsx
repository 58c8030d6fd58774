import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { currencyFor, type Locale } from '@/i18n/locales';
import { browserClient } from '@/lib/http';
import { pushToDataLayer } from '@/lib/analytics/dataLayer';
import type { CartData, RemovedCartItem } from '@/contracts/cart';
import { createCartActions, mergeRemoved, useCartData, type CartAddOutcome } from '@/features/cart';
import { cartViewFromSnapshot, EMPTY_CART } from './appContextValue';
import type { CartView } from './types';

/**
 * Everything about the cart beyond the SPEC §3 context view (which must keep its exact shape):
 * the add outcome with its reason, and the notice of copies dropped because someone bought them.
 */
export interface CartController {
  view: CartView;
  addWithOutcome: (productId: number) => Promise<CartAddOutcome>;
  /** Copies the API reported as dropped, kept until the shopper dismisses the notice. */
  removed: readonly RemovedCartItem[];
  dismissRemoved: () => void;
}

const NOTHING_REMOVED: readonly RemovedCartItem[] = [];

const OUTSIDE_PROVIDER: CartController = {
  view: cartViewFromSnapshot(EMPTY_CART),
  addWithOutcome: async () => ({ ok: false, reason: 'failed' }),
  removed: NOTHING_REMOVED,
  dismissRemoved: () => undefined,
};

const CartControllerContext = createContext<CartController>(OUTSIDE_PROVIDER);
CartControllerContext.displayName = 'CartControllerContext';

interface CartProviderProps {
  locale: Locale;
  /** The cart the server read for this page (page props `cart`, or the SWR fallback under the cart key). */
  seed?: CartData;
  /** A login or logout merges or swaps the cart on the server; a change of user refetches it. */
  userId?: number | null;
  children: ReactNode;
}

/**
 * Keeps the cart from GET /adonis/v1/cart/data in SWR (one cache entry shared with the cart page)
 * and offers the SPEC §4 actions. A seeded page needs no request on load; an unseeded one fetches
 * once in the browser.
 */
export function CartProvider({ locale, seed, userId = null, children }: CartProviderProps) {
  const { data, mutate } = useCartData({ fallbackData: seed, revalidateOnMount: seed === undefined });
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

/** The live cart view (AppContext's `cart` is this same object). */
export function useCartView(): CartView {
  return useContext(CartControllerContext).view;
}

/** Adding with the reason of a failure, for the add-to-cart button's inline message. */
export function useAddToCart(): CartController['addWithOutcome'] {
  return useContext(CartControllerContext).addWithOutcome;
}

/** Copies dropped from the cart because someone else bought them, until dismissed. */
export function useRemovedFromCart(): Pick<CartController, 'removed' | 'dismissRemoved'> {
  const { removed, dismissRemoved } = useContext(CartControllerContext);
  return { removed, dismissRemoved };
}
