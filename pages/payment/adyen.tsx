export { default } from '@/features/payments/pages/PaymentReturnPage';
export { adyenReturn as getServerSideProps } from '@/features/payments/pages/paymentReturn.getServerSideProps';
