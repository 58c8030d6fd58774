export { default } from '@/features/payments/pages/PaymentReturnPage';
export { comgateReturn as getServerSideProps } from '@/features/payments/pages/paymentReturn.getServerSideProps';
