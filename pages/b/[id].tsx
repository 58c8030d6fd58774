export { default } from '@/features/works/pages/RedirectOnlyPage';
export { bookRedirect as getServerSideProps } from '@/features/works/pages/redirects.getServerSideProps';
