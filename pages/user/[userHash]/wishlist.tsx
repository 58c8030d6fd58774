export { default } from '@/features/profiles/pages/ProfileWishlistPage';
export { profileWishlistProps as getServerSideProps } from '@/features/profiles/pages/profile.getServerSideProps';
