export { default } from '@/features/admin/pages/AdminIntakePage';
export { getIntakeServerSideProps as getServerSideProps } from '@/features/admin/pages/adminIntake.getServerSideProps';
