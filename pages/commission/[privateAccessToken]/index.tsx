export { default } from '@/features/commission/pages/CommissionOverviewPage';
export { commissionOverviewProps as getServerSideProps } from '@/features/commission/pages/commission.getServerSideProps';
