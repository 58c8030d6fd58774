import type { DbHandle } from '@/server/db/client';
import { pushSubscriptions } from '@/server/db/schema';
import { createApiFrame } from '@/server/http/app';
import { registerPushRoutes } from '@/server/modules/push/push.routes';
import { TEST_XSRF, TEST_XSRF_COOKIES } from '../support/test-api';
import { createTestDb } from '../support/test-db';

const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc123', keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } };

describe('push subscriptions API', () => {
  let handle: DbHandle;
  const appWith = (vapidPublicKey: string | null) => {
    const app = createApiFrame({ getDb: async () => handle });
    registerPushRoutes(app, { vapidPublicKey });
    return app;
  };
  const send = (app: ReturnType<typeof appWith>, method: string, body: unknown) =>
    app.request('/api/adonis/v1/push/subscriptions', {
      method, headers: { 'content-type': 'application/json', cookie: TEST_XSRF_COOKIES, 'x-xsrf-token': TEST_XSRF, 'accept-language': 'nl-NL' }, body: JSON.stringify(body),
    });

  beforeAll(async () => {
    handle = await createTestDb();
  }, 300_000);
  afterAll(async () => handle.close());

  it('is off without a VAPID key', async () => {
    const app = appWith(null);
    expect(await (await app.request('/api/adonis/v1/push/vapid-public-key')).json()).toEqual({ publicKey: null });
    expect((await send(app, 'POST', subscription)).status).toBe(404);
  });

  it('stores a subscription once per endpoint and forgets it on its owner\'s DELETE', async () => {
    const app = appWith('BPublicKey');
    expect(await (await app.request('/api/adonis/v1/push/vapid-public-key')).json()).toEqual({ publicKey: 'BPublicKey' });
    expect((await send(app, 'POST', subscription)).status).toBe(201);
    // The same browser again refreshes its row; other keys at the same endpoint are not its owner (tests/security/secrets-push).
    expect((await send(app, 'POST', subscription)).status).toBe(201);
    expect((await send(app, 'POST', { ...subscription, keys: { ...subscription.keys, auth: 'bmV3LWF1dGg' } })).status).toBe(409);
    const rows = await handle.db.select().from(pushSubscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ locale: 'nl-NL', auth: subscription.keys.auth, customerId: null });
    expect((await send(app, 'POST', { ...subscription, endpoint: 'http://insecure.example/x' })).status).toBe(400);
    // Only its owner removes it: without a login, the browser proves itself with the auth secret.
    expect((await send(app, 'DELETE', { endpoint: subscription.endpoint, keys: { auth: subscription.keys.auth } })).status).toBe(200);
    expect(await handle.db.select().from(pushSubscriptions)).toHaveLength(0);
  });
});

describe('sending a push to a customer', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  }, 300_000);
  afterAll(async () => handle.close());

  it('POSTs an aes128gcm body with VAPID to each endpoint and forgets the ones that are gone', async () => {
    const { notifyCustomer } = await import('@/server/modules/push/push.service');
    await handle.db.insert(pushSubscriptions).values([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/live', p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, locale: 'cs', customerId: 7 },
      { endpoint: 'https://fcm.googleapis.com/fcm/send/gone', p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, locale: 'cs', customerId: 7 },
      { endpoint: 'https://fcm.googleapis.com/fcm/send/other', p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, locale: 'cs', customerId: 8 },
    ]);
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(null, { status: url.endsWith('/gone') ? 410 : 201 });
    }) as unknown as typeof fetch;
    const vapid = { publicKey: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8', privateKey: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw', subject: 'mailto:podpora@bookturn.example' };
    const counts = await notifyCustomer(handle.db, 7, { title: 'Hlídací pes', body: 'Kniha je skladem', url: '/b/1' }, { vapid, fetch: fakeFetch, timeoutMs: 1000, now: new Date() });
    expect(counts).toEqual({ sent: 1, gone: 1, failed: 0 });
    expect(calls.map((c) => c.url).sort()).toEqual(['https://fcm.googleapis.com/fcm/send/gone', 'https://fcm.googleapis.com/fcm/send/live']);
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['Content-Encoding']).toBe('aes128gcm');
    expect(headers.Authorization).toMatch(/^vapid t=.+, k=BP4z/);
    const remaining = (await handle.db.select().from(pushSubscriptions)).map((r) => r.endpoint).sort();
    expect(remaining).toEqual(['https://fcm.googleapis.com/fcm/send/live', 'https://fcm.googleapis.com/fcm/send/other']);
  });
});
