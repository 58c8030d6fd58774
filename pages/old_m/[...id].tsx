export { default } from '@/features/works/pages/RedirectOnlyPage';
export { motherLegacyRedirect as getServerSideProps } from '@/features/works/pages/redirects.getServerSideProps';
