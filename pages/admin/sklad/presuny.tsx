export { default } from '@/features/admin/pages/AdminTransfersPage';
export { getTransfersServerSideProps as getServerSideProps } from '@/features/admin/pages/adminWarehouseDesks.getServerSideProps';
