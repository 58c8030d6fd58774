export { default } from '@/features/admin/pages/AdminOrdersPage';
export { getServerSideProps } from '@/features/admin/pages/adminOrders.getServerSideProps';
