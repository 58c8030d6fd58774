import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { DestinationCountriesResponse } from '@/contracts/checkout';

export const DESTINATION_COUNTRIES_ENDPOINT = '/adonis/v1/destination-countries';
export const destinationCountriesKey = apiPath(DESTINATION_COUNTRIES_ENDPOINT);

/** GET /adonis/v1/destination-countries: where we deliver, with regions, named in the storefront's language. */
export function fetchDestinationCountries(client: ApiClient): Promise<DestinationCountriesResponse> {
  return apiRequest(client, { url: DESTINATION_COUNTRIES_ENDPOINT });
}

export function useDestinationCountries() {
  const locale = useLocale();
  return useSWR(destinationCountriesKey, () => fetchDestinationCountries(browserClient(locale)), { revalidateOnFocus: false });
}
