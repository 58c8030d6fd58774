export { default } from '@/features/admin/pages/AdminCommissionPayoutsPage';
export { getServerSideProps } from '@/features/admin/pages/adminCommissionPayouts.getServerSideProps';
