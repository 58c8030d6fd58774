import { HttpError } from '@/lib/http';
import { ErrorCode } from '@/contracts/errors';

export type LoginFailure = 'invalidCode' | 'invalidLink' | 'rateLimited' | 'invalidEmail' | 'generic';

/** Which message a failed login step shows (keys under account.login.errors). */
export function loginFailure(error: unknown): LoginFailure {
  if (!(error instanceof HttpError)) return 'generic';
  if (error.status === 429 || error.code === ErrorCode.RATE_LIMITED) return 'rateLimited';
  if (error.code === ErrorCode.LOGIN_CODE_INVALID) return 'invalidCode';
  if (error.code === ErrorCode.MAGIC_LINK_INVALID) return 'invalidLink';
  if (error.code === ErrorCode.VALIDATION_FAILED) return 'invalidEmail';
  return 'generic';
}

/** Minutes to wait, rounded up, from the 429's details (null when not given). */
export function retryAfterMinutes(error: unknown): number | null {
  if (!(error instanceof HttpError)) return null;
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : null;
}
