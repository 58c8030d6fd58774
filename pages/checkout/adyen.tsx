export { default } from '@/features/payments/pages/CheckoutAdyenPage';
export { getServerSideProps } from '@/features/payments/pages/checkoutAdyen.getServerSideProps';
