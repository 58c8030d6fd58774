export { default } from '@/features/works/pages/RedirectOnlyPage';
export { copyRedirect as getServerSideProps } from '@/features/works/pages/redirects.getServerSideProps';
