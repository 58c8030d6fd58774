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

/**
 * In-process requests arrive as if through the deployment's load balancer: its address is the
 * socket peer and TRUSTED_PROXIES trusts it, so a test's X-Forwarded-For names the client (as our
 * balancer would write it). tests/security/client-ip-*.test.ts checks the untrusted case.
 */
export const TEST_PROXY_PEER = '10.0.0.2';
export const TEST_TRUSTED_PROXIES = '10.0.0.0/8';
/** Hono's env for app.request(path, init, env): what @hono/node-server passes (Node's request). */
export const viaTestProxy = { incoming: { socket: { remoteAddress: TEST_PROXY_PEER } } };

export interface TestApi {
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  setNow(date: Date): void;
  now(): Date;
  /** A raw request through the test load balancer (tests/support/shopper.ts keeps its own cookies). */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** The Hono app itself. */
  app: ReturnType<typeof createApp>;
}

/**
 * The real API, in-process, on the given database; state-changing calls carry a matching XSRF pair.
 * It runs in demo mode (sandbox payments, outbox, dev routes) unless deps.env says APP_MODE: 'production'.
 */
export function createTestApi(handle: DbHandle, start = new Date(), deps: Partial<AppDeps> = {}): TestApi {
  let now = start;
  // Test files place many unpaid orders from one e-mail and one browser at a frozen clock; the caps
  // on unpaid copies (docs/adr/0012) are tested on their own (tests/security/abuse-*), with their own values.
  const app = createApp({
    getDb: async () => handle, clock: () => now, buildHash: 'test-build', ...deps,
    env: {
      APP_MODE: 'demo', TRUSTED_PROXIES: TEST_TRUSTED_PROXIES,
      UNPAID_COPIES_PER_EMAIL: 1000, UNPAID_COPIES_PER_IP: 10_000, UNPAID_COPIES_PER_DEVICE: 1000,
      ...deps.env,
    },
  });
  const request = async (path: string, init: RequestInit = {}) => app.request(path, init, viaTestProxy);
  return {
    request,
    get: async (path, headers = {}) => request(path, { headers }),
    send: async (method, path, body, headers = {}) =>
      request(path, {
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
