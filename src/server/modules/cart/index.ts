// The cart module's public face for other modules (checkout finds the request's cart; login merges the guest cart).
export { findRequestCart, mergeAnonymousCart, readCart, type CartInput } from './cart.service';
