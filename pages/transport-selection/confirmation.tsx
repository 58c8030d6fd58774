export { default } from '@/features/buyback/pages/TransportConfirmationPage';
export { transportPageProps as getServerSideProps } from '@/features/buyback/pages/buyback.getServerSideProps';
