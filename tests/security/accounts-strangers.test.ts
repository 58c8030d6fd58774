import { sql } from 'drizzle-orm';
import type { QuoteResponse } from '@/contracts/checkout';
import type { DbHandle } from '@/server/db/client';
import { orders, vouchers } from '@/server/db/schema';
import { queryRows } from '@/server/db/sql';
import { createApiFrame } from '@/server/http/app';
import { registerLoginRoutes } from '@/server/modules/login/login.routes';
import { createSeededApi } from '../support/seeded-api';
import { createShopper, type Shopper } from '../support/shopper';
import type { TestApi } from '../support/test-api';
import { addBody, czechCheckout, idPool, inStockIds } from '../support/purchase';
import type { ErrorBody } from './security-support';

/** Issue 11 item 5: what one stranger can learn about or take from another. */
const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;
let take: (n: number) => number[];

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 60, seed: 21, now: NOW }));
  take = idPool(await inStockIds(handle, 40));
});
afterAll(() => handle.close());

describe('Idempotency-Keys of guests', () => {
  it('two strangers without a cart or login who send the same key get their own answers, never the other’s order', async () => {
    const key = 'order-attempt-1';
    const ids = take(1);
    const body = { ...czechCheckout({ payment: { method: 'bank-transfer' } }), items: addBody(ids).requests };
    const alice = createShopper(api);
    const first = await alice.request<{ orderNumber: string; paymentCode: string }>('POST', '/api/adonis/v1/orders', body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const mallory = createShopper(api);
    const second = await mallory.request<ErrorBody & { orderNumber?: string }>('POST', '/api/adonis/v1/orders', body, { 'idempotency-key': key });
    expect(second.status).not.toBe(200);
    expect(JSON.stringify(second.body)).not.toContain(first.body.orderNumber);
    expect(JSON.stringify(second.body)).not.toContain(first.body.paymentCode);
    expect([second.status, second.body.error.code]).toEqual([409, 'BOOK_NOT_AVAILABLE']);
    // Alice herself still gets her replay.
    const again = await alice.request<{ orderNumber: string }>('POST', '/api/adonis/v1/orders', body, { 'idempotency-key': key });
    expect([again.status, again.body.orderNumber]).toEqual([200, first.body.orderNumber]);
  });
});

describe('the voucher box is no oracle of who has ordered', () => {
  beforeAll(async () => {
    await handle.db.insert(vouchers).values({ code: 'PRVNI20', effect: 'percent', percent: 20, firstOrderOnly: true, autoAssign: true });
    await handle.db.insert(orders).values({
      number: 'BT26SEC0001', publicCode: 'pc-security-0001', locale: 'cs', currency: 'CZK', email: 'regular@example.cz', phone: '+420600000000',
      name: 'Regular', shippingMethod: 'gls-home', paymentMethod: 'bank-transfer', itemsX100: 10_000, shippingX100: 11_500, totalX100: 21_500,
      state: 'paid', createdAt: NOW, updatedAt: NOW,
    });
  });
  const ask = async (shopper: Shopper, path: string, body: object) => {
    const res = await shopper.request(path === 'quote' ? 'POST' : 'POST', path === 'quote' ? '/api/adonis/v1/cart/quote' : `/api/adonis/v1/vouchers/${path}`, body);
    expect(res.status).toBe(200);
    return res.body;
  };

  it.each(['validate', 'applied'])('vouchers/%s answers the same for an address that has ordered and a new one', async (path) => {
    const shopper = createShopper(api);
    const regular = await ask(shopper, path, { code: 'PRVNI20', email: 'regular@example.cz', itemsX100: 50_000 });
    const newcomer = await ask(shopper, path, { code: 'PRVNI20', email: 'newcomer@example.cz', itemsX100: 50_000 });
    expect(regular).toEqual(newcomer);
  });

  it('find-auto-assignable answers the same for both addresses', async () => {
    const shopper = createShopper(api);
    const regular = await ask(shopper, 'find-auto-assignable', { email: 'regular@example.cz', itemsX100: 50_000 });
    const newcomer = await ask(shopper, 'find-auto-assignable', { email: 'newcomer@example.cz', itemsX100: 50_000 });
    expect(regular).toEqual(newcomer);
  });

  it('the checkout quote answers the same for both addresses', async () => {
    const shopper = createShopper(api);
    expect((await shopper.request('POST', '/api/adonis/v1/cart/items', addBody(take(1)))).status).toBe(200);
    const choices = { country: 'CZ', shipping: { method: 'packeta-pudo', pudoId: 'pkt-cz-1001' }, payment: { method: 'comgate-card' }, voucherCode: 'PRVNI20' };
    const regular = (await ask(shopper, 'quote', { ...choices, email: 'regular@example.cz' })) as QuoteResponse;
    const newcomer = (await ask(shopper, 'quote', { ...choices, email: 'newcomer@example.cz' })) as QuoteResponse;
    expect(regular).toEqual(newcomer);
  });
});

describe('Seznam links an existing account only through a verified address', () => {
  let user: Record<string, unknown>;
  const providerFetch: typeof fetch = async (input) => {
    // arctic hands the token call over as a Request; our own code passes the user endpoint's URL.
    const url = input instanceof Request ? input.url : String(input);
    if (url === 'https://login.szn.cz/api/v1/oauth/token') return Response.json({ access_token: 'access-1', token_type: 'bearer' });
    if (url === 'https://login.szn.cz/api/v1/user') return Response.json(user);
    return new Response('not found', { status: 404 });
  };

  it('a Seznam profile that does not mark its e-mail verified never joins the existing account of that address', async () => {
    await handle.db.execute(sql`insert into customers (email, name) values ('owner@example.cz', 'Owner')`);
    user = { oauth_user_id: 'szn-attacker', email: 'owner@example.cz', firstname: 'Not', lastname: 'Owner' };
    const deps = { getDb: async () => handle, clock: () => NOW, fetch: providerFetch };
    const app = createApiFrame(deps);
    registerLoginRoutes(app, deps, { oauth: { seznam: { clientId: 's', clientSecret: 's' } } });
    const shopper = createShopper({ app } as unknown as TestApi);
    const start = await shopper.request('GET', '/api/adonis/v1/login/oauth/seznam/start?locale=cs');
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const res = await shopper.request('GET', `/api/adonis/v1/login/oauth/seznam/callback?code=c&state=${state}`);
    expect(res.headers.get('location')).toMatch(/OAUTH_EMAIL_UNVERIFIED/);
    expect(shopper.cookies.has('bt_session')).toBe(false);
    const [links] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from customer_identities where subject = 'szn-attacker'`);
    expect(links!.n).toBe(0);
  });
});

