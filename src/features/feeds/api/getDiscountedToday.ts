import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { DiscountedTodayResponse } from '@/contracts/feeds';
import { pageQuery } from '../lib/pageParam';

export const DISCOUNTED_TODAY_ENDPOINT = '/adonis/v1/feeds/discounted-today';

/** SWR key; getServerSideProps seeds the fallback under the same key. */
export const discountedTodayKey = (page: number, languages: readonly number[] = []): string =>
  apiPath(DISCOUNTED_TODAY_ENDPOINT, {}, { ...pageQuery(page), language: [...languages] });

/** GET /adonis/v1/feeds/discounted-today: one page of copies cut today, with the 30-day lowest price. */
export function fetchDiscountedToday(client: ApiClient, page: number, languages: readonly number[] = []): Promise<DiscountedTodayResponse> {
  return apiRequest(client, { url: DISCOUNTED_TODAY_ENDPOINT, query: { ...pageQuery(page), language: [...languages] } });
}

/** `languages`: the visitor's reading languages (none: every language), as the listing filters by them. */
export function useDiscountedToday(page: number, languages: readonly number[] = []) {
  const locale = useLocale();
  return useSWR(discountedTodayKey(page, languages), () => fetchDiscountedToday(browserClient(locale), page, languages));
}
