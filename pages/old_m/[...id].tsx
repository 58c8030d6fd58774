export { default } from '@/features/book/pages/RedirectOnlyPage';
export { motherLegacyRedirect as getServerSideProps } from '@/features/book/pages/redirects.getServerSideProps';
