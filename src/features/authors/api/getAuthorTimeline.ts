import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { AuthorTimelineResponse } from '@/contracts/authors';

export const AUTHOR_TIMELINE_ENDPOINT = '/adonis/v1/authors/{id}/timeline';

/** SWR key; getServerSideProps seeds the fallback under the same key. */
export const authorTimelineKey = (id: number): string => apiPath(AUTHOR_TIMELINE_ENDPOINT, { id });

/** GET /adonis/v1/authors/{id}/timeline: the author and their works grouped by first edition year. */
export function fetchAuthorTimeline(client: ApiClient, id: number): Promise<AuthorTimelineResponse> {
  return apiRequest(client, { url: AUTHOR_TIMELINE_ENDPOINT, params: { id } });
}

export function useAuthorTimeline(id: number) {
  const locale = useLocale();
  return useSWR(authorTimelineKey(id), () => fetchAuthorTimeline(browserClient(locale), id));
}
