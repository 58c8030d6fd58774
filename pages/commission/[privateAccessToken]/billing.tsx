export { default } from '@/features/commission/pages/CommissionBillingPage';
export { commissionBillingProps as getServerSideProps } from '@/features/commission/pages/commission.getServerSideProps';
