/**
 * Threat (issue 11 §1): a provider left in test mode, or a test notification sent to the live
 * shop, reports a payment "paid" although no money moved. In production such a payment never
 * marks an order paid; in the demo it does (that is what the demo is for). Providers are stubbed
 * at the HTTP edge only.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CheckoutResponse } from '@/contracts/checkout';
import { drainBackgroundWork } from '@/server/background';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { adyenHmac, type NotificationRequestItem } from '@/server/modules/payments/providers/adyen';
import { addBody, checkoutAs, czechCheckout, idPool, inStockIds, orderByNumber } from '../support/purchase';
import { createSeededApi } from '../support/seeded-api';
import { createShopper } from '../support/shopper';
import { createTestApi, type TestApi } from '../support/test-api';

const NOW = new Date('2026-05-04T10:00:00Z');
const MERCHANT = '123456';
const SECRET = 'comgate-secret';
const HMAC_KEY = '44782def547aaa06c910c43932b1eb0c71fc68d9d0c057550c48ec2acf6ba056';

/** Comgate's REST API at the edge: every status answer says PAID, flagged `test` as the test sets. */
function comgateStub() {
  const payments = new Map<string, { price: number; curr: string; test: unknown }>();
  let answerTest: unknown = true;
  const fetchStub = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('adyen')) {
      return Response.json({ id: `CS${randomUUID().slice(0, 8)}`, sessionData: 'Ab02b4c0!BQABAgA...', expiresAt: '2026-05-04T11:00:00Z' });
    }
    if (url.endsWith('/v2.0/payment.json')) {
      const body = JSON.parse(String(init?.body)) as { price: number; curr: string };
      const transId = `TEST-${randomUUID().slice(0, 12)}`;
      payments.set(transId, { price: body.price, curr: body.curr, test: answerTest });
      return Response.json({ code: 0, message: 'OK', transId, redirect: `https://payments.comgate.cz/client/instructions/index?id=${transId}` });
    }
    const transId = decodeURIComponent(url.split('/transId/')[1]!.replace(/\.json$/, ''));
    const p = payments.get(transId)!;
    return Response.json({ code: 0, message: 'OK', transId, status: 'PAID', price: p.price, curr: p.curr, test: p.test });
  }) as typeof fetch;
  return { fetch: fetchStub, answerTest: (value: unknown) => void (answerTest = value) };
}

let handle: DbHandle;
let take: (n: number) => number[];
const comgate = comgateStub();
const appIn = (mode: 'demo' | 'production') => createTestApi(handle, NOW, {
  env: {
    APP_MODE: mode, COMGATE_MERCHANT: MERCHANT, COMGATE_SECRET: SECRET, COMGATE_TEST: 'false',
    ADYEN_API_KEY: 'key', ADYEN_MERCHANT_ACCOUNT: 'BookturnECOM', ADYEN_CLIENT_KEY: 'live_CLIENTKEY', ADYEN_HMAC_KEY: HMAC_KEY,
  },
  fetch: comgate.fetch,
});

beforeAll(async () => {
  ({ handle } = await createSeededApi({ books: 60, seed: 17, now: NOW }));
  take = idPool(await inStockIds(handle, 40));
}, 300_000);
afterAll(async () => {
  await drainBackgroundWork();
  await handle.close();
});

async function comgateOrder(api: TestApi) {
  const shopper = createShopper(api);
  expect((await shopper.request('POST', '/api/adonis/v1/cart/items', addBody(take(1)))).status).toBe(200);
  const res = await checkoutAs<CheckoutResponse>(shopper, czechCheckout());
  expect(res.status).toBe(201);
  const transId = new URL((res.body.next as { url: string }).url).searchParams.get('id')!;
  return { transId, orderNumber: res.body.orderNumber };
}

const notify = (api: TestApi, transId: string) => api.app.request('/api/adonis/v1/payments/webhooks/comgate', {
  method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ merchant: MERCHANT, secret: SECRET, transId, test: 'true', status: 'PAID', price: '100', curr: 'CZK', refId: '1' }).toString(),
});
const paymentReturn = (api: TestApi, transId: string) => api.get(`/api/adonis/v1/payments/return?provider=comgate&ref=${encodeURIComponent(transId)}`);

describe('Comgate reports a test payment as PAID', () => {
  it.each([true, 'true'])('production: the order stays unpaid (status test=%p), by return page and by notification', async (flag) => {
    const api = appIn('production');
    comgate.answerTest(flag);
    const { transId, orderNumber } = await comgateOrder(api);
    const back = await paymentReturn(api, transId);
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ result: 'pending' });
    expect((await notify(api, transId)).status).toBe(200);
    expect((await orderByNumber(handle, orderNumber)).state).toBe('awaiting_payment');
    const [payment] = await queryRows<{ state: string }>(handle.db, sql`select state from payments where provider_ref = ${transId}`);
    expect(payment!.state).not.toBe('paid');
  });

  it('production: a real (test=false) payment is paid', async () => {
    const api = appIn('production');
    comgate.answerTest(false);
    const { transId, orderNumber } = await comgateOrder(api);
    expect(await (await paymentReturn(api, transId)).json()).toMatchObject({ result: 'paid' });
    expect((await orderByNumber(handle, orderNumber)).state).toBe('paid');
  });

  it('demo: the test payment pays the order', async () => {
    const api = appIn('demo');
    comgate.answerTest(true);
    const { transId, orderNumber } = await comgateOrder(api);
    expect(await (await paymentReturn(api, transId)).json()).toMatchObject({ result: 'paid' });
    expect((await orderByNumber(handle, orderNumber)).state).toBe('paid');
  });
});

describe('an Adyen webhook from its test environment (live: "false")', () => {
  async function adyenOrder(api: TestApi) {
    const shopper = createShopper(api, 'de-DE');
    expect((await shopper.request('POST', '/api/adonis/v1/cart/items', addBody(take(1)))).status).toBe(200);
    const res = await checkoutAs<CheckoutResponse>(shopper, czechCheckout({
      country: 'DE', shipping: { method: 'dhl-home' }, payment: { method: 'adyen' },
      address: { street: 'Bergmannstraße 12', city: 'Berlin', zip: '10961', country: 'DE' },
    }));
    expect(res.status).toBe(201);
    const [payment] = await queryRows<{ id: number; amount_x100: number }>(handle.db, sql`select p.id::float8 as id, p.amount_x100 from payments p join orders o on o.id = p.order_id where o.number = ${res.body.orderNumber}`);
    return { payment: payment!, orderNumber: res.body.orderNumber };
  }
  const webhook = (api: TestApi, paymentId: number, value: number, live: string) => {
    const base: NotificationRequestItem = {
      pspReference: `PSP${randomUUID().slice(0, 8)}`, originalReference: '', merchantAccountCode: 'BookturnECOM', merchantReference: String(paymentId),
      amount: { value, currency: 'EUR' }, eventCode: 'AUTHORISATION', success: 'true',
    };
    const item = { ...base, additionalData: { hmacSignature: adyenHmac(base, HMAC_KEY) } };
    return api.app.request('/api/adonis/v1/payments/webhooks/adyen', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ live, notificationItems: [{ NotificationRequestItem: item }] }),
    });
  };

  it('pays nothing in production; a live one does', async () => {
    const api = appIn('production');
    const test = await adyenOrder(api);
    expect(await (await webhook(api, test.payment.id, test.payment.amount_x100, 'false')).text()).toBe('[accepted]');
    expect((await orderByNumber(handle, test.orderNumber)).state).toBe('awaiting_payment');
    const live = await adyenOrder(api);
    expect(await (await webhook(api, live.payment.id, live.payment.amount_x100, 'true')).text()).toBe('[accepted]');
    expect((await orderByNumber(handle, live.orderNumber)).state).toBe('paid');
  });
});
