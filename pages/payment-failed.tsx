export { default } from '@/features/payment/pages/PaymentFailedPage';
export { getServerSideProps } from '@/features/payment/pages/paymentFailed.getServerSideProps';
