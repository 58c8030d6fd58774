import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { BookResponse } from '@/contracts/works';

export const BOOK_ENDPOINT = '/adonis/v1/books/{id}';

/** SWR key; getServerSideProps seeds the fallback under the same key. */
export const bookKey = (copyId: number): string => apiPath(BOOK_ENDPOINT, { id: copyId });

/** GET /adonis/v1/books/{id}: the copy with its edition, work, other copies and (when sold) what is still available. */
export function fetchBook(client: ApiClient, copyId: number): Promise<BookResponse> {
  return apiRequest(client, { url: BOOK_ENDPOINT, params: { id: copyId } });
}

export function useBook(copyId: number) {
  const locale = useLocale();
  return useSWR(bookKey(copyId), () => fetchBook(browserClient(locale), copyId));
}
