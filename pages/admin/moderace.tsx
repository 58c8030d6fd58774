export { default } from '@/features/admin/pages/AdminModerationPage';
export { getModerationServerSideProps as getServerSideProps } from '@/features/admin/pages/adminSupport.getServerSideProps';
