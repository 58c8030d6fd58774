import { createContext, useContext } from 'react';
import type { RemovedCartItem } from '@/contracts/cart';
import { cartViewFromSnapshot, EMPTY_CART } from './appContextValue';
import type { CartAddOutcome, CartView } from './types';

// The cart feature's CartProvider fills this context; the app context and other features only
// read it, so they need not import the cart feature (docs/adr/0017-client-layers.md).

/**
 * Everything about the cart beyond the docs/product.md#cart context view (which must keep its exact shape):
 * the add outcome with its reason, and the notice of copies dropped because someone bought them.
 */
export interface CartController {
  view: CartView;
  addWithOutcome: (productId: number) => Promise<CartAddOutcome>;
  /** Copies the API reported as dropped, kept until the shopper dismisses the notice. */
  removed: readonly RemovedCartItem[];
  dismissRemoved: () => void;
}

const OUTSIDE_PROVIDER: CartController = {
  view: cartViewFromSnapshot(EMPTY_CART),
  addWithOutcome: async () => ({ ok: false, reason: 'failed' }),
  removed: [],
  dismissRemoved: () => undefined,
};

export const CartControllerContext = createContext<CartController>(OUTSIDE_PROVIDER);
CartControllerContext.displayName = 'CartControllerContext';

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
