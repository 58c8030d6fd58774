export { default } from '@/features/content/pages/BooksConditionPage';
export { booksConditionPageServerSideProps as getServerSideProps } from '@/features/content/pages/contentPage.getServerSideProps';
