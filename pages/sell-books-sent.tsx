export { default } from '@/features/buyback/pages/SellBooksSentPage';
export { sellPageProps as getServerSideProps } from '@/features/buyback/pages/buyback.getServerSideProps';
