import { MAX_COPY_ID, MAX_WORK_ID } from '@/contracts/work-constants';

/**
 * Ids in book URLs. Anything that is not a positive integer within the column's range is "no such
 * page" (404) — never a request the API would reject with a 400.
 */
const DIGITS = /^\d{1,16}$/;

function parseId(value: unknown, max: number): number | null {
  if (typeof value !== 'string' || !DIGITS.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= max ? id : null;
}

/** A work (grandmother) or edition (mother) id. */
export const parseWorkId = (value: unknown): number | null => parseId(value, MAX_WORK_ID);

/** A copy (book) id. */
export const parseCopyId = (value: unknown): number | null => parseId(value, MAX_COPY_ID);

/** Old links carry the id somewhere among their segments (`/old_b/nazev/12345`): the first all-digit one wins. */
export function firstNumericSegment(segments: string | string[] | undefined): string | undefined {
  const list = segments === undefined ? [] : Array.isArray(segments) ? segments : [segments];
  return list.find((segment) => /^\d+$/.test(segment));
}
