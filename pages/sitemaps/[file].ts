export { default, getServerSideProps } from '@/features/seo/pages/sitemap.getServerSideProps';
