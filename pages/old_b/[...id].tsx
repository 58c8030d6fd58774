export { default } from '@/features/works/pages/RedirectOnlyPage';
export { bookLegacyRedirect as getServerSideProps } from '@/features/works/pages/redirects.getServerSideProps';
