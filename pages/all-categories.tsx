export { default } from '@/features/catalogue/pages/AllCategoriesPage';
export { getServerSideProps } from '@/features/catalogue/pages/allCategories.getServerSideProps';
