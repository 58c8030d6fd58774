export { default } from '@/features/account/pages/AccountOrdersPage';
export { accountOrdersProps as getServerSideProps } from '@/features/account/pages/account.getServerSideProps';
