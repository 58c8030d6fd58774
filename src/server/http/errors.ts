import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The API's one error model (ARCHITECTURE §6): a stable code, a message for humans, optional
 * details. Services throw AppError; the router turns it into `{ error: { code, message, details } }`.
 */
export const ERROR_STATUS = {
  MALFORMED_REQUEST: 400,
  VALIDATION_FAILED: 400,
  NOT_LOGGED_IN: 401,
  FORBIDDEN: 403,
  XSRF_TOKEN_INVALID: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CONFLICT: 409,
  BOOK_NOT_AVAILABLE: 409,
  BUSINESS_RULE: 422,
  // A text field (JSON string or key, query value) holds a control character or an unpaired surrogate.
  INVALID_CHARACTER: 422,
  CART_EMPTY: 422,
  CART_FULL: 422,
  SHIPPING_UNAVAILABLE: 422,
  PUDO_REQUIRED: 422,
  ADDRESS_REQUIRED: 422,
  PAYMENT_METHOD_UNAVAILABLE: 422,
  VOUCHER_INVALID: 422,
  WALLET_INSUFFICIENT: 422,
  TOTAL_CHANGED: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_MISSING: 400,
  ORDER_NOT_PAYABLE: 409,
  ORDER_NOT_CANCELLABLE: 409,
  ORDER_NOT_EXTENDABLE: 409,
  // Inventory denial (docs/adr/0012).
  UNPAID_COPIES_LIMIT: 422,
  ORDER_CONFIRMATION_INVALID: 404,
  ORDER_CONFIRMATION_EXPIRED: 409,
  WEBHOOK_REJECTED: 401,
  PROVIDER_UNAVAILABLE: 502,
  // Login and the account area (src/server/modules/accounts).
  RATE_LIMITED: 429,
  LOGIN_CODE_INVALID: 422,
  MAGIC_LINK_INVALID: 422,
  OAUTH_NOT_CONFIGURED: 404,
  OAUTH_STATE_INVALID: 400,
  OAUTH_EXCHANGE_FAILED: 502,
  OAUTH_EMAIL_UNVERIFIED: 422,
  NICKNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  TOO_MANY_ADDRESSES: 422,
  ACCOUNT_HAS_OPEN_ORDERS: 409,
  INTERNAL_ERROR: 500,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(readonly code: ErrorCode, message: string, readonly details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export function errorBody(code: string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
