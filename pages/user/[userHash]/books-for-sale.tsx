export { default } from '@/features/catalogue/pages/SellerBooksPage';
export { getServerSideProps } from '@/features/catalogue/pages/sellerBooks.getServerSideProps';
