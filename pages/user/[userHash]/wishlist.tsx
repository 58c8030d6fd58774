export { default } from '@/features/profile/pages/ProfileWishlistPage';
export { profileWishlistProps as getServerSideProps } from '@/features/profile/pages/profile.getServerSideProps';
