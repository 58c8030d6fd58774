export { default } from '@/features/account/pages/AccountBooksPage';
export { accountBooksProps as getServerSideProps } from '@/features/account/pages/account.getServerSideProps';
