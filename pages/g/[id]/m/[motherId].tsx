export { default } from '@/features/book/pages/EditionPage';
export { getServerSideProps } from '@/features/book/pages/edition.getServerSideProps';
