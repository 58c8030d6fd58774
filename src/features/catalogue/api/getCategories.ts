import type { AxiosInstance } from 'axios';
import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient } from '@/lib/http';
import { categoriesResponse, type CategoriesResponse } from '@/contracts/catalogue';

export const CATEGORIES_ENDPOINT = '/adonis/v1/categories';

/** SWR key; getServerSideProps seeds the fallback under the same key. */
export const categoriesKey = (): string => apiPath(CATEGORIES_ENDPOINT);

/**
 * GET /adonis/v1/categories: the whole tree with in-stock counts, in the storefront's language;
 * `allSlugs` adds each category's slug in every storefront (`slugs`).
 */
export function fetchCategories(client: AxiosInstance, options: { allSlugs?: boolean } = {}): Promise<CategoriesResponse> {
  const query = options.allSlugs ? { slugs: 'all' } : undefined;
  return apiRequest(client, { url: CATEGORIES_ENDPOINT, query, schema: categoriesResponse });
}

export function useCategories() {
  const locale = useLocale();
  return useSWR(categoriesKey(), () => fetchCategories(browserClient(locale)));
}
