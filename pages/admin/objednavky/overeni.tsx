export { default } from '@/features/admin/pages/AdminVerifyPage';
export { getVerifyServerSideProps as getServerSideProps } from '@/features/admin/pages/adminFulfilment.getServerSideProps';
