export { default } from '@/features/payment/pages/PaymentReturnPage';
export { comgateReturn as getServerSideProps } from '@/features/payment/pages/paymentReturn.getServerSideProps';
