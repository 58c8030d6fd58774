import { sql } from 'drizzle-orm';
import type { SharedWishlist, WishlistData, WishlistItem, WishlistShareLink } from '@/contracts/engagement';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createSeededApi } from '../support/seeded-api';
import { createShopper } from '../support/shopper';
import type { TestApi } from '../support/test-api';
import { createWork, loggedInCustomer, stockCopy, type ErrorBody } from './engagement-fixtures';

const NOW = new Date('2026-06-10T08:00:00Z');
let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 120, seed: 13, now: NOW }));
});
afterAll(() => handle.close());

const LIST = '/api/adonis/v1/users/current/wish-list';
const ITEMS = `${LIST}/items`;

describe('wishlist', () => {
  it('answers 401 NOT_LOGGED_IN to anonymous callers of every account path', async () => {
    const anon = createShopper(api);
    for (const [method, path, body] of [
      ['GET', LIST], ['POST', ITEMS, { type: 'work', workId: 1 }], ['DELETE', `${ITEMS}/1`], ['POST', `${LIST}/share-link`],
      ['DELETE', `${LIST}/share-link`], ['GET', `${LIST}/lookup?book=1`],
    ] as const) {
      const res = await anon.request<ErrorBody>(method, path, body);
      expect([method, path, res.status, res.body.error.code]).toEqual([method, path, 401, 'NOT_LOGGED_IN']);
    }
  });

  it('adds copies and titles once, tells availability, and notes other copies when a wished copy is sold', async () => {
    const me = await loggedInCustomer(handle, api, 'de-AT');
    const work = await createWork(handle);
    const wished = await stockCopy(handle, work, { addedAt: NOW, priceEurX100: 1500 });
    const cheaper = await stockCopy(handle, work, { addedAt: NOW, priceEurX100: 700 });
    const dearer = await stockCopy(handle, work, { addedAt: NOW, priceEurX100: 2500 });
    const copy = await me.shopper.request<WishlistItem>('POST', ITEMS, { type: 'book', 'bookId': wished });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ kind: 'book', 'bookId': wished, availability: 'in_stock', priceX100: 1500, currency: 'EUR', title: work.title });
    const again = await me.shopper.request<WishlistItem>('POST', ITEMS, { type: 'book', 'bookId': wished });
    expect(again.body.id).toBe(copy.body.id);
    const title = await me.shopper.request<WishlistItem>('POST', ITEMS, { type: 'work', workId: work.workId });
    expect(title.body).toMatchObject({ kind: 'work', availability: 'in_stock', priceX100: 700, otherCopies: { count: 3, fromPriceX100: 700 } });
    expect((await me.shopper.request<WishlistData>('GET', LIST)).body.total).toBe(2);

    await handle.db.execute(sql`update books set state = 'sold', sold_at = ${NOW.toISOString()} where id = ${wished}`);
    const list = await me.shopper.request<WishlistData>('GET', LIST);
    const sold = list.body.items.find((i) => i.kind === 'book')!;
    expect(sold).toMatchObject({ availability: 'sold', priceX100: null, otherCopies: { count: 2, fromPriceX100: 700, 'bookIds': [cheaper, dearer] } });

    const lookup = await me.shopper.request('GET', `${LIST}/lookup?book=${wished}&work=${work.workId}`);
    expect(lookup.body).toEqual({ bookItemId: copy.body.id, workItemId: title.body.id });
  });

  it('is narrowed by catalogue filters (the account page’s codec) and refuses unknown things with 404', async () => {
    const me = await loggedInCustomer(handle, api, 'cs');
    const english = await createWork(handle, { title: 'Quiet Harbour', languageId: 3 });
    const czech = await createWork(handle, { title: 'Tichý přístav', languageId: 1 });
    await me.shopper.request('POST', ITEMS, { type: 'work', workId: english.workId });
    await me.shopper.request('POST', ITEMS, { type: 'work', workId: czech.workId });
    const titles = async (query: string) => (await me.shopper.request<WishlistData>('GET', `${LIST}${query}`)).body.items.map((i) => i.title);
    expect(await titles('?language=3')).toEqual(['Quiet Harbour']);
    expect(await titles('?q=tichy')).toEqual(['Tichý přístav']);
    expect(await titles(`?author=${czech.authorId}`)).toEqual(['Tichý přístav']);
    expect((await titles('')).sort()).toEqual(['Quiet Harbour', 'Tichý přístav']);
    const missing = await me.shopper.request<ErrorBody>('POST', ITEMS, { type: 'book', 'bookId': 9_999_999_999 });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'NOT_FOUND']);
    const bad = await me.shopper.request<ErrorBody>('POST', ITEMS, { type: 'book', 'bookId': 'x' });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('never shows or deletes another customer’s items (404, untouched)', async () => {
    const alice = await loggedInCustomer(handle, api);
    const bob = await loggedInCustomer(handle, api);
    const work = await createWork(handle);
    const item = await alice.shopper.request<WishlistItem>('POST', ITEMS, { type: 'work', workId: work.workId });
    const res = await bob.shopper.request<ErrorBody>('DELETE', `${ITEMS}/${item.body.id}`);
    expect([res.status, res.body.error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await bob.shopper.request<WishlistData>('GET', LIST)).body.items).toEqual([]);
    expect((await bob.shopper.request('GET', `${LIST}/lookup?work=${work.workId}`)).body).toEqual({ bookItemId: null, workItemId: null });
    expect((await alice.shopper.request<WishlistData>('GET', LIST)).body.items.map((i) => i.id)).toEqual([item.body.id]);
    expect((await alice.shopper.request('DELETE', `${ITEMS}/${item.body.id}`)).status).toBe(200);
    expect((await alice.shopper.request<WishlistData>('GET', LIST)).body.total).toBe(0);
  });
});

describe('wishlist share link', () => {
  it('shows the list read-only to anyone with the link, until it is revoked or replaced', async () => {
    const me = await loggedInCustomer(handle, api, 'cs', 'Jana');
    const work = await createWork(handle);
    await me.shopper.request('POST', ITEMS, { type: 'work', workId: work.workId });
    const link = await me.shopper.request<WishlistShareLink>('POST', `${LIST}/share-link`);
    expect(link.status).toBe(201);
    expect(link.body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await me.shopper.request<WishlistData>('GET', LIST)).body.shareLink?.id).toBe(link.body.id);

    const visitor = createShopper(api, 'en');
    const shared = await visitor.request<SharedWishlist>('GET', `/api/adonis/v1/wish-lists/${link.body.id}`);
    expect(shared.status).toBe(200);
    expect(shared.body.ownerName).toBe('Jana');
    expect(shared.body.items.map((i) => i.title)).toEqual([work.title]);
    expect(shared.body.items[0]).not.toHaveProperty('id');
    // read-only: the link gives no power over the owner's list
    const [{ id: itemId }] = (await me.shopper.request<WishlistData>('GET', LIST)).body.items as [WishlistItem];
    expect((await visitor.request('DELETE', `${ITEMS}/${itemId}`)).status).toBe(401);
    const other = await loggedInCustomer(handle, api);
    expect((await other.shopper.request('DELETE', `${ITEMS}/${itemId}`)).status).toBe(404);
    expect((await visitor.request('POST', `/api/adonis/v1/wish-lists/${link.body.id}`, {})).status).toBe(404);

    const replaced = await me.shopper.request<WishlistShareLink>('POST', `${LIST}/share-link`);
    expect((await visitor.request('GET', `/api/adonis/v1/wish-lists/${link.body.id}`)).status).toBe(404);
    expect((await visitor.request('GET', `/api/adonis/v1/wish-lists/${replaced.body.id}`)).status).toBe(200);
    expect((await me.shopper.request('DELETE', `${LIST}/share-link`)).status).toBe(200);
    const gone = await visitor.request<ErrorBody>('GET', `/api/adonis/v1/wish-lists/${replaced.body.id}`);
    expect([gone.status, gone.body.error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await me.shopper.request<WishlistData>('GET', LIST)).body.shareLink).toBeNull();
    expect((await me.shopper.request('DELETE', `${LIST}/share-link`)).status).toBe(404);
    expect((await visitor.request('GET', '/api/adonis/v1/wish-lists/short')).status).toBe(400);
    const [n] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from wishlist_items where customer_id = ${me.id}`);
    expect(n!.n).toBe(1);
  });
});
