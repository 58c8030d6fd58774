import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { AddedTodayResponse } from '@/contracts/feeds';
import { pageQuery } from '../lib/pageParam';

export const ADDED_TODAY_ENDPOINT = '/adonis/v1/feeds/added-today';

/** SWR key; getServerSideProps seeds the fallback under the same key. */
export const addedTodayKey = (page: number, languages: readonly number[] = []): string =>
  apiPath(ADDED_TODAY_ENDPOINT, {}, { ...pageQuery(page), language: [...languages] });

/** GET /adonis/v1/feeds/added-today: one page of copies added today, newest first. */
export function fetchAddedToday(client: ApiClient, page: number, languages: readonly number[] = []): Promise<AddedTodayResponse> {
  return apiRequest(client, { url: ADDED_TODAY_ENDPOINT, query: { ...pageQuery(page), language: [...languages] } });
}

/** `languages`: the visitor's reading languages (none: every language), as the listing filters by them. */
export function useAddedToday(page: number, languages: readonly number[] = []) {
  const locale = useLocale();
  return useSWR(addedTodayKey(page, languages), () => fetchAddedToday(browserClient(locale), page, languages));
}
