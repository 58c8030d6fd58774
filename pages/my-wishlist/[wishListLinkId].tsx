export { default } from '@/features/wishlist/pages/SharedWishlistPage';
export { sharedWishlistProps as getServerSideProps } from '@/features/wishlist/pages/wishlist.getServerSideProps';
