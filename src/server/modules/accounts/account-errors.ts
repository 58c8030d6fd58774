import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorBody } from '../../http/errors';

/**
 * The error codes of login and the account area (stable; the client keys messages on them).
 * Thrown by the services, turned into `{ error: { code, message, details } }` by the routes.
 */
export const ACCOUNT_ERROR_STATUS = {
  NOT_LOGGED_IN: 401,
  NOT_FOUND: 404,
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
} as const satisfies Record<string, ContentfulStatusCode>;
export type AccountErrorCode = keyof typeof ACCOUNT_ERROR_STATUS;

export class AccountError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(readonly code: AccountErrorCode, message: string, readonly retryAfterSeconds?: number) {
    super(message);
    this.name = 'AccountError';
    this.status = ACCOUNT_ERROR_STATUS[code];
  }
}

/** Runs a handler; an AccountError becomes its status and body (429 also gets Retry-After). */
export async function withAccountErrors<T>(c: Context, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
    const details = error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : undefined;
    // The route's typed answers list these codes; the handler's type follows its success answer.
    return c.json(errorBody(error.code, error.message, details), error.status) as unknown as T;
  }
}
