export { default } from '@/features/reviews/pages/AccountReviewsPage';
export { accountReviewsProps as getServerSideProps } from '@/features/reviews/pages/reviews.getServerSideProps';
