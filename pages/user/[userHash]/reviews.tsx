export { default } from '@/features/profile/pages/ProfileReviewsPage';
export { profileProps as getServerSideProps } from '@/features/profile/pages/profile.getServerSideProps';
