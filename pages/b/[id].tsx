export { default } from '@/features/book/pages/RedirectOnlyPage';
export { bookRedirect as getServerSideProps } from '@/features/book/pages/redirects.getServerSideProps';
