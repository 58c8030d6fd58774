export { default } from '@/features/buyback/pages/TransportSelectionPage';
export { transportPageProps as getServerSideProps } from '@/features/buyback/pages/buyback.getServerSideProps';
