export { AppContext, useAppContext } from './AppContext';
export { AppContextProvider } from './AppContextProvider';
export { CartControllerContext, useAddToCart, useCartView, useRemovedFromCart, type CartController } from './cartController';
export { buildAppContextValue, cartViewFromSnapshot, DEFAULT_APP_CONTEXT, EMPTY_CART, type AppContextInput } from './appContextValue';
export type { AppContextValue, AppUser, CartAddFailure, CartAddOutcome, CartItem, CartSnapshot, CartView } from './types';
