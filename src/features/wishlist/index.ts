/** Wishlists: the toggle for book pages (and listing tiles), the account list and the shared list. */
export { WishlistButton, type WishlistButtonProps } from './components/WishlistButton';
export { useWishlist, fetchWishlist, wishlistKey, WISHLIST_ENDPOINT } from './api/wishlist';
export { ReadOnlyWishlist } from './components/ReadOnlyWishlist';
export { TileWishlistToggle } from './components/TileWishlistToggle';
