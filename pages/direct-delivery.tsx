export { default } from '@/features/checkout/pages/DirectDeliveryPage';
export { getServerSideProps } from '@/features/checkout/pages/directDelivery.getServerSideProps';
