export { default } from '@/features/admin/pages/AdminPackingPage';
export { getPackingServerSideProps as getServerSideProps } from '@/features/admin/pages/adminFulfilment.getServerSideProps';
