export { default } from '@/features/buyback/pages/SellBooksPage';
export { sellPageProps as getServerSideProps } from '@/features/buyback/pages/buyback.getServerSideProps';
