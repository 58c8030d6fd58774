export { default } from '@/features/payments/pages/OrderConfirmPage';
export { getServerSideProps } from '@/features/payments/pages/orderConfirm.getServerSideProps';
