/**
 * Threats: (1) server-side request forgery — the watchdog run POSTs to every stored push
 * endpoint, so a visitor who could store any URL would point our server at internal addresses;
 * (2) one customer removing another's notifications by replaying an endpoint. Endpoints must be
 * at a known push service; only the owner removes a subscription. docs/security.md.
 */
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { pushSubscriptions } from '@/server/db/schema';
import { queryRows } from '@/server/db/sql';
import { createApiFrame } from '@/server/http/app';
import { createSession, SESSION_COOKIE } from '@/server/modules/customers/session';
import { registerPushRoutes } from '@/server/modules/push/push.routes';
import { notifyCustomer } from '@/server/modules/push/push.service';
import { xsrfTokenFor } from '@/server/http/xsrf';
import { TEST_XSRF, TEST_XSRF_COOKIES } from '../support/test-api';
import { createTestDb } from '../support/test-db';

const KEYS = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
const PATH = '/api/adonis/v1/push/subscriptions';

let handle: DbHandle;
let counter = 0;
const app = () => {
  const api = createApiFrame({ getDb: async () => handle });
  registerPushRoutes(api, { vapidPublicKey: 'BPublicKey' });
  return api;
};

async function send(method: 'POST' | 'DELETE', body: unknown, session?: string) {
  // The XSRF token is bound to the session, or before login to the anonymous cookie (accounts-xsrf.test.ts).
  const xsrf = session ? xsrfTokenFor(session) : TEST_XSRF;
  const cookie = session ? `XSRF-TOKEN=${xsrf}; ${SESSION_COOKIE}=${session}` : TEST_XSRF_COOKIES;
  const response = await app().request(PATH, {
    method, headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': xsrf }, body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
}

async function customerSession(): Promise<string> {
  const [row] = await queryRows<{ id: number | string }>(handle.db, sql`insert into customers (email, locale) values (${`push-${++counter}@example.com`}, 'cs') returning id`);
  return createSession(handle.db, Number(row!.id), new Date());
}

const endpoints = async () => (await handle.db.select().from(pushSubscriptions)).map((r) => r.endpoint);

beforeAll(async () => {
  handle = await createTestDb();
}, 300_000);
afterAll(async () => handle.close());

describe('push endpoints are restricted to the known push services', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bHx',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://web.push.apple.com/QGx1Y2tlZA',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    'https://fcm.googleapis.com:443/fcm/send/default-port',
  ])('accepts %s', async (endpoint) => {
    expect((await send('POST', { endpoint, keys: KEYS })).status).toBe(201);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'https://127.0.0.1/x',
    'https://[::1]/x',
    'https://10.0.0.5/x',
    'https://192.168.1.1/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://0x7f000001/x',
    'https://localhost/x',
    'https://push.example.net/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com/x',
    'https://evil.example/?host=fcm.googleapis.com',
    'https://user:pw@fcm.googleapis.com/x',
    'https://fcm.googleapis.com:8443/x',
    'https://notify.windows.com.evil.example/x',
    'https://a.b.notify.windows.com/x',
  ])('refuses %s with 400 and stores nothing', async (endpoint) => {
    const before = await endpoints();
    const answer = await send('POST', { endpoint, keys: KEYS });
    expect([answer.status, answer.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await endpoints()).toEqual(before);
  });

  it('never sends to a stored endpoint outside the list (a row from before), and forgets it', async () => {
    const [row] = await queryRows<{ id: number | string }>(handle.db, sql`insert into customers (email, locale) values ('old-row@example.com', 'cs') returning id`);
    const customerId = Number(row!.id);
    await handle.db.insert(pushSubscriptions).values({ endpoint: 'https://10.0.0.7/internal', p256dh: KEYS.p256dh, auth: KEYS.auth, locale: 'cs', customerId });
    const called: string[] = [];
    const fetchSpy = (async (url: string) => {
      called.push(String(url));
      return new Response(null, { status: 201 });
    }) as unknown as typeof fetch;
    const vapid = { publicKey: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8', privateKey: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw', subject: 'mailto:podpora@bookturn.example' };
    await notifyCustomer(handle.db, customerId, { title: 't', body: 'b' }, { vapid, fetch: fetchSpy, timeoutMs: 1000, now: new Date() });
    expect(called).toEqual([]);
    expect(await endpoints()).not.toContain('https://10.0.0.7/internal');
  });
});

describe('only the owner removes a push subscription', () => {
  it("another customer who knows the endpoint gets 404 and the subscription stays; its customer removes it", async () => {
    const owner = await customerSession();
    const other = await customerSession();
    const endpoint = 'https://fcm.googleapis.com/fcm/send/owned-by-one';
    expect((await send('POST', { endpoint, keys: KEYS }, owner)).status).toBe(201);

    const stranger = await send('DELETE', { endpoint }, other);
    expect([stranger.status, stranger.body.error?.code]).toEqual([404, 'NOT_FOUND']);
    const anonymous = await send('DELETE', { endpoint });
    expect(anonymous.status).toBe(404);
    const wrongSecret = await send('DELETE', { endpoint, keys: { auth: 'd3JvbmctYXV0aC1zZWNyZXQ' } }, other);
    expect(wrongSecret.status).toBe(404);
    expect(await endpoints()).toContain(endpoint);

    expect((await send('DELETE', { endpoint }, owner)).status).toBe(200);
    expect(await endpoints()).not.toContain(endpoint);
  });

  it('knowing the endpoint does not let anyone take the subscription over (409, nothing changes)', async () => {
    const owner = await customerSession();
    const mallory = await customerSession();
    const endpoint = 'https://web.push.apple.com/owned-by-alice';
    expect((await send('POST', { endpoint, keys: KEYS }, owner)).status).toBe(201);
    const before = await handle.db.select().from(pushSubscriptions);
    const theirs = { p256dh: KEYS.p256dh, auth: 'bWFsbG9yeS1hdXRo' };
    for (const session of [mallory, undefined]) {
      const takeover = await send('POST', { endpoint, keys: theirs }, session);
      expect([takeover.status, takeover.body.error?.code]).toEqual([409, 'CONFLICT']);
    }
    expect(await handle.db.select().from(pushSubscriptions)).toEqual(before);
    expect((await send('DELETE', { endpoint }, mallory)).status).toBe(404);
    // The same browser again (same secret), e.g. after another customer logs in on it: refreshed.
    expect((await send('POST', { endpoint, keys: KEYS }, mallory)).status).toBe(201);
  });

  it('a subscription made without login is removed by the browser that proves its auth secret, by no one else', async () => {
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/anonymous-one';
    expect((await send('POST', { endpoint, keys: KEYS })).status).toBe(201);
    expect((await send('DELETE', { endpoint })).status).toBe(404);
    expect((await send('DELETE', { endpoint }, await customerSession())).status).toBe(404);
    expect(await endpoints()).toContain(endpoint);
    expect((await send('DELETE', { endpoint, keys: { auth: KEYS.auth } })).status).toBe(200);
    expect(await endpoints()).not.toContain(endpoint);
  });
});
