import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';

export const COPY_PHOTOS_ENDPOINT = '/adonis/v1/books/{id}/photos';
export type CopyPhotos = { items: { id: number; url: string }[] };

/** GET /adonis/v1/books/{id}/photos: the photos the intake desk took of this very copy (issue 15). */
export function fetchCopyPhotos(client: ApiClient, copyId: number): Promise<CopyPhotos> {
  return apiRequest(client, { url: COPY_PHOTOS_ENDPOINT, params: { id: copyId } });
}

export function useCopyPhotos(copyId: number | null) {
  const locale = useLocale();
  return useSWR(copyId === null ? null : apiPath(COPY_PHOTOS_ENDPOINT, { id: copyId }), () => fetchCopyPhotos(browserClient(locale), copyId!));
}
