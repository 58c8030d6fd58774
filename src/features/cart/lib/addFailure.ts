import type { CartAddFailure } from '@/app-context/context';
import { HttpError } from '@/lib/http';
import { readUnavailableDetails } from '@/contracts/unavailable-details';
import { ErrorCode } from '@/contracts/errors';

/**
 * Why a copy could not be added, as far as the shopper needs to know: someone bought it, it sits
 * in someone else's cart for now, it no longer exists, the cart is full, or anything else.
 */
export type { CartAddFailure };

/** Reads the API's error (409 BOOK_NOT_AVAILABLE details, 422 CART_FULL, 404) for one copy. */
export function addFailureReason(error: unknown, productId: number): CartAddFailure {
  if (!(error instanceof HttpError)) return 'failed';
  if (error.code === ErrorCode.CART_FULL) return 'cart_full';
  if (error.status === 404) return 'not_found';
  if (error.status !== 409) return 'failed';
  const details = readUnavailableDetails(error.details);
  if (!details) return 'unavailable';
  const entry = details.unavailable.find((item) => item.productId === productId) ?? details.unavailable[0];
  return entry?.reason ?? 'unavailable';
}
