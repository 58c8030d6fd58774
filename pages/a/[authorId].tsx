export { default } from '@/features/authors/pages/AuthorPage';
export { getServerSideProps } from '@/features/authors/pages/author.getServerSideProps';
