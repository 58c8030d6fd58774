export { default } from '@/features/admin/pages/AdminOrderPage';
export { getOrderServerSideProps as getServerSideProps } from '@/features/admin/pages/adminOrders.getServerSideProps';
