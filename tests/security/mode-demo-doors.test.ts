/**
 * Threat (issue 11 §1): a deployment that forgets APP_MODE ran the demo. Its outbox page publishes
 * every login code and magic link (shown live: a code read anonymously logged in), its payment
 * sandbox marks an order paid on one anonymous POST, and its dev routes stock copies and run jobs.
 * Production is now the default, and in production those doors are not mounted at all: no route,
 * so 404 like any path that never existed (not a check inside the route that a bug could skip).
 */
import { sql } from 'drizzle-orm';
import { drainBackgroundWork } from '@/server/background';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { parseServerEnv } from '@/server/env';
import { createApp } from '@/server/http/app';
import { createSandboxProvider } from '@/server/modules/payments/providers/sandbox';
import { createShopper } from '../support/shopper';
import { createTestDb } from '../support/test-db';

const DEMO_DOORS = ['/api/adonis/dev/', '/api/adonis/sandbox/'];
const mounted = (app: ReturnType<typeof createApp>) =>
  app.routes.map((r) => r.path).filter((path) => DEMO_DOORS.some((door) => path.startsWith(door)));

let handle: DbHandle;
// The deployment that forgot APP_MODE: the app reads the environment (serverEnv) when it is created.
const savedMode = process.env.APP_MODE;
delete process.env.APP_MODE;

beforeAll(async () => {
  handle = await createTestDb();
}, 300_000);
afterAll(async () => {
  if (savedMode === undefined) delete process.env.APP_MODE;
  else process.env.APP_MODE = savedMode;
  await handle.close();
});

describe('the mode', () => {
  it('is production unless APP_MODE says demo', () => {
    expect(parseServerEnv({}).APP_MODE).toBe('production');
    expect(parseServerEnv({ APP_MODE: '' }).APP_MODE).toBe('production');
    expect(parseServerEnv({ APP_MODE: 'demo' }).APP_MODE).toBe('demo');
  });

  it('a server started without APP_MODE mounts none of the demo’s doors', async () => {
    const app = createApp({ getDb: async () => handle });
    expect(mounted(app)).toEqual([]);
    expect((await app.request('/api/adonis/dev/outbox.json')).status).toBe(404);
  });
});

describe('production mode (a server started without APP_MODE)', () => {
  /** The app as pages/api/[...path].ts creates it: everything from the environment. */
  const production = () => createApp({ getDb: async () => handle });
  const demo = () => createApp({ getDb: async () => handle, env: { APP_MODE: 'demo' } });

  it('has no outbox, sandbox or dev route at all (demo has them)', () => {
    expect(mounted(production())).toEqual([]);
    expect(mounted(createApp({ getDb: async () => handle, env: { APP_MODE: 'production' } }))).toEqual([]);
    expect(mounted(demo())).toEqual(expect.arrayContaining([
      '/api/adonis/dev/outbox', '/api/adonis/dev/outbox.json', '/api/adonis/sandbox/pay/:ref', '/api/adonis/dev/books', '/api/adonis/dev/watchdogs/run',
      '/api/adonis/dev/buyback/batches/:code/complete',
    ]));
  });

  it('never shows a login code to an anonymous visitor', async () => {
    const app = production();
    const victim = createShopper({ app });
    expect((await victim.request('POST', '/api/adonis/v1/login', { email: 'victim@example.cz' })).status).toBe(200);
    await drainBackgroundWork();
    // The code is recorded (mail_outbox is the mailer's ledger) but no page serves it.
    const [recorded] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from mail_outbox where to_address = 'victim@example.cz'`);
    expect(recorded!.n).toBeGreaterThan(0);
    for (const path of ['/api/adonis/dev/outbox', '/api/adonis/dev/outbox.json', '/api/adonis/dev/outbox.json?to=victim@example.cz', '/api/adonis/dev/outbox/1']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/victim@example\.cz|\b\d{6}\b/);
    }
  });

  it('an anonymous POST to a sandbox payment page pays nothing', async () => {
    // A sandbox payment left from demo days (same database), then the server runs in production.
    const provider = createSandboxProvider(handle.db, { baseUrl: 'https://cs.example' });
    const created = await provider.create({
      paymentId: 1, orderNumber: 'BT26100001', amountX100: 19_900, currency: 'CZK', email: 'a@example.cz', locale: 'cs', method: 'card',
      returnUrl: 'https://cs.example/platba/comgate', notifyUrl: 'https://cs.example/x', label: 'Order BT26100001', country: 'CZ',
    });
    const ref = created.providerRef;
    const app = production();
    const page = await app.request(`/api/adonis/sandbox/pay/${ref}`);
    expect(page.status).toBe(404);
    const post = await app.request(`/api/adonis/sandbox/pay/${ref}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'result=paid',
    });
    expect(post.status).toBe(404);
    expect((await provider.status(ref)).status).toBe('pending');
  });

  it('tells the storefront it is not the demo (no demo banner); the demo says it is', async () => {
    const shellOf = async (app: ReturnType<typeof createApp>) => (await (await app.request('/api/adonis/v1/shell')).json()) as { demo: boolean };
    expect((await shellOf(production())).demo).toBe(false);
    expect((await shellOf(demo())).demo).toBe(true);
  });

  it('cannot stock copies or run the watchdogs through the dev routes', async () => {
    const app = production();
    const shopper = createShopper({ app });
    expect((await shopper.request('POST', '/api/adonis/dev/books', { motherId: 1 })).status).toBe(404);
    expect((await shopper.request('POST', '/api/adonis/dev/watchdogs/run')).status).toBe(404);
    expect((await shopper.request('POST', '/api/adonis/dev/buyback/batches/BB00000000/complete')).status).toBe(404);
  });
});
