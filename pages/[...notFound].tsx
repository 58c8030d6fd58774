export { default } from '@/shell/errors/NotFoundPage';
export { getServerSideProps } from '@/shell/errors/notFound.getServerSideProps';
