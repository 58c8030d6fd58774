export { default } from '@/features/commission/pages/CommissionBooksPage';
export { commissionBooksProps as getServerSideProps } from '@/features/commission/pages/commission.getServerSideProps';
