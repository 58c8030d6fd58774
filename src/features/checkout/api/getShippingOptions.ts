import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { ShippingOptionsResponse } from '@/contracts/checkout';

export const SHIPPING_OPTIONS_ENDPOINT = '/adonis/v1/shipping/options';

export const shippingOptionsKey = (country: string, itemsX100: number): string =>
  apiPath(SHIPPING_OPTIONS_ENDPOINT, undefined, { country, itemsX100 });

/** GET /adonis/v1/shipping/options?country=&itemsX100=: delivery methods to a country, priced for this cart. */
export function fetchShippingOptions(client: ApiClient, country: string, itemsX100: number): Promise<ShippingOptionsResponse> {
  return apiRequest(client, { url: SHIPPING_OPTIONS_ENDPOINT, query: { country, itemsX100 } });
}

/** Not keeping the previous country's data: its methods must never be offered for another country. */
export function useShippingOptions(country: string | null, itemsX100: number) {
  const locale = useLocale();
  return useSWR(country ? shippingOptionsKey(country, itemsX100) : null, () => fetchShippingOptions(browserClient(locale), country!, itemsX100), {
    revalidateOnFocus: false,
  });
}
