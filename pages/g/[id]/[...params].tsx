export { default } from '@/features/works/pages/RedirectOnlyPage';
export { grandmotherRedirect as getServerSideProps } from '@/features/works/pages/redirects.getServerSideProps';
