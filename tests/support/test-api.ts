import { createApp } from '@/server/http/app';
import type { DbHandle } from '@/server/db/client';
import type { AppDeps } from '@/server/http/types';

const XSRF = 'test-xsrf-token';

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
  // Test files place many unpaid orders from one e-mail and one browser at a frozen clock; the caps
  // on unpaid copies (docs/adr/0012) are tested on their own (tests/security/abuse-*), with their own values.
  const env = { UNPAID_COPIES_PER_EMAIL: 1000, UNPAID_COPIES_PER_IP: 10_000, UNPAID_COPIES_PER_DEVICE: 1000, ...deps.env };
  const app = createApp({ getDb: async () => handle, clock: () => now, buildHash: 'test-build', ...deps, env });
  return {
    get: async (path, headers = {}) => app.request(path, { headers }),
    send: async (method, path, body, headers = {}) =>
      app.request(path, {
        method,
        headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    setNow: (date) => {
      now = date;
    },
    now: () => now,
    app,
  };
}
