export { default } from '@/features/buyback/pages/ScannerSellPage';
export { sellPageProps as getServerSideProps } from '@/features/buyback/pages/buyback.getServerSideProps';
