export { default } from '@/features/works/pages/RedirectOnlyPage';
export { workRedirect as getServerSideProps } from '@/features/works/pages/redirects.getServerSideProps';
