import { orderPageProps } from './orderPage.getServerSideProps';

/** /payment-failed?code=<paymentCode> */
export const getServerSideProps = orderPageProps('query');
