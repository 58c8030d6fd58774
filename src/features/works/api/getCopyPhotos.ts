import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';

export const COPY_PHOTOS_ENDPOINT = '/adonis/v1/books/{id}/photos';
export type CopyPhotos = { items: { id: number; url: string }[] };

/** GET /adonis/v1/books/{id}/photos: the photos the intake desk took of this very copy (issue 15). */
export function fetchCopyPhotos(client: ApiClient, bookId: number): Promise<CopyPhotos> {
  return apiRequest(client, { url: COPY_PHOTOS_ENDPOINT, params: { id: bookId } });
}

export function useCopyPhotos(bookId: number | null) {
  const locale = useLocale();
  return useSWR(bookId === null ? null : apiPath(COPY_PHOTOS_ENDPOINT, { id: bookId }), () => fetchCopyPhotos(browserClient(locale), bookId!));
}
