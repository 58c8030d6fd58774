import { sql } from 'drizzle-orm';
import type { CartData, UnavailableDetails } from '@/contracts/cart';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createSeededApi } from '../support/seeded-api';
import { createShopper } from '../support/shopper';
import type { TestApi } from '../support/test-api';

const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;
let stock: number[];
let soldId: number;

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 300, seed: 5, now: NOW }));
  const rows = await queryRows<{ id: string | number }>(handle.db, sql`select id from books where state = 'in_stock' order by id limit 200`);
  stock = rows.map((r) => Number(r.id));
  const [sold] = await queryRows<{ id: string | number }>(handle.db, sql`select id from books where state = 'sold' order by id limit 1`);
  soldId = Number(sold!.id);
});
afterAll(() => handle.close());
beforeEach(() => api.setNow(NOW));

type ErrorBody = { error: { code: string; details: UnavailableDetails } };
const add = (ids: number[]) => ({ requests: ids.map((productId) => ({ type: 'book', productId })) });
let next = 0;
const take = (n: number) => stock.slice(next, (next += n));

describe('cart', () => {
  it('starts empty without creating anything (GET never writes)', async () => {
    const shopper = createShopper(api);
    const res = await shopper.request<CartData>('GET', '/api/adonis/v1/cart/data');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ items: [], priceTotalX100: 0, currency: 'CZK', holdMinutes: 20, removed: [] });
    expect(shopper.cookies.has('bt_cart')).toBe(false);
  });

  it('adds copies, holds them for 20 minutes and totals them in the storefront currency', async () => {
    const ids = take(2);
    const shopper = createShopper(api, 'de-DE');
    const res = await shopper.request<CartData>('POST', '/api/adonis/v1/cart/items', add(ids));
    expect(res.status).toBe(200);
    expect(shopper.cookies.get('bt_cart')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.items.map((i) => i.productId)).toEqual(ids);
    expect(res.body.currency).toBe('EUR');
    const prices = await queryRows<{ p: number }>(handle.db, sql`select price_eur_x100 as p from books where id in (${ids[0]}, ${ids[1]})`);
    expect(res.body.priceTotalX100).toBe(prices.reduce((s, r) => s + r.p, 0));
    for (const item of res.body.items) expect(item.heldUntil).toBe(new Date(NOW.getTime() + 20 * 60_000).toISOString());
    const again = await shopper.request<CartData>('GET', '/api/adonis/v1/cart/data');
    expect(again.body.items).toHaveLength(2);
  });

  it('refuses a copy another cart holds with 409 naming it, and adds nothing of the request', async () => {
    const [contested, free] = take(2) as [number, number];
    const first = createShopper(api);
    expect((await first.request('POST', '/api/adonis/v1/cart/items', add([contested]))).status).toBe(200);
    const second = createShopper(api);
    const res = await second.request<ErrorBody>('POST', '/api/adonis/v1/cart/items', add([free, contested]));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('BOOK_NOT_AVAILABLE');
    expect(res.body.error.details.unavailable).toEqual([{ productId: contested, reason: 'held' }]);
    const cart = await second.request<CartData>('GET', '/api/adonis/v1/cart/data');
    expect(cart.body.items).toEqual([]);
    // the free copy was not held either: a third shopper can take it
    expect((await createShopper(api).request('POST', '/api/adonis/v1/cart/items', add([free]))).status).toBe(200);
  });

  it('names sold and unknown copies', async () => {
    const res = await createShopper(api).request<ErrorBody>('POST', '/api/adonis/v1/cart/items', add([soldId, 999_999_999]));
    expect(res.status).toBe(409);
    expect(res.body.error.details.unavailable).toEqual([
      { productId: soldId, reason: 'sold' },
      { productId: 999_999_999, reason: 'not_found' },
    ]);
  });

  it('frees a copy when the hold lapses, without any cleanup job', async () => {
    const [id] = take(1) as [number];
    const first = createShopper(api);
    await first.request('POST', '/api/adonis/v1/cart/items', add([id]));
    api.setNow(new Date(NOW.getTime() + 21 * 60_000));
    const lapsed = await first.request<CartData>('GET', '/api/adonis/v1/cart/data');
    expect(lapsed.body.items[0]).toMatchObject({ productId: id, heldUntil: null });
    const second = createShopper(api);
    expect((await second.request('POST', '/api/adonis/v1/cart/items', add([id]))).status).toBe(200);
    // the first cart still lists it, without a hold of its own
    const firstView = await first.request<CartData>('GET', '/api/adonis/v1/cart/data');
    expect(firstView.body.items[0]).toMatchObject({ productId: id, heldUntil: null });
  });

  it('PUT holds a lapsed copy again for the full time; 409 once someone else has it, 404 for a copy not in the cart', async () => {
    const [id, other] = take(2) as [number, number];
    const first = createShopper(api);
    await first.request('POST', '/api/adonis/v1/cart/items', add([id, other]));
    api.setNow(new Date(NOW.getTime() + 25 * 60_000));
    const renewed = await first.request<CartData>('PUT', `/api/adonis/v1/cart/items/book/${id}`);
    expect(renewed.status).toBe(200);
    expect(renewed.body.items.find((i) => i.productId === id)?.heldUntil).toBe(new Date(NOW.getTime() + 45 * 60_000).toISOString());
    // the renewed hold keeps others out; the other copy's lapsed hold does not
    expect((await createShopper(api).request('POST', '/api/adonis/v1/cart/items', add([id]))).status).toBe(409);
    const second = createShopper(api);
    expect((await second.request('POST', '/api/adonis/v1/cart/items', add([other]))).status).toBe(200);
    const taken = await first.request<ErrorBody>('PUT', `/api/adonis/v1/cart/items/book/${other}`);
    expect([taken.status, taken.body.error.code, taken.body.error.details.unavailable]).toEqual([409, 'BOOK_NOT_AVAILABLE', [{ productId: other, reason: 'held' }]]);
    const [stillSecond] = await queryRows<{ cart_id: string }>(handle.db, sql`select cart_id::text from book_claims where book_id = ${other}`);
    expect(stillSecond!.cart_id).toBe(second.cookies.get('bt_cart'));

    const notInCart = await second.request<ErrorBody>('PUT', `/api/adonis/v1/cart/items/book/${id}`);
    expect([notInCart.status, notInCart.body.error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await createShopper(api).request('PUT', `/api/adonis/v1/cart/items/book/${id}`)).status).toBe(404);
    expect((await first.request('PUT', '/api/adonis/v1/cart/items/book/abc')).status).toBe(400);
  });

  it('removing a copy releases its hold at once', async () => {
    const [id] = take(1) as [number];
    const first = createShopper(api);
    await first.request('POST', '/api/adonis/v1/cart/items', add([id]));
    const res = await first.request<CartData>('DELETE', `/api/adonis/v1/cart/items/book/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
    expect((await createShopper(api).request('POST', '/api/adonis/v1/cart/items', add([id]))).status).toBe(200);
  });

  it('empties the whole cart', async () => {
    const ids = take(3);
    const shopper = createShopper(api);
    await shopper.request('POST', '/api/adonis/v1/cart/items', add(ids));
    const res = await shopper.request<CartData>('DELETE', '/api/adonis/v1/cart');
    expect(res.body).toMatchObject({ items: [], priceTotalX100: 0 });
    expect((await createShopper(api).request('POST', '/api/adonis/v1/cart/items', add(ids))).status).toBe(200);
  });

  it('reports a copy sold meanwhile as removed and drops it on the next change', async () => {
    const [gone, kept, later] = take(3) as [number, number, number];
    const shopper = createShopper(api);
    await shopper.request('POST', '/api/adonis/v1/cart/items', add([gone, kept]));
    await handle.db.execute(sql`update books set state = 'sold' where id = ${gone}`);
    const view = await shopper.request<CartData>('GET', '/api/adonis/v1/cart/data');
    expect(view.body.items.map((i) => i.productId)).toEqual([kept]);
    expect(view.body.removed).toEqual([expect.objectContaining({ productId: gone, reason: 'sold' })]);
    await shopper.request('POST', '/api/adonis/v1/cart/items', add([later]));
    const after = await shopper.request<CartData>('GET', '/api/adonis/v1/cart/data');
    expect(after.body.removed).toEqual([]);
    expect(after.body.items.map((i) => i.productId)).toEqual([kept, later]);
  });

  it('rejects malformed bodies and ids with 400 and changes nothing', async () => {
    const shopper = createShopper(api);
    for (const body of [{}, { requests: [] }, { requests: [{ type: 'voucher', productId: 1 }] }, { requests: [{ type: 'book', productId: -1 }] }, '{not json']) {
      const res = await shopper.request<{ error: { code: string } }>('POST', '/api/adonis/v1/cart/items', body);
      expect(res.status).toBe(400);
    }
    expect((await shopper.request('DELETE', '/api/adonis/v1/cart/items/book/abc')).status).toBe(400);
    expect(shopper.cookies.has('bt_cart')).toBe(false);
  });

  it('requires the XSRF pair to change the cart', async () => {
    const res = await api.app.request('/api/adonis/v1/cart/items', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(add(take(1))) });
    expect(res.status).toBe(403);
  });

  it('100 carts adding the same copy at once: exactly one holds it', async () => {
    const [id] = take(1) as [number];
    const shoppers = Array.from({ length: 100 }, () => createShopper(api));
    const results = await Promise.all(shoppers.map((s) => s.request('POST', '/api/adonis/v1/cart/items', add([id]))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(99);
    const [claims] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from book_claims where book_id = ${id}`);
    expect(claims!.n).toBe(1);
    const [items] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from cart_items where book_id = ${id}`);
    expect(items!.n).toBe(1);
  });
});

describe('login merge', () => {
  it('moves the anonymous cart and its holds into the customer’s cart', async () => {
    const { mergeCartInto, ensureCustomerCart } = await import('@/server/modules/cart/cart.repository');
    const { createSession } = await import('@/server/modules/customers/session');
    const ids = take(2);
    const guest = createShopper(api);
    await guest.request('POST', '/api/adonis/v1/cart/items', add(ids));
    const anonymousCart = guest.cookies.get('bt_cart')!;

    const [row] = await queryRows<{ id: string | number }>(handle.db, sql`insert into customers (email, name) values ('merge@example.cz', 'Eva Slučovací') returning id`);
    const customerId = Number(row!.id);
    const member = createShopper(api);
    member.cookies.set('bt_session', await createSession(handle.db, customerId, NOW));
    const customerCart = await ensureCustomerCart(handle.db, customerId, crypto.randomUUID(), NOW);
    await mergeCartInto(handle.db, anonymousCart, customerCart, NOW);

    const view = await member.request<CartData>('GET', '/api/adonis/v1/cart/data');
    expect(view.body.items.map((i) => i.productId)).toEqual(ids);
    expect(view.body.items.every((i) => i.heldUntil !== null)).toBe(true);
    const [gone] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from carts where id = ${anonymousCart}`);
    expect(gone!.n).toBe(0);
  });
});
