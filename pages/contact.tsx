export { default } from '@/features/content/pages/ContactPage';
export { contentPageServerSideProps as getServerSideProps } from '@/features/content/pages/contentPage.getServerSideProps';
