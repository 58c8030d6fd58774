import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { GrandmotherResponse } from '@/contracts/book';

export const GRANDMOTHER_ENDPOINT = '/adonis/v1/grandmothers/{id}';

/** SWR key; getServerSideProps seeds the fallback under the same key. */
export const grandmotherKey = (grandmotherId: number): string => apiPath(GRANDMOTHER_ENDPOINT, { id: grandmotherId });

/** GET /adonis/v1/grandmothers/{id}: a work with every edition and its copies in stock. */
export function fetchGrandmother(client: ApiClient, grandmotherId: number): Promise<GrandmotherResponse> {
  return apiRequest(client, { url: GRANDMOTHER_ENDPOINT, params: { id: grandmotherId } });
}

export function useGrandmother(grandmotherId: number) {
  const locale = useLocale();
  return useSWR(grandmotherKey(grandmotherId), () => fetchGrandmother(browserClient(locale), grandmotherId));
}
