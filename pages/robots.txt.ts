export { default, getServerSideProps } from '@/features/seo/pages/robotsTxt.getServerSideProps';
