export { default } from '@/features/buyback/pages/BookScannerPage';
export { sellPageProps as getServerSideProps } from '@/features/buyback/pages/buyback.getServerSideProps';
