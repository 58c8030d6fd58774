import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { CarrierPricesResponse } from '@/contracts/checkout';

export const CARRIER_PRICES_ENDPOINT = '/adonis/v1/shipping/carrier-prices';
export const carrierPricesKey = apiPath(CARRIER_PRICES_ENDPOINT);

/** GET /adonis/v1/shipping/carrier-prices: every method's price per country, in the storefront's currency. */
export function fetchCarrierPrices(client: ApiClient): Promise<CarrierPricesResponse> {
  return apiRequest(client, { url: CARRIER_PRICES_ENDPOINT });
}

/** `enabled` false: the server could not load the prices, so the page does not try again in the browser. */
export function useCarrierPrices(enabled: boolean) {
  const locale = useLocale();
  return useSWR(enabled ? carrierPricesKey : null, () => fetchCarrierPrices(browserClient(locale)), { revalidateOnFocus: false });
}
