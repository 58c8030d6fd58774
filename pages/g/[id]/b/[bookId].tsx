export { default } from '@/features/book/pages/BookPage';
export { getServerSideProps } from '@/features/book/pages/book.getServerSideProps';
