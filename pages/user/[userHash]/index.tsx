export { default } from '@/features/profile/pages/ProfilePage';
export { profileProps as getServerSideProps } from '@/features/profile/pages/profile.getServerSideProps';
