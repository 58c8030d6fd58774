export { default } from '@/features/book/pages/RedirectOnlyPage';
export { grandmotherRedirect as getServerSideProps } from '@/features/book/pages/redirects.getServerSideProps';
