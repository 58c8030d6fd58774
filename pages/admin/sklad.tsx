export { default } from '@/features/admin/pages/AdminWarehousePage';
export { getServerSideProps } from '@/features/admin/pages/adminWarehouse.getServerSideProps';
