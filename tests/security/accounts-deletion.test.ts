import { sql } from 'drizzle-orm';
import type { SharedWishlist, WishlistShareLink } from '@/contracts/engagement';
import type { DbHandle } from '@/server/db/client';
import { pushSubscriptions } from '@/server/db/schema';
import { queryRows } from '@/server/db/sql';
import { createShopper } from '../support/shopper';
import { createTestApi, type TestApi } from '../support/test-api';
import { createTestDb } from '../support/test-db';
import { loginAs } from './security-support';

/** Issue 11 item 5: account deletion revokes what works without a session; public pages show no full names. */
const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
  handle = await createTestDb();
  api = createTestApi(handle, NOW);
});
afterAll(() => handle.close());

const SHARE = '/api/adonis/v1/users/current/wish-list/share-link';
const customerId = async (email: string) => Number((await queryRows<{ id: string }>(handle.db, sql`select id from customers where email = ${email}`))[0]!.id);

describe('public pages show the nickname or the first name only', () => {
  it('a shared wishlist names its owner by first name, never the full name', async () => {
    const eva = await loginAs(api, handle, 'eva.public@example.cz');
    expect((await eva.request('PATCH', '/api/adonis/v1/users/current', { name: 'Eva Nováková' })).status).toBe(200);
    const link = await eva.request<WishlistShareLink>('POST', SHARE);
    expect(link.status).toBeLessThan(300);
    const shared = await createShopper(api).request<SharedWishlist>('GET', `/api/adonis/v1/wish-lists/${link.body.id}`);
    expect(shared.status).toBe(200);
    expect(shared.body.ownerName).toBe('Eva');
    expect((await eva.request('PATCH', '/api/adonis/v1/users/current', { nickname: 'eva_cte' })).status).toBe(200);
    expect((await createShopper(api).request<SharedWishlist>('GET', `/api/adonis/v1/wish-lists/${link.body.id}`)).body.ownerName).toBe('eva_cte');
  });
});

describe('account deletion', () => {
  it('revokes the wishlist share link and the push subscriptions', async () => {
    const email = 'leaving@example.cz';
    const petr = await loginAs(api, handle, email);
    const link = await petr.request<WishlistShareLink>('POST', SHARE);
    expect(link.status).toBeLessThan(300);
    expect((await createShopper(api).request('GET', `/api/adonis/v1/wish-lists/${link.body.id}`)).status).toBe(200);
    const id = await customerId(email);
    await handle.db.insert(pushSubscriptions).values({
      endpoint: 'https://push.example/leaving-1', p256dh: 'p'.repeat(87), auth: 'a'.repeat(22), locale: 'cs', customerId: id, createdAt: NOW,
    });

    expect((await petr.request('DELETE', '/api/adonis/v1/users/current', { confirm: true })).status).toBe(200);

    expect((await createShopper(api).request('GET', `/api/adonis/v1/wish-lists/${link.body.id}`)).status).toBe(404);
    const [links] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from wishlist_links where customer_id = ${id} and revoked_at is null`);
    expect(links!.n).toBe(0);
    const [push] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from push_subscriptions where customer_id = ${id}`);
    expect(push!.n).toBe(0);
  });
});
