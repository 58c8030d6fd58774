export { default } from '@/features/works/pages/RedirectOnlyPage';
export { workLegacyRedirect as getServerSideProps } from '@/features/works/pages/redirects.getServerSideProps';
