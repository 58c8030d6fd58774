export { default } from '@/features/book/pages/RedirectOnlyPage';
export { motherRedirect as getServerSideProps } from '@/features/book/pages/redirects.getServerSideProps';
