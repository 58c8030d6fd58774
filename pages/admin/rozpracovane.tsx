export { default } from '@/features/admin/pages/AdminInProgressPage';
export { getInProgressServerSideProps as getServerSideProps } from '@/features/admin/pages/adminFulfilment.getServerSideProps';
