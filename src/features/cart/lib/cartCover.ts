import { apiPath } from '@/lib/http';

export const COVER_ENDPOINT = '/adonis/v1/covers/{file}';

/**
 * A work's generated cover. Cart lines carry the grandmother id but no cover URL (the cart
 * contract has none), so the URL is built from the API's cover route, on the same API base the
 * browser client uses.
 */
export function cartCoverUrl(workId: number): string {
  const base = process.env.NEXT_PUBLIC_API_BASE_URL || '/api';
  return base + apiPath(COVER_ENDPOINT, { file: `${workId}.svg` });
}
