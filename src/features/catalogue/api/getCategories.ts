import type { AxiosInstance } from 'axios';
import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient } from '@/lib/http';
import { categoriesResponse, type CategoriesResponse } from '@/contracts/catalogue';

export const CATEGORIES_ENDPOINT = '/adonis/v1/categories';

/** SWR key; getServerSideProps seeds the fallback under the same key. */
export const categoriesKey = (): string => apiPath(CATEGORIES_ENDPOINT);

/** GET /adonis/v1/categories: the whole tree with in-stock counts, in the storefront's language. */
export function fetchCategories(client: AxiosInstance): Promise<CategoriesResponse> {
  return apiRequest(client, { url: CATEGORIES_ENDPOINT, schema: categoriesResponse });
}

export function useCategories() {
  const locale = useLocale();
  return useSWR(categoriesKey(), () => fetchCategories(browserClient(locale)));
}
