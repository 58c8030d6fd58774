import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { SeriesResponse } from '@/contracts/authors';
import { pageQuery } from '@/features/feeds';

export const SERIES_ENDPOINT = '/adonis/v1/series/by-slug/{slug}';

/** SWR key; getServerSideProps seeds the fallback under the same key. */
export const seriesKey = (slug: string, page: number): string => apiPath(SERIES_ENDPOINT, { slug }, pageQuery(page));

/** GET /adonis/v1/series/by-slug/{slug}: the series (by this storefront's slug, or another's) and one page of its works. */
export function fetchSeries(client: ApiClient, slug: string, page: number): Promise<SeriesResponse> {
  return apiRequest(client, { url: SERIES_ENDPOINT, params: { slug }, query: pageQuery(page) });
}

export function useSeries(slug: string, page: number) {
  const locale = useLocale();
  return useSWR(seriesKey(slug, page), () => fetchSeries(browserClient(locale), slug, page));
}
