export { default } from '@/features/content/pages/ShippingPage';
export { shippingServerSideProps as getServerSideProps } from '@/features/content/pages/shipping.getServerSideProps';
