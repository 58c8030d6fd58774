import { useDebounced } from '@/lib/useDebounced';
import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import { suggestResponse, type SuggestResponse } from '@/contracts/listing';
import { workResponse, type WorkResponse } from '@/contracts/works';

// The catalogue's own calls, asked directly (ADR 0017: a page that needs a neighbour's data asks
// the API itself), so the selling pages carry none of the catalogue's or book pages' code.
const SUGGEST_ENDPOINT = '/adonis/v1/search/suggest';
const WORK_ENDPOINT = '/adonis/v1/grandmothers/{id}';

/** Titles in our catalogue matching what the seller types (every language: we buy them all). */
export function useTitleSuggestions(text: string) {
  const locale = useLocale();
  const q = useDebounced(text.trim().replace(/\s+/g, ' '), 250);
  return useSWR<SuggestResponse>(q.length >= 2 ? apiPath(SUGGEST_ENDPOINT, undefined, { q }) : null,
    () => apiRequest(browserClient(locale), { url: SUGGEST_ENDPOINT, query: { q }, schema: suggestResponse }),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false });
}

export function fetchWorkEditions(client: ApiClient, workId: number): Promise<WorkResponse> {
  return apiRequest(client, { url: WORK_ENDPOINT, params: { id: workId }, schema: workResponse });
}

/** A work's editions, to pick the one on the seller's shelf (its ISBN is what we quote). */
export function useWorkEditions(workId: number | null) {
  const locale = useLocale();
  return useSWR(workId ? apiPath(WORK_ENDPOINT, { id: workId }) : null, () => fetchWorkEditions(browserClient(locale), workId!));
}
