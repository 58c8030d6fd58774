export { default } from '@/features/payment/pages/ThankYouPage';
export { getServerSideProps } from '@/features/payment/pages/thankYou.getServerSideProps';
