export { default } from '@/features/admin/pages/AdminInboxPage';
export { getInboxServerSideProps as getServerSideProps } from '@/features/admin/pages/adminSupport.getServerSideProps';
