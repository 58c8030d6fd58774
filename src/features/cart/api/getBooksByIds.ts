import { apiRequest, type ApiClient } from '@/lib/http';
import type { BookPriceSummary, BooksByIdsResponse } from '@/contracts/works';

export const BOOKS_BY_IDS_ENDPOINT = '/adonis/v1/books/by-book-ids';

/**
 * GET /adonis/v1/books/by-book-ids (docs/product.md#api-books): ISBNs, both prices and condition of the given copies,
 * for the cart analytics event. Unknown ids are simply missing from the answer; at most 100 per call.
 */
export async function fetchBooksByIds(client: ApiClient, copyIds: readonly number[]): Promise<BookPriceSummary[]> {
  if (copyIds.length === 0) return [];
  const body = await apiRequest<BooksByIdsResponse>(client, { url: BOOKS_BY_IDS_ENDPOINT, query: { 'bookIds': copyIds } });
  return body.data.items;
}
