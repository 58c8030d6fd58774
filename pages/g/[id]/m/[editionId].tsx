export { default } from '@/features/works/pages/EditionPage';
export { getServerSideProps } from '@/features/works/pages/edition.getServerSideProps';
