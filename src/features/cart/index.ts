/**
 * The cart's API calls, logic and CartProvider (composed by the shell's App). The page
 * (pages/cart.tsx) imports its view directly, so the shell's bundle does not carry it.
 */
export { CART_DATA_ENDPOINT, cartDataKey, fetchCartData, useCartData } from './api/getCartData';
export { CART_ITEMS_ENDPOINT, addCartItems } from './api/addCartItems';
export { CART_ITEM_ENDPOINT, removeCartItem } from './api/removeCartItem';
export { CART_ENDPOINT, clearCart } from './api/clearCart';
export { createCartActions, type CartActions, type CartActionsDeps, type CartAddOutcome } from './lib/cartActions';
export { addFailureReason, type CartAddFailure } from './lib/addFailure';
export { cartUpdateEvent, type CartAction, type CartUpdateEvent, type UpdatedBookSource } from './lib/cartUpdateEvent';
export { mergeRemoved } from './lib/removedItems';
export { CartProvider } from './components/CartProvider';
export { BOOKS_BY_IDS_ENDPOINT, fetchBooksByIds } from './api/getBooksByIds';
