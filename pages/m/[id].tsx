export { default } from '@/features/works/pages/RedirectOnlyPage';
export { motherRedirect as getServerSideProps } from '@/features/works/pages/redirects.getServerSideProps';
