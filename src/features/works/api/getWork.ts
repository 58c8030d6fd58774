import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { WorkResponse } from '@/contracts/works';

export const WORK_ENDPOINT = '/adonis/v1/grandmothers/{id}';

/** SWR key; getServerSideProps seeds the fallback under the same key. */
export const workKey = (workId: number): string => apiPath(WORK_ENDPOINT, { id: workId });

/** GET /adonis/v1/grandmothers/{id}: a work with every edition and its copies in stock. */
export function fetchWork(client: ApiClient, workId: number): Promise<WorkResponse> {
  return apiRequest(client, { url: WORK_ENDPOINT, params: { id: workId } });
}

export function useWork(workId: number) {
  const locale = useLocale();
  return useSWR(workKey(workId), () => fetchWork(browserClient(locale), workId));
}
