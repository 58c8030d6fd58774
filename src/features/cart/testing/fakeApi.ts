/**
 * Test-only: answers the browser client's requests at its edge (its transport, in place of fetch),
 * so everything above it — apiRequest, the XSRF retry, HttpError mapping — runs for real.
 */
import type { Locale } from '@/i18n/locales';
import { setBrowserTransport } from '@/lib/http/browserFetch';

export interface FakeRequest {
  method: string;
  /** Path and query as sent, e.g. '/adonis/v1/books/by-book-ids?bookIds=501'. */
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
}

export interface FakeReply {
  status: number;
  body?: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeReply;

/** The API's error body (docs/architecture.md#error-model). */
export const apiError = (status: number, code: string, details?: unknown): FakeReply => ({
  status,
  body: { error: details === undefined ? { code, message: code } : { code, message: code, details } },
});

/**
 * Routes the browser client's requests to `handler` and records every request; restore() undoes
 * it. The transport is shared by the storefront locales; `locale` says which one the test drives
 * (its requests carry that Accept-Language).
 */
export function installFakeApi(_locale: Locale, handler: FakeHandler) {
  const requests: FakeRequest[] = [];
  setBrowserTransport(async (sent) => {
    const request: FakeRequest = { method: sent.method, url: sent.url, body: sent.body, headers: sent.headers };
    requests.push(request);
    const reply = handler(request);
    return { status: reply.status, data: reply.body };
  });
  return {
    requests,
    restore: () => setBrowserTransport(null),
  };
}
