export { default } from '@/features/account/pages/AccountBooksPage';
export { accountBasicProps as getServerSideProps } from '@/features/account/pages/account.getServerSideProps';
