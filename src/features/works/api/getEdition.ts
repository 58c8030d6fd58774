import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { EditionResponse } from '@/contracts/works';

export const EDITION_ENDPOINT = '/adonis/v1/mothers/{id}';

/** SWR key; getServerSideProps seeds the fallback under the same key. */
export const editionKey = (editionId: number): string => apiPath(EDITION_ENDPOINT, { id: editionId });

/** GET /adonis/v1/mothers/{id}: an edition, its work and its copies in stock. */
export function fetchEdition(client: ApiClient, editionId: number): Promise<EditionResponse> {
  return apiRequest(client, { url: EDITION_ENDPOINT, params: { id: editionId } });
}

export function useEdition(editionId: number) {
  const locale = useLocale();
  return useSWR(editionKey(editionId), () => fetchEdition(browserClient(locale), editionId));
}
