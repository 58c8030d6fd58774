export { default } from '@/features/admin/pages/AdminPaymentsPage';
export { getServerSideProps } from '@/features/admin/pages/adminPayments.getServerSideProps';
