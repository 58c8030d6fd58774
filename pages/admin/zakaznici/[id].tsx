export { default } from '@/features/admin/pages/AdminCustomerPage';
export { getCustomerServerSideProps as getServerSideProps } from '@/features/admin/pages/adminSupport.getServerSideProps';
