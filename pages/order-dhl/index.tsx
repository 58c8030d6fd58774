import { carrierPageProps } from '@/features/buyback/pages/buyback.getServerSideProps';

export { default } from '@/features/buyback/pages/CarrierPage';
export const getServerSideProps = carrierPageProps('dhl', 'base');
