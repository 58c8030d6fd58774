import { apiRequest, type ApiClient } from '@/lib/http';
import { readServerFilter } from '@/contracts/saved-filters';

export const FILTERS_ENDPOINT = '/adonis/v1/users/current/filters';

/** GET users/current/filters (docs/product.md#api-filters): `languages` or `language`, read as language; null gives null. */
export async function fetchSavedFilters(client: ApiClient): Promise<number[] | null> {
  return readServerFilter(await apiRequest<unknown>(client, { url: FILTERS_ENDPOINT }));
}

/** Saves the language filter: {languages: [...]} (an empty list clears it). */
export async function saveFilters(client: ApiClient, languages: readonly number[]): Promise<void> {
  await apiRequest(client, { method: 'PUT', url: FILTERS_ENDPOINT, data: { languages: [...languages] } });
}
