export { default } from '@/features/checkout/pages/PersonalPickupPage';
export { getServerSideProps } from '@/features/checkout/pages/personalPickup.getServerSideProps';
