export { default } from '@/features/payment/pages/OrderConfirmPage';
export { getServerSideProps } from '@/features/payment/pages/orderConfirm.getServerSideProps';
