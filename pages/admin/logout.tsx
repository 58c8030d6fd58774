export { default } from '@/features/admin/pages/AdminLogoutPage';
export { getLogoutServerSideProps as getServerSideProps } from '@/features/admin/pages/adminPublic.getServerSideProps';
