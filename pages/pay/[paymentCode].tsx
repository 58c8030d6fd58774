export { default } from '@/features/payment/pages/PayPage';
export { getServerSideProps } from '@/features/payment/pages/pay.getServerSideProps';
