export { default } from '@/features/works/pages/CopyPage';
export { getServerSideProps } from '@/features/works/pages/copy.getServerSideProps';
