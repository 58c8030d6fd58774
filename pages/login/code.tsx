export { default } from '@/features/login/pages/LoginCodePage';
export { getCodeServerSideProps as getServerSideProps } from '@/features/login/pages/login.getServerSideProps';
