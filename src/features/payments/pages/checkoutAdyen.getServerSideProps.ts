import { orderPageProps } from './orderPage.getServerSideProps';

/** /checkout/adyen?code=<paymentCode> (en, de-DE, de-AT; the proxy answers 404 elsewhere). */
export const getServerSideProps = orderPageProps('query');
