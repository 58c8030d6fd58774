export { default } from '@/features/content/pages/BlogArticlePage';
export { blogArticleServerSideProps as getServerSideProps } from '@/features/content/pages/blog.getServerSideProps';
