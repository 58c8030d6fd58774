export { default } from '@/features/account/pages/AccountOverviewPage';
export { accountOverviewProps as getServerSideProps } from '@/features/account/pages/account.getServerSideProps';
