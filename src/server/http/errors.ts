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
  CONFLICT: 409,
  BOOK_NOT_AVAILABLE: 409,
  BUSINESS_RULE: 422,
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
