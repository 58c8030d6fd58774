export { default } from '@/features/account/pages/AccountDetailsPage';
export { accountBasicProps as getServerSideProps } from '@/features/account/pages/account.getServerSideProps';
