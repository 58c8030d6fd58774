export { default } from '@/features/works/pages/RedirectOnlyPage';
export { grandmotherLegacyRedirect as getServerSideProps } from '@/features/works/pages/redirects.getServerSideProps';
