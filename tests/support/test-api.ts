import { createApp } from '@/server/http/app';
import type { DbHandle } from '@/server/db/client';
import type { AppDeps } from '@/server/http/types';
import { ANONYMOUS_COOKIE, xsrfTokenFor } from '@/server/http/xsrf';

/**
 * The XSRF pair of an anonymous visitor: the token is bound to the anonymous cookie (issue 11),
 * so a request carries all three (cookie header, plus the token in X-XSRF-TOKEN).
 */
export const TEST_ANONYMOUS_ID = 'test-anonymous-visitor';
export const TEST_XSRF = xsrfTokenFor(TEST_ANONYMOUS_ID);
export const TEST_XSRF_COOKIES = `${ANONYMOUS_COOKIE}=${TEST_ANONYMOUS_ID}; XSRF-TOKEN=${TEST_XSRF}`;

export interface TestApi {
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  setNow(date: Date): void;
  now(): Date;
  /** The Hono app itself, for clients that keep their own cookies (tests/support/shopper.ts). */
  app: ReturnType<typeof createApp>;
}

/** The real API, in-process, on the given database; state-changing calls carry a matching XSRF pair. */
export function createTestApi(handle: DbHandle, start = new Date(), deps: Partial<AppDeps> = {}): TestApi {
  let now = start;
  const app = createApp({ getDb: async () => handle, clock: () => now, buildHash: 'test-build', ...deps });
  return {
    get: async (path, headers = {}) => app.request(path, { headers }),
    send: async (method, path, body, headers = {}) =>
      app.request(path, {
        method,
        headers: { 'content-type': 'application/json', cookie: TEST_XSRF_COOKIES, 'x-xsrf-token': TEST_XSRF, ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    setNow: (date) => {
      now = date;
    },
    now: () => now,
    app,
  };
}
