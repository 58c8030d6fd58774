import { orderPageProps } from './orderPage.getServerSideProps';

/** /thank-you?code=<paymentCode> */
export const getServerSideProps = orderPageProps('query');
