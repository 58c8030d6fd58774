import { withShell } from '@/app-context/page/shell.server';
import { fetchPaymentReturn } from '../api/getPaymentReturn';
import { readReturnQuery, returnDestination, type ReturnPage } from '../lib/paymentReturn';

/**
 * The provider sends the shopper back here. The API asks the provider (never trusting the query
 * alone), then the shopper is redirected to the thank-you or payment-failed page. An unknown
 * payment is a 404 from the API, shown as the 404 page.
 */
function paymentReturn(page: ReturnPage) {
  return withShell(async ({ query, client, locale }) => {
    const payment = readReturnQuery(page, query);
    if (!payment) return { notFound: true };
    const result = await fetchPaymentReturn(client, payment.provider, payment.ref, payment.extra);
    return { redirect: { destination: returnDestination(result, locale), permanent: false } };
  }, { namespaces: ['checkout.paymentReturn'] });
}

export const comgateReturn = paymentReturn('comgate');
export const adyenReturn = paymentReturn('adyen');
