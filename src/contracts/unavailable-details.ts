/**
 * Reading a 409 BOOK_NOT_AVAILABLE's details (cart.ts `unavailableDetails`) without zod: the
 * add-to-cart path runs on every page, and the storefront's first load carries no zod (issue 17
 * item 8). unavailable-details.test.ts holds this reader to the schema's verdicts.
 */
import type { UnavailableDetails } from './cart';
import { MAX_COPY_ID } from './work-constants';

export const UNAVAILABLE_REASONS = ['sold', 'held', 'not_found'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

const isReason = (value: unknown): value is UnavailableReason => (UNAVAILABLE_REASONS as readonly unknown[]).includes(value);
const isCopyId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_COPY_ID;

/** The details as `unavailableDetails.safeParse` would give them, or undefined where it fails. */
export function readUnavailableDetails(details: unknown): UnavailableDetails | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const list = (details as { unavailable?: unknown }).unavailable;
  if (!Array.isArray(list)) return undefined;
  const unavailable: UnavailableDetails['unavailable'] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) return undefined;
    const { productId, reason } = entry as Record<string, unknown>;
    if (!isCopyId(productId) || !isReason(reason)) return undefined;
    unavailable.push({ productId, reason });
  }
  return { unavailable };
}
