export { default } from '@/features/content/pages/BlogIndexPage';
export { blogIndexServerSideProps as getServerSideProps } from '@/features/content/pages/blog.getServerSideProps';
