export { default } from '@/features/catalogue/pages/ListingPage';
export { getServerSideProps } from '@/features/catalogue/pages/listing.getServerSideProps';
