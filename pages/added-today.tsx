export { default } from '@/features/feeds/pages/AddedTodayPage';
export { getServerSideProps } from '@/features/feeds/pages/addedToday.getServerSideProps';
