/**
 * Threat (issue 11 §2), through the real app: an attacker guessing login codes sends a new
 * X-Forwarded-For with every try to get a fresh per-IP limit each time. Shown live before the fix:
 * the 31st try got 429, the same try with a new header was accepted. The rules themselves:
 * client-ip-trusted-proxies.test.ts.
 */
import type { DbHandle } from '@/server/db/client';
import { createApp } from '@/server/http/app';
import { createShopper } from '../support/shopper';
import { createTestDb } from '../support/test-db';

const INTERNAL_HOP_HEADER = 'x-bookturn-internal-hop';

describe('the per-IP code-guess limit through the real app', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  }, 300_000);
  afterAll(async () => handle.close());

  /** One attacker's socket; X-Forwarded-For changes on every request. */
  const fromAttacker = { incoming: { socket: { remoteAddress: '203.0.113.66' } } };

  it('a new X-Forwarded-For per try does not reset the 30-try limit', async () => {
    const app = createApp({ getDb: async () => handle, env: { APP_MODE: 'demo' } });
    const attacker = createShopper({ app, request: async (path, init) => app.request(path, init, fromAttacker) });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await attacker.request('POST', '/api/adonis/v1/login/code', { email: `victim${i}@example.cz`, code: '000000' }, { 'x-forwarded-for': `192.0.2.${i}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
    const fresh = await attacker.request('POST', '/api/adonis/v1/login/code', { email: 'victim-new@example.cz', code: '000000' }, { 'x-forwarded-for': '198.51.100.200' });
    expect(fresh.status).toBe(429);
    // A forged internal-hop token does not help either.
    const forged = await attacker.request('POST', '/api/adonis/v1/login/code', { email: 'victim-new2@example.cz', code: '000000' }, {
      'x-forwarded-for': '198.51.100.201', [INTERNAL_HOP_HEADER]: 'f'.repeat(64),
    });
    expect(forged.status).toBe(429);
  });
});
