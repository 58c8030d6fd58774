export { default } from '@/features/admin/pages/AdminAccountPage';
export { getServerSideProps } from '@/features/admin/pages/adminAccount.getServerSideProps';
