import { withShell } from '@/app-context/page/shell.server';
import { fetchOrder, orderKey } from '../api/getOrderByCode';
import { parsePaymentCode } from '../lib/paymentCodeParam';

// A type, not an interface: withShell wants props assignable to Record<string, unknown>.
export type OrderPageProps = { paymentCode: string };

/**
 * The pages about one order (thank-you, pay, payment-failed, drop-in): the payment code from the
 * query (`?code=`) or the path, the order seeded for the page's SWR hook. An unknown code is the
 * 404 page (HttpError 404 from the API).
 */
export function orderPageProps(source: 'query' | 'path') {
  return withShell<OrderPageProps>(async ({ query, params, client, seedFallback }) => {
    const paymentCode = parsePaymentCode(source === 'query' ? query.code : params?.paymentCode);
    if (!paymentCode) return { notFound: true };
    seedFallback(orderKey(paymentCode), await fetchOrder(client, paymentCode));
    return { props: { paymentCode } };
  }, { namespaces: ['checkout'] });
}
