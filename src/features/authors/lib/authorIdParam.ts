import { MAX_NODE_ID } from '@/contracts/paging';

/** `[authorId]` of an author URL: a positive integer in the id range, else null (the page answers 404). */
export function parseAuthorIdParam(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_NODE_ID ? id : null;
}

/**
 * Old author links put the id first and anything after it (`/a/123/old-slug`, `/a/123-old-slug/x`):
 * the leading digits of the first segment are the id.
 */
export function legacyAuthorId(segments: string | string[] | undefined): number | null {
  const first = Array.isArray(segments) ? segments[0] : segments;
  const digits = first?.match(/^([1-9][0-9]{0,9})(?:-|$)/)?.[1];
  return parseAuthorIdParam(digits);
}
