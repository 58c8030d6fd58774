export { default, getServerSideProps } from '@/features/seo/pages/webManifest.getServerSideProps';
