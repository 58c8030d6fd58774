export { default } from '@/features/works/pages/WorkPage';
export { getServerSideProps } from '@/features/works/pages/work.getServerSideProps';
