export { default } from '@/features/account/pages/AccountBillingHistoryPage';
export { accountBillingProps as getServerSideProps } from '@/features/account/pages/account.getServerSideProps';
