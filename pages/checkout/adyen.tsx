export { default } from '@/features/payment/pages/CheckoutAdyenPage';
export { getServerSideProps } from '@/features/payment/pages/checkoutAdyen.getServerSideProps';
