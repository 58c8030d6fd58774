// The wishlist module's public face for other modules.
export { readOnlyWishlist } from './wishlist.service';
