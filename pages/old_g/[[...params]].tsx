export { default } from '@/features/book/pages/RedirectOnlyPage';
export { grandmotherLegacyRedirect as getServerSideProps } from '@/features/book/pages/redirects.getServerSideProps';
