export { default } from '@/features/payment/pages/PaymentReturnPage';
export { adyenReturn as getServerSideProps } from '@/features/payment/pages/paymentReturn.getServerSideProps';
