import { sql } from 'drizzle-orm';
import type { Review, ReviewList } from '@/contracts/engagement';
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
  ({ handle, api } = await createSeededApi({ books: 120, seed: 17, now: NOW }));
});
afterAll(() => handle.close());

const REVIEWS = '/api/adonis/v1/reviews';
const workRating = async (id: number) =>
  (await queryRows<{ avg: number | null; n: number }>(handle.db, sql`select rating_avg::float8 as avg, rating_count as n from grandmothers where id = ${id}`))[0]!;

describe('reviews', () => {
  it('answers 401 NOT_LOGGED_IN to anonymous writers; anyone may read', async () => {
    const anon = createShopper(api);
    const work = await createWork(handle);
    for (const [method, path, body] of [
      ['POST', REVIEWS, { workId: work.workId, rating: 5, text: 'x' }], ['PUT', `${REVIEWS}/1`, { rating: 1, text: 'x' }],
      ['DELETE', `${REVIEWS}/1`], ['POST', `${REVIEWS}/1/report`, { reason: 'spam' }], ['GET', '/api/adonis/v1/users/current/reviews'],
    ] as const) {
      const res = await anon.request<ErrorBody>(method, path, body);
      expect([method, path, res.status, res.body.error.code]).toEqual([method, path, 401, 'NOT_LOGGED_IN']);
    }
    const list = await anon.request<ReviewList>('GET', `/api/adonis/v1/grandmothers/${work.workId}/reviews`);
    expect(list).toMatchObject({ status: 200, body: { items: [], total: 0, rating: null } });
  });

  it('one review per customer per work; lists it on the work and the author; feeds the work’s rating', async () => {
    const work = await createWork(handle);
    const alice = await loggedInCustomer(handle, api, 'cs', 'Alice Nováková');
    const bob = await loggedInCustomer(handle, api, 'en', null);
    const first = await alice.shopper.request<Review>('POST', REVIEWS, { workId: work.workId, rating: 5, text: '  Skvělá kniha.  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ rating: 5, text: 'Skvělá kniha.', authorName: 'Alice', mine: true, workTitle: work.title, locale: 'cs' });
    const twice = await alice.shopper.request<ErrorBody>('POST', REVIEWS, { workId: work.workId, rating: 1, text: 'again' });
    expect([twice.status, twice.body.error.code, twice.body.error.details?.reason]).toEqual([409, 'CONFLICT', 'REVIEW_EXISTS']);
    expect((await bob.shopper.request('POST', REVIEWS, { workId: work.workId, rating: 2, text: 'Not for me.' })).status).toBe(201);

    expect(await workRating(work.workId)).toEqual({ avg: 3.5, n: 2 });
    const onWork = await bob.shopper.request<ReviewList>('GET', `/api/adonis/v1/grandmothers/${work.workId}/reviews`);
    expect(onWork.body.total).toBe(2);
    expect(onWork.body.rating).toEqual({ average: 3.5, count: 2 });
    expect(onWork.body.items.map((r) => [r.authorName, r.mine])).toEqual([[null, true], ['Alice', false]]);
    expect(JSON.stringify(onWork.body)).not.toContain(alice.email);
    expect(JSON.stringify(onWork.body)).not.toContain('Nováková'); // first name only
    const onAuthor = await createShopper(api).request<ReviewList>('GET', `/api/adonis/v1/authors/${work.authorId}/reviews`);
    expect(onAuthor.body.items.map((r) => r.rating)).toEqual([2, 5]);
    expect((await alice.shopper.request<ReviewList>('GET', '/api/adonis/v1/users/current/reviews')).body.items.map((r) => r.id)).toEqual([first.body.id]);
    expect((await api.get(`/api/adonis/v1/grandmothers/2000000000/reviews`)).status).toBe(404);
    expect((await api.get(`/api/adonis/v1/authors/abc/reviews`)).status).toBe(400);
  });

  it('keeps imported ratings in the average and feeds the catalogue’s rating-desc sort', async () => {
    const top = await createWork(handle);
    const imported = await createWork(handle);
    await handle.db.execute(sql`update grandmothers set rating_avg = 4.00, rating_count = 3 where id = ${imported.workId}`);
    const topCopy = await stockCopy(handle, top, { addedAt: NOW });
    await stockCopy(handle, imported, { addedAt: NOW });
    const me = await loggedInCustomer(handle, api);
    await me.shopper.request('POST', REVIEWS, { workId: imported.workId, rating: 2, text: 'Meh.' });
    expect(await workRating(imported.workId)).toEqual({ avg: 3.5, n: 4 }); // (4·3 + 2) / 4
    // a five-star review puts this work first in the rating sort of its author's listing
    const listing = (id: number) => api.get(`/api/adonis/v1/listing?author=${id}&order=rating-desc`);
    await me.shopper.request('POST', REVIEWS, { workId: top.workId, rating: 5, text: 'Best.' });
    const [row] = await queryRows<{ rating: number }>(handle.db, sql`select rating::float8 as rating from book_search where book_id = ${topCopy}`);
    expect(row!.rating).toBe(5);
    const res = await listing(top.authorId);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { 'bookId': number }[] };
    expect(body.items.map((i) => i.bookId)).toEqual([topCopy]);
    const [best] = await queryRows<{ book_id: number | string }>(
      handle.db, sql`select book_id from book_search where state = 'in_stock' order by rating desc nulls last, book_id desc limit 1`,
    );
    expect(Number(best!.book_id)).toBe(topCopy);
  });

  it('edits and deletes only your own (another’s id answers 404, untouched), and the rating follows', async () => {
    const work = await createWork(handle);
    const alice = await loggedInCustomer(handle, api);
    const bob = await loggedInCustomer(handle, api);
    const mine = await alice.shopper.request<Review>('POST', REVIEWS, { workId: work.workId, rating: 4, text: 'Good.' });
    const id = mine.body.id;
    for (const [method, body] of [['PUT', { rating: 1, text: 'Hijacked' }], ['DELETE', undefined]] as const) {
      const res = await bob.shopper.request<ErrorBody>(method, `${REVIEWS}/${id}`, body);
      expect([res.status, res.body.error.code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await api.get(`/api/adonis/v1/grandmothers/${work.workId}/reviews`).then((r) => r.json()) as ReviewList).items[0]).toMatchObject({ text: 'Good.', rating: 4 });
    const edited = await alice.shopper.request<Review>('PUT', `${REVIEWS}/${id}`, { rating: 2, text: 'On second thought, weak.' });
    expect(edited.body).toMatchObject({ rating: 2, text: 'On second thought, weak.' });
    expect(await workRating(work.workId)).toEqual({ avg: 2, n: 1 });
    const invalid = await alice.shopper.request<ErrorBody>('PUT', `${REVIEWS}/${id}`, { rating: 6, text: 'x' });
    expect([invalid.status, invalid.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
    const empty = await alice.shopper.request<ErrorBody>('PUT', `${REVIEWS}/${id}`, { rating: 3, text: '   ' });
    expect(empty.status).toBe(400);
    expect((await alice.shopper.request('DELETE', `${REVIEWS}/${id}`)).status).toBe(200);
    expect(await workRating(work.workId)).toEqual({ avg: null, n: 0 });
    expect((await alice.shopper.request('DELETE', `${REVIEWS}/${id}`)).status).toBe(404);
  });

  it('reports someone else’s review once, with a reason; never your own', async () => {
    const work = await createWork(handle);
    const author = await loggedInCustomer(handle, api);
    const reader = await loggedInCustomer(handle, api);
    const r = await author.shopper.request<Review>('POST', REVIEWS, { workId: work.workId, rating: 1, text: 'Buy my book instead!' });
    const report = (who: typeof reader, body: unknown, id = r.body.id) => who.shopper.request<ErrorBody>('POST', `${REVIEWS}/${id}/report`, body);
    expect((await report(reader, { reason: 'spam', note: 'advertising' })).body).toEqual({ reported: true });
    const again = await report(reader, { reason: 'spam' });
    expect([again.status, again.body.error.details?.reason]).toEqual([409, 'ALREADY_REPORTED']);
    const own = await report(author, { reason: 'other' });
    expect([own.status, own.body.error.code, own.body.error.details?.reason]).toEqual([422, 'BUSINESS_RULE', 'OWN_REVIEW']);
    expect((await report(reader, { reason: 'because' })).status).toBe(400);
    expect((await report(reader, { reason: 'spam' }, 999_999_999)).status).toBe(404);
    const rows = await queryRows<{ reason: string; note: string | null }>(handle.db, sql`select reason, note from review_reports where review_id = ${r.body.id}`);
    expect(rows).toEqual([{ reason: 'spam', note: 'advertising' }]);
  });
});
