import { MAX_PAGE } from '@/contracts/paging';

/**
 * `?page=` of a paginated storefront page: absent → 1; a positive integer up to MAX_PAGE → that;
 * anything else (0, "2x", repeated) → null, and the page answers 404 rather than guessing.
 */
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (Array.isArray(value) || !/^[1-9][0-9]{0,4}$/.test(value)) return null;
  const page = Number(value);
  return page <= MAX_PAGE ? page : null;
}

/** Page 1 is the bare URL (one canonical address per list); later pages carry `?page=`. */
export function pageQuery(page: number): { page?: number } {
  return page > 1 ? { page } : {};
}

/** A page number past the last page of a non-empty list does not exist. */
export function isPastLastPage(page: number, pageCount: number): boolean {
  return page > 1 && page > pageCount;
}
