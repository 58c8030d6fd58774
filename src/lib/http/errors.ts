import type { AxiosError } from 'axios';

/** axios's own test (`error.isAxiosError === true`), without loading axios: the browser loads it lazily (browser.ts). */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** docs/product.md#http-client-errors HTTP-client error kinds. */
export type HttpErrorKind = 'network' | 'timeout' | 'canceled' | 'bad_request' | 'bad_response';

export class HttpError extends Error {
  constructor(
    message: string,
    readonly kind: HttpErrorKind,
    readonly status?: number,
    /** The API's stable error code (e.g. BOOK_NOT_AVAILABLE), when the body carried one. */
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (!isAxiosError(error)) return new HttpError(error instanceof Error ? error.message : String(error), 'bad_response');
  const body = error.response?.data as { error?: { code?: string; message?: string; details?: unknown } } | undefined;
  const apiError = body && typeof body === 'object' ? body.error : undefined;
  const status = error.response?.status;
  const message = apiError?.message ?? error.message;
  switch (error.code) {
    case 'ERR_CANCELED':
      return new HttpError(message, 'canceled');
    case 'ECONNABORTED':
    case 'ETIMEDOUT':
      return new HttpError(message, 'timeout');
    case 'ERR_NETWORK':
      return new HttpError(message, 'network');
    default:
      if (status && status >= 400 && status < 500) return new HttpError(message, 'bad_request', status, apiError?.code, apiError?.details);
      if (status) return new HttpError(message, 'bad_response', status, apiError?.code, apiError?.details);
      return new HttpError(message, 'network');
  }
}

/** Statuses whose toast text comes from `global.error.{status}` (docs/product.md#error-toasts). */
export const STATUS_MESSAGES = [400, 401, 403, 404, 409, 500] as const;

/**
 * Picks the translation key or literal text for a failed request's toast (docs/product.md#error-toasts): an override
 * for the status wins, then `global.error.{status}`, then the error's own message, then
 * `global.alert.error`.
 */
export function errorToastText(
  error: HttpError,
  t: (key: string) => string,
  overrides: Partial<Record<number, string>> = {},
): string {
  const status = error.status;
  if (status !== undefined && overrides[status]) return overrides[status]!;
  if (status !== undefined && (STATUS_MESSAGES as readonly number[]).includes(status)) return t(`global.error.${status}`);
  if (error.message) return error.message;
  return t('global.alert.error');
}

type Listener = (error: HttpError, overrides?: Partial<Record<number, string>>) => void;
let listener: Listener | undefined;

/** The page shell registers the one toast path here; lib code stays free of React. */
export function setRequestErrorListener(next: Listener | undefined): void {
  listener = next;
}

export function reportRequestError(error: unknown, overrides?: Partial<Record<number, string>>): HttpError {
  const httpError = toHttpError(error);
  if (httpError.kind !== 'canceled') listener?.(httpError, overrides);
  return httpError;
}
