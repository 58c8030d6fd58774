export { default } from '@/features/admin/pages/AdminCustomersPage';
export { getCustomersServerSideProps as getServerSideProps } from '@/features/admin/pages/adminSupport.getServerSideProps';
