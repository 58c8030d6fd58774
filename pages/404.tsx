export { default } from '@/shell/errors/NotFoundPage';
export { getStaticProps } from '@/shell/errors/notFound.getStaticProps';
