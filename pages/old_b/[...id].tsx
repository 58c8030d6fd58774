export { default } from '@/features/book/pages/RedirectOnlyPage';
export { bookLegacyRedirect as getServerSideProps } from '@/features/book/pages/redirects.getServerSideProps';
