export { default } from '@/features/cart/pages/CartPage';
export { getServerSideProps } from '@/features/cart/pages/cart.getServerSideProps';
