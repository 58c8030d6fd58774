export { default } from '@/features/content/pages/BooksConditionPage';
export { contentPageServerSideProps as getServerSideProps } from '@/features/content/pages/contentPage.getServerSideProps';
