export { default } from '@/features/works/pages/RedirectOnlyPage';
export { editionLegacyRedirect as getServerSideProps } from '@/features/works/pages/redirects.getServerSideProps';
