import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { BookTile } from '@/contracts/catalogue';

/** The product the modal confirms, and an optional related copy offered next to it (docs/product.md#add-to-cart-modal). */
export type AddToCartCopy = BookTile;

export interface AddToCartModalValue {
  product: AddToCartCopy | null;
  upsellProduct: AddToCartCopy | null;
  /** Opens the modal for `product`; null closes it and drops the upsell too. */
  setProduct: (product: AddToCartCopy | null, upsellProduct?: AddToCartCopy | null) => void;
}

interface ModalState {
  product: AddToCartCopy | null;
  upsellProduct: AddToCartCopy | null;
}

const CLOSED: ModalState = { product: null, upsellProduct: null };

const AddToCartModalContext = createContext<AddToCartModalValue>({ ...CLOSED, setProduct: () => undefined });
AddToCartModalContext.displayName = 'AddToCartModalContext';

/** Kept apart from AppContext so opening the modal does not re-render every consumer of the shell. */
export function AddToCartModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ModalState>(CLOSED);

  const setProduct = useCallback((product: AddToCartCopy | null, upsellProduct: AddToCartCopy | null = null) => {
    // One state object, so product and upsell can never disagree (an upsell without a product).
    setState(product ? { product, upsellProduct } : CLOSED);
  }, []);

  const value = useMemo(() => ({ ...state, setProduct }), [state, setProduct]);
  return <AddToCartModalContext.Provider value={value}>{children}</AddToCartModalContext.Provider>;
}

export function useAddToCartModal(): AddToCartModalValue {
  return useContext(AddToCartModalContext);
}
