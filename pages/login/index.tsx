export { default } from '@/features/login/pages/LoginPage';
export { getServerSideProps } from '@/features/login/pages/login.getServerSideProps';
