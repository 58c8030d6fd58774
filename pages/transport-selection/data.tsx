export { default } from '@/features/buyback/pages/TransportDataPage';
export { transportPageProps as getServerSideProps } from '@/features/buyback/pages/buyback.getServerSideProps';
