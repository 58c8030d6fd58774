export { default } from '@/features/admin/pages/AdminDiscardsPage';
export { getDiscardsServerSideProps as getServerSideProps } from '@/features/admin/pages/adminWarehouseDesks.getServerSideProps';
