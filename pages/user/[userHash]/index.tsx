export { default } from '@/features/profiles/pages/ProfilePage';
export { profileProps as getServerSideProps } from '@/features/profiles/pages/profile.getServerSideProps';
