// The cart module's public face for other modules (checkout finds the request's cart; login merges the guest cart).
export { findRequestCart, mergeAnonymousCart, readCart, type CartInput } from './cart.service';
// Checkout reads the cart's lines and empties it in the order's transaction.
export { findBookLines, findCartLines, removeCartItems } from './cart.repository';
export { classifyCartLines } from './cart-lines';
