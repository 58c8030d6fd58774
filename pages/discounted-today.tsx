export { default } from '@/features/feeds/pages/DiscountedTodayPage';
export { getServerSideProps } from '@/features/feeds/pages/discountedToday.getServerSideProps';
