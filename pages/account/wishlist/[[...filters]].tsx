export { default } from '@/features/wishlist/pages/AccountWishlistPage';
export { accountWishlistProps as getServerSideProps } from '@/features/wishlist/pages/wishlist.getServerSideProps';
