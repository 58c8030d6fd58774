import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS as STATUSES, type ErrorCode } from '@/contracts/errors';

/**
 * The API's one error model (docs/architecture.md#error-model): a stable code, a message for humans, optional
 * details. Services throw AppError; the router turns it into `{ error: { code, message, details } }`.
 * The code → status table lives in src/contracts/errors.ts, shared with the storefront.
 */
export const ERROR_STATUS: { readonly [C in ErrorCode]: ContentfulStatusCode } = STATUSES;
export type { ErrorCode };

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
