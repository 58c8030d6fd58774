export { default } from '@/features/works/pages/BookPage';
export { getServerSideProps } from '@/features/works/pages/book.getServerSideProps';
