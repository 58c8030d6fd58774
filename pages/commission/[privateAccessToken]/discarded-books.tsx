export { default } from '@/features/commission/pages/CommissionDiscardedPage';
export { commissionDiscardedProps as getServerSideProps } from '@/features/commission/pages/commission.getServerSideProps';
