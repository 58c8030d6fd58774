export { default } from '@/features/admin/pages/AdminEmployeesPage';
export { getEmployeesServerSideProps as getServerSideProps } from '@/features/admin/pages/adminEmployees.getServerSideProps';
