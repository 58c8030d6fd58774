export { default } from '@/features/profiles/pages/ProfileReviewsPage';
export { profileProps as getServerSideProps } from '@/features/profiles/pages/profile.getServerSideProps';
