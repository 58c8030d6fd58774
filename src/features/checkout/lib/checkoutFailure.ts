import { readUnavailableDetails } from '@/contracts/unavailable-details';
import type { HttpError } from '@/lib/http';
import type { FieldKey } from './checkoutFields';
import { ErrorCode } from '@/contracts/errors';

/** How a refused checkout is shown: at a field, above the order button, or as the copies that are gone. */
export type CheckoutFailure =
  | { kind: 'books_gone'; titles: string[] }
  | { kind: 'total_changed' }
  | { kind: 'field'; field: FieldKey; message: string }
  | { kind: 'summary'; message: string };

/** 422 business rules the shopper can fix at one field (message keys in namespace `checkout`). */
const FIELD_CODES: Record<string, FieldKey> = {
  VOUCHER_INVALID: 'voucher',
  SHIPPING_UNAVAILABLE: 'shippingMethod',
  PUDO_REQUIRED: 'pudo',
  ADDRESS_REQUIRED: 'street',
  PAYMENT_METHOD_UNAVAILABLE: 'paymentMethod',
  WALLET_INSUFFICIENT: 'wallet',
};

const SUMMARY_CODES: Record<string, string> = {
  CART_EMPTY: 'errors.server.CART_EMPTY',
  VALIDATION_FAILED: 'errors.server.VALIDATION_FAILED',
  PROVIDER_UNAVAILABLE: 'errors.server.PROVIDER_UNAVAILABLE',
  // Too many copies in unpaid orders for this e-mail, client or browser (docs/adr/0012).
  UNPAID_COPIES_LIMIT: 'errors.server.UNPAID_COPIES_LIMIT',
};

export interface TitledItem {
  productId: number;
  title: string;
}

export function describeCheckoutFailure(error: HttpError, items: readonly TitledItem[]): CheckoutFailure {
  if (error.code === ErrorCode.BOOK_NOT_AVAILABLE) {
    const gone = readUnavailableDetails(error.details)?.unavailable.map((entry) => entry.productId) ?? [];
    const titles = gone.map((id) => items.find((item) => item.productId === id)?.title).filter((title): title is string => !!title);
    return { kind: 'books_gone', titles };
  }
  if (error.code === ErrorCode.TOTAL_CHANGED) return { kind: 'total_changed' };
  const field = error.code ? FIELD_CODES[error.code] : undefined;
  if (field) return { kind: 'field', field, message: `errors.server.${error.code}` };
  const summary = error.code ? SUMMARY_CODES[error.code] : undefined;
  if (summary) return { kind: 'summary', message: summary };
  // No answer at all: the order may or may not exist; the same key makes pressing again safe.
  if (error.kind === 'network' || error.kind === 'timeout') return { kind: 'summary', message: 'errors.server.network' };
  return { kind: 'summary', message: 'errors.server.generic' };
}
