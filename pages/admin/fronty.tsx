export { default } from '@/features/admin/pages/AdminQueuesPage';
export { getQueuesServerSideProps as getServerSideProps } from '@/features/admin/pages/adminWarehouse.getServerSideProps';
