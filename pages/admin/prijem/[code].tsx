export { default } from '@/features/admin/pages/AdminIntakeBatchPage';
export { getIntakeBatchServerSideProps as getServerSideProps } from '@/features/admin/pages/adminIntake.getServerSideProps';
