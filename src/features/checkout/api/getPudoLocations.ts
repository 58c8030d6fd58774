import { useDebounced } from '@/lib/useDebounced';
import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { PudoLocationsResponse } from '@/contracts/checkout';

export const PUDO_LOCATIONS_ENDPOINT = '/adonis/v1/pudo-locations';
export const PUDO_SEARCH_DEBOUNCE_MS = 300;
export const PUDO_LIMIT = 20;
/** Our own branches (personal pickup), listed with the same endpoint. */
export const BRANCH_METHOD = 'bookturn-branch';

export interface PudoQuery {
  method: string;
  country: string;
  q?: string;
  limit?: number;
}

const queryOf = ({ method, country, q, limit = PUDO_LIMIT }: PudoQuery) => ({ method, country, limit, ...(q ? { q } : {}) });

export const pudoLocationsKey = (query: PudoQuery): string => apiPath(PUDO_LOCATIONS_ENDPOINT, undefined, queryOf(query));

/** GET /adonis/v1/pudo-locations?method=&country=&q=&limit=: pick-up points (or branches) matching a search. */
export function fetchPudoLocations(client: ApiClient, query: PudoQuery): Promise<PudoLocationsResponse> {
  return apiRequest(client, { url: PUDO_LOCATIONS_ENDPOINT, query: queryOf(query) });
}

/** Points of one method in one country; the search text is debounced so typing sends one request. */
export function usePudoLocations(method: string | null, country: string | null, text: string) {
  const locale = useLocale();
  const q = useDebounced(text.trim().replace(/\s+/g, ' '), PUDO_SEARCH_DEBOUNCE_MS);
  const query = method && country ? { method, country, q } : null;
  const swr = useSWR(query ? pudoLocationsKey(query) : null, () => fetchPudoLocations(browserClient(locale), query!), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  return { ...swr, settled: q === text.trim().replace(/\s+/g, ' ') };
}
