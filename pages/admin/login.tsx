export { default } from '@/features/admin/pages/AdminLoginPage';
export { getLoginServerSideProps as getServerSideProps } from '@/features/admin/pages/adminPublic.getServerSideProps';
