export { default } from '@/features/admin/pages/AdminEmployeePage';
export { getEmployeeServerSideProps as getServerSideProps } from '@/features/admin/pages/adminEmployees.getServerSideProps';
