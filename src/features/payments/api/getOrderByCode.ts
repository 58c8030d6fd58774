import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { PublicOrder } from '@/contracts/orders';

export const ORDER_BY_CODE_ENDPOINT = '/adonis/v1/orders/by-code/{paymentCode}';

/** SWR key; the pages' getServerSideProps seed the fallback under the same key. */
export const orderKey = (paymentCode: string): string => apiPath(ORDER_BY_CODE_ENDPOINT, { paymentCode });

/** GET /adonis/v1/orders/by-code/{paymentCode}: what the thank-you, pay and payment-failed pages show. */
export function fetchOrder(client: ApiClient, paymentCode: string): Promise<PublicOrder> {
  return apiRequest(client, { url: ORDER_BY_CODE_ENDPOINT, params: { paymentCode } });
}

export function useOrder(paymentCode: string) {
  const locale = useLocale();
  return useSWR(orderKey(paymentCode), () => fetchOrder(browserClient(locale), paymentCode));
}
