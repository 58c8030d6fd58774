export { default } from '@/features/admin/pages/AdminSuppliersPage';
export { getSuppliersServerSideProps as getServerSideProps } from '@/features/admin/pages/adminSuppliers.getServerSideProps';
