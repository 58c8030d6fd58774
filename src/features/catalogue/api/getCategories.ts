import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { CategoriesResponse } from '@/contracts/catalogue';

export const CATEGORIES_ENDPOINT = '/adonis/v1/categories';

/** SWR key; getServerSideProps seeds the fallback under the same key. */
export const categoriesKey = (languages: readonly number[] = []): string => apiPath(CATEGORIES_ENDPOINT, undefined, { language: [...languages] });

/**
 * GET /adonis/v1/categories: the whole tree with in-stock counts, in the storefront's language;
 * with `languages` (the visitor's reading languages) each count is what the category's listing finds.
 */
export function fetchCategories(client: ApiClient, languages: readonly number[] = []): Promise<CategoriesResponse> {
  return apiRequest(client, { url: CATEGORIES_ENDPOINT, query: { language: [...languages] } });
}

export function useCategories(languages: readonly number[] = []) {
  const locale = useLocale();
  return useSWR(categoriesKey(languages), () => fetchCategories(browserClient(locale), languages));
}
