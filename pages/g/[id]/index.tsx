export { default } from '@/features/book/pages/WorkPage';
export { getServerSideProps } from '@/features/book/pages/work.getServerSideProps';
