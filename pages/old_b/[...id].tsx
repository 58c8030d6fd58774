export { default } from '@/features/works/pages/RedirectOnlyPage';
export { copyLegacyRedirect as getServerSideProps } from '@/features/works/pages/redirects.getServerSideProps';
