export { AppContext, useAppContext } from './AppContext';
export { AppContextProvider } from './AppContextProvider';
export { CartProvider, useAddToCart, useCartView, useRemovedFromCart, type CartController } from './CartProvider';
export { buildAppContextValue, cartViewFromSnapshot, DEFAULT_APP_CONTEXT, EMPTY_CART, type AppContextInput } from './appContextValue';
export type { AppContextValue, AppUser, CartItem, CartSnapshot, CartView } from './types';
