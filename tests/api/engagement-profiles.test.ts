import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { ReviewList, SharedWishlist } from '@/contracts/engagement';
import type { PublicInfo, PublicProfile } from '@/contracts/profile';
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
  ({ handle, api } = await createSeededApi({ books: 60, seed: 23, now: NOW }));
});
afterAll(() => handle.close());

const PUBLIC = '/api/adonis/v1/users/public';
const INFO = '/api/adonis/v1/users/current/public-info';

async function hashOf(customerId: number): Promise<string> {
  const [row] = await queryRows<{ public_hash: string }>(handle.db, sql`select public_hash from customers where id = ${customerId}`);
  return row!.public_hash;
}

describe('public profiles', () => {
  it('every customer gets a distinct 9-character public hash the catalogue’s user filter accepts', async () => {
    const a = await loggedInCustomer(handle, api, 'cs', 'Alena Malá');
    const b = await loggedInCustomer(handle, api, 'cs', null);
    const [ha, hb] = [await hashOf(a.id), await hashOf(b.id)];
    expect(ha).toMatch(/^[0-9a-f]{9}$/);
    expect(hb).not.toBe(ha);
    const info = await a.shopper.request<PublicInfo>('GET', INFO);
    expect(info.body).toEqual({ userHash: ha, wishlistPublic: false, hasImage: false });
  });

  it('shows the name (nickname or first name only), the reviews and their count; never the e-mail', async () => {
    const work = await createWork(handle);
    const alice = await loggedInCustomer(handle, api, 'cs', 'Alice Nováková');
    expect((await alice.shopper.request('POST', '/api/adonis/v1/reviews', { workId: work.workId, rating: 4, text: 'Pěkné.' })).status).toBe(201);
    const hash = await hashOf(alice.id);
    const visitor = createShopper(api);
    const profile = await visitor.request<PublicProfile>('GET', `${PUBLIC}/${hash}`);
    expect(profile).toMatchObject({ status: 200, body: { userHash: hash, name: 'Alice', reviewCount: 1, wishlistCount: null, booksForSale: 0, hasImage: false } });
    const reviews = await visitor.request<ReviewList>('GET', `${PUBLIC}/${hash}/reviews`);
    expect(reviews.body.items.map((r) => [r.workTitle, r.rating, r.mine])).toEqual([[work.title, 4, false]]);
    expect(JSON.stringify([profile.body, reviews.body])).not.toContain(alice.email);
    expect(JSON.stringify([profile.body, reviews.body])).not.toContain('Nováková');
  });

  it('the wishlist is a 404 until its owner makes it public, read-only then, and a 404 again when hidden', async () => {
    const work = await createWork(handle);
    const owner = await loggedInCustomer(handle, api, 'cs', 'Petr');
    expect((await owner.shopper.request('POST', '/api/adonis/v1/users/current/wish-list/items', { type: 'work', workId: work.workId })).status).toBeLessThan(300);
    const hash = await hashOf(owner.id);
    const visitor = createShopper(api);
    const hidden = await visitor.request<ErrorBody>('GET', `${PUBLIC}/${hash}/wishlist`);
    expect([hidden.status, hidden.body.error.code]).toEqual([404, 'NOT_FOUND']);

    expect((await owner.shopper.request<PublicInfo>('PATCH', INFO, { wishlistPublic: true })).body).toEqual({ userHash: hash, wishlistPublic: true, hasImage: false });
    const shown = await visitor.request<SharedWishlist>('GET', `${PUBLIC}/${hash}/wishlist`);
    expect(shown.status).toBe(200);
    expect(shown.body.ownerName).toBe('Petr');
    expect(shown.body.items).toHaveLength(1);
    expect(JSON.stringify(shown.body)).not.toMatch(/"id":/);
    expect((await visitor.request<PublicProfile>('GET', `${PUBLIC}/${hash}`)).body.wishlistCount).toBe(1);

    await owner.shopper.request('PATCH', INFO, { wishlistPublic: false });
    expect((await visitor.request('GET', `${PUBLIC}/${hash}/wishlist`)).status).toBe(404);
  });

  it('a commission seller’s hash with copies in stock has a profile with their books for sale', async () => {
    const work = await createWork(handle);
    const copyId = await stockCopy(handle, work, { addedAt: NOW });
    await handle.db.execute(sql`update books set seller_user_hash = 'sell3r42x' where id = ${copyId}`);
    const profile = await createShopper(api).request<PublicProfile>('GET', `${PUBLIC}/sell3r42x`);
    expect(profile).toMatchObject({ status: 200, body: { userHash: 'sell3r42x', name: null, reviewCount: 0, wishlistCount: null, booksForSale: 1 } });
    expect((await api.get(`${PUBLIC}/sell3r42x/reviews`)).status).toBe(404);
  });

  it('unknown, malformed and deleted profiles; settings need a login and valid input, and change nothing otherwise', async () => {
    expect((await api.get(`${PUBLIC}/zzzzzzzzz`)).status).toBe(404);
    const bad = await createShopper(api).request<ErrorBody>('GET', `${PUBLIC}/ab-cd`);
    expect([bad.status, bad.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);

    const anon = await createShopper(api).request<ErrorBody>('PATCH', INFO, { wishlistPublic: true });
    expect([anon.status, anon.body.error.code]).toEqual([401, 'NOT_LOGGED_IN']);
    const me = await loggedInCustomer(handle, api, 'cs', 'Eva');
    for (const body of [{ wishlistPublic: 'yes' }, { wishlistPublic: true, userHash: 'aaaaaaaaa' }, {}]) {
      expect((await me.shopper.request('PATCH', INFO, body)).status).toBe(400);
    }
    expect((await me.shopper.request<PublicInfo>('GET', INFO)).body.wishlistPublic).toBe(false);

    const hash = await hashOf(me.id);
    await handle.db.execute(sql`update customers set deleted_at = ${NOW.toISOString()} where id = ${me.id}`);
    expect((await api.get(`${PUBLIC}/${hash}`)).status).toBe(404);
  });

  it('a picture: PNG, JPEG or WebP by its bytes, at most 1 MB; anyone sees it on the profile; its owner replaces or removes it', async () => {
    const me = await loggedInCustomer(handle, api, 'cs', 'Jana');
    const hash = await hashOf(me.id);
    const IMAGE = '/api/adonis/v1/users/current/profile-image';
    // A real picture: uploads are decoded and re-encoded (tests/security/secrets-images.test.ts).
    const png = new Uint8Array(await sharp({ create: { width: 20, height: 10, channels: 3, background: '#36c' } }).png().toBuffer());

    const anon = await createShopper(api).request<ErrorBody>('PUT', IMAGE, png, { 'content-type': 'image/png' });
    expect([anon.status, anon.body.error.code]).toEqual([401, 'NOT_LOGGED_IN']);
    const svg = await me.shopper.request<ErrorBody>('PUT', IMAGE, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), { 'content-type': 'image/png' });
    expect([svg.status, svg.body.error.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const huge = new Uint8Array(1_000_001);
    huge.set(png);
    const tooBig = await me.shopper.request<ErrorBody>('PUT', IMAGE, huge, { 'content-type': 'image/png' });
    expect([tooBig.status, tooBig.body.error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect((await api.get(`${PUBLIC}/${hash}/image`)).status).toBe(404);

    // The type is read from the bytes, not from what the request claimed.
    expect((await me.shopper.request('PUT', IMAGE, png, { 'content-type': 'image/jpeg' })).status).toBe(204);
    const shown = await api.get(`${PUBLIC}/${hash}/image`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    // Re-encoded, so not the same bytes: the same picture.
    const stored = await sharp(Buffer.from(await shown.arrayBuffer())).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 20, 10]);
    expect((await createShopper(api).request<PublicProfile>('GET', `${PUBLIC}/${hash}`)).body.hasImage).toBe(true);
    expect((await me.shopper.request<PublicInfo>('GET', INFO)).body.hasImage).toBe(true);

    expect((await me.shopper.request('DELETE', IMAGE)).status).toBe(204);
    expect((await api.get(`${PUBLIC}/${hash}/image`)).status).toBe(404);
    expect((await me.shopper.request('DELETE', IMAGE)).status).toBe(404);
  });
});
