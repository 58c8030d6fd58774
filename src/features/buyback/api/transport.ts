import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import { transportOptions, type TransportOptions } from '@/contracts/buyback';

export const TRANSPORT_OPTIONS_ENDPOINT = '/adonis/v1/buyback/transport-options';

export const transportOptionsKey = (): string => apiPath(TRANSPORT_OPTIONS_ENDPOINT);
export function fetchTransportOptions(client: ApiClient): Promise<TransportOptions> {
  return apiRequest(client, { url: TRANSPORT_OPTIONS_ENDPOINT, schema: transportOptions });
}
/** The storefront's carriers and bookable pickup dates (seeded by the page's server props). */
export function useTransportOptions() {
  const locale = useLocale();
  return useSWR(transportOptionsKey(), () => fetchTransportOptions(browserClient(locale)));
}
