export { default } from '@/features/commission/pages/CommissionSharePage';
export { commissionShareProps as getServerSideProps } from '@/features/commission/pages/commission.getServerSideProps';
