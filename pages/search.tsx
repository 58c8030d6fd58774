export { default } from '@/features/catalogue/pages/SearchPage';
export { getServerSideProps } from '@/features/catalogue/pages/search.getServerSideProps';
