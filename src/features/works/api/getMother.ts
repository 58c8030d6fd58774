import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { MotherResponse } from '@/contracts/book';

export const MOTHER_ENDPOINT = '/adonis/v1/mothers/{id}';

/** SWR key; getServerSideProps seeds the fallback under the same key. */
export const motherKey = (motherId: number): string => apiPath(MOTHER_ENDPOINT, { id: motherId });

/** GET /adonis/v1/mothers/{id}: an edition, its work and its copies in stock. */
export function fetchMother(client: ApiClient, motherId: number): Promise<MotherResponse> {
  return apiRequest(client, { url: MOTHER_ENDPOINT, params: { id: motherId } });
}

export function useMother(motherId: number) {
  const locale = useLocale();
  return useSWR(motherKey(motherId), () => fetchMother(browserClient(locale), motherId));
}
