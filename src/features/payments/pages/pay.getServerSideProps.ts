import { orderPageProps } from './orderPage.getServerSideProps';

/** /pay/[paymentCode] */
export const getServerSideProps = orderPageProps('path');
