export { default } from '@/features/feeds/pages/CategoryIndexPage';
export { getServerSideProps } from '@/features/feeds/pages/categoryIndex.getServerSideProps';
