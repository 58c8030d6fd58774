export { default } from '@/features/admin/pages/AdminAuditsPage';
export { getAuditsServerSideProps as getServerSideProps } from '@/features/admin/pages/adminWarehouseDesks.getServerSideProps';
