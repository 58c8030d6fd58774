export { default } from '@/features/works/pages/RedirectOnlyPage';
export { editionRedirect as getServerSideProps } from '@/features/works/pages/redirects.getServerSideProps';
