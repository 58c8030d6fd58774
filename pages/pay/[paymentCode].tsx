export { default } from '@/features/payments/pages/PayPage';
export { getServerSideProps } from '@/features/payments/pages/pay.getServerSideProps';
