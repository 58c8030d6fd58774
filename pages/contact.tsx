export { default } from '@/features/content/pages/ContactPage';
export { contactPageServerSideProps as getServerSideProps } from '@/features/content/pages/contentPage.getServerSideProps';
