import { apiRequest, type ApiClient } from '@/lib/http';
import type { CategoriesResponse } from '@/contracts/catalogue';
import type { Locale } from '@/i18n/locales';
import { CATEGORIES_ENDPOINT } from './getCategories';

/**
 * The category tree as another storefront names it (Accept-Language of that locale): the
 * category page uses it to recognise a slug from another language and redirect to its own.
 */
export function fetchCategoriesIn(client: ApiClient, locale: Locale): Promise<CategoriesResponse> {
  return apiRequest(client, { url: CATEGORIES_ENDPOINT, headers: { 'Accept-Language': locale } });
}
