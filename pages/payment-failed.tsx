export { default } from '@/features/payments/pages/PaymentFailedPage';
export { getServerSideProps } from '@/features/payments/pages/paymentFailed.getServerSideProps';
