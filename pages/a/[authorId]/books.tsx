export { default } from '@/features/authors/pages/AuthorBooksPage';
export { getServerSideProps } from '@/features/authors/pages/authorBooks.getServerSideProps';
