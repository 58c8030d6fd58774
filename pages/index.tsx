export { default } from '@/features/home/pages/HomePage';
export { getServerSideProps } from '@/features/home/pages/home.getServerSideProps';
