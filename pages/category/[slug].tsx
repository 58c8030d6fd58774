export { default } from '@/features/catalogue/pages/CategoryPage';
export { getServerSideProps } from '@/features/catalogue/pages/category.getServerSideProps';
