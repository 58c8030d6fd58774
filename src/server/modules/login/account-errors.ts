import { AppError, type ErrorCode } from '../../http/errors';

/**
 * Errors of login and the account area: the shared error model (src/server/http/errors.ts holds
 * their codes and statuses), plus the wait a rate-limited caller is told about. The router turns
 * `details.retryAfterSeconds` into a Retry-After header for every error that carries it.
 */
export class AccountError extends AppError {
  constructor(code: ErrorCode, message: string, readonly retryAfterSeconds?: number) {
    super(code, message, retryAfterSeconds !== undefined ? { retryAfterSeconds } : undefined);
    this.name = 'AccountError';
  }
}
