export { default } from '@/features/payments/pages/ThankYouPage';
export { getServerSideProps } from '@/features/payments/pages/thankYou.getServerSideProps';
