import type { QuoteResponse } from '@/contracts/buyback';
import { BUYBACK_MAX_ISBNS } from '@/contracts/buyback';
import type { DbHandle } from '../../db/client';
import { createSeededApi } from '../../../../tests/support/seeded-api';
import { createShopper } from '../../../../tests/support/shopper';
import type { TestApi } from '../../../../tests/support/test-api';
import { makeIsbnPair } from '../../db/seed/isbn';
import { addCopies, addReaderWaiting, createTitle } from '../../../../tests/api/buyback-fixtures';

const NOW = new Date('2026-06-10T08:00:00Z');
const QUOTES = '/api/adonis/v1/buyback/quotes';
let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 60, seed: 14, now: NOW }));
});
afterAll(() => handle.close());

type ErrorBody = { error: { code: string; details?: Array<{ path: string; message: string }> } };

describe('POST /api/adonis/v1/buyback/quotes', () => {
  it('offers per condition band in the storefront’s currency, with the explanation, for ISBN-13, ISBN-10 and hyphenated input', async () => {
    const t = await createTitle(handle, 'Saturnin');
    await addCopies(handle, t, NOW, { state: 'sold', count: 4, priceCzkX100: 20_000, priceEurX100: 800, daysToSell: 60 });
    await addReaderWaiting(handle, t, NOW, 'watchdog-work');
    await addReaderWaiting(handle, t, NOW, 'wishlist');

    const hyphenated = `${t.isbn13.slice(0, 3)}-${t.isbn13.slice(3, 5)}-${t.isbn13.slice(5, 7)}-${t.isbn13.slice(7, 12)}-${t.isbn13.slice(12)}`;
    const cs = await createShopper(api, 'cs').request<QuoteResponse>('POST', QUOTES, { isbns: [t.isbn13, t.isbn10, hyphenated] });
    expect(cs.status).toBe(200);
    expect(cs.body.currency).toBe('CZK');
    expect(cs.body.walletBonusPercent).toBe(10);
    for (const item of cs.body.items) {
      // 22 % + 2 readers × 5 % = 32 % of 200 Kč.
      expect(item).toMatchObject({
        status: 'accepted', isbn13: t.isbn13, workId: t.workId, editionId: t.editionId, title: 'Saturnin', currency: 'CZK',
        prices: { like_new: 6_400, good: 4_800, acceptable: 2_800 },
        explanation: { readersWaiting: 2, copiesInStock: 0, recentSales: 4, typicalDaysToSell: 60 },
      });
    }
    expect(cs.body.items.map((i) => i.input)).toEqual([t.isbn13, t.isbn10, hyphenated]);

    const at = await createShopper(api, 'de-AT').request<QuoteResponse>('POST', QUOTES, { isbns: [t.isbn13] });
    expect(at.body.currency).toBe('EUR');
    expect(at.body.items[0]).toMatchObject({ status: 'accepted', currency: 'EUR', prices: { like_new: 250 } });
  });

  it('names the edition the ISBN belongs to, not the work it translates (a German edition of a Czech novel)', async () => {
    const t = await createTitle(handle, 'Zlatá královna', 'Die goldene Königin');
    await addCopies(handle, t, NOW, { state: 'sold', count: 4, priceCzkX100: 20_000, priceEurX100: 800, daysToSell: 60 });
    const at = await createShopper(api, 'de-AT').request<QuoteResponse>('POST', QUOTES, { isbns: [t.isbn13] });
    expect(at.status).toBe(200);
    expect(at.body.items[0]).toMatchObject({ status: 'accepted', editionId: t.editionId, title: 'Die goldene Königin' });
  });

  it('refuses with stable reasons and translated texts: invalid, unknown, not wanted, too many in stock', async () => {
    const unwanted = await createTitle(handle);
    const crowded = await createTitle(handle);
    await addCopies(handle, crowded, NOW, { state: 'in_stock', count: 3 });
    const unknown = makeIsbnPair('80', '00', 99_998)!.isbn13;
    const res = await createShopper(api, 'de-DE').request<QuoteResponse>('POST', QUOTES, {
      isbns: ['12345', '9788000000009', unknown, unwanted.isbn13, crowded.isbn13],
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => (i.status === 'refused' ? i.reason : i.status)))
      .toEqual(['invalid_isbn', 'invalid_isbn', 'unknown_isbn', 'not_wanted', 'too_many_in_stock']);
    expect(res.body.items[0]).toMatchObject({ isbn13: null, explanation: null, message: expect.stringContaining('ISBN') });
    expect(res.body.items[2]).toMatchObject({ isbn13: unknown, message: expect.stringContaining('ISBN kennen wir nicht') });
    expect(res.body.items[4]).toMatchObject({ explanation: { copiesInStock: 3 }, message: expect.stringContaining('genug') });

    const cs = await createShopper(api, 'cs').request<QuoteResponse>('POST', QUOTES, { isbns: ['12345'] });
    expect(cs.body.items[0]).toMatchObject({ reason: 'invalid_isbn', message: expect.stringContaining('platné ISBN') });
  });

  it('takes 200 ISBNs in one call and refuses 201 with 422 field errors', async () => {
    const t = await createTitle(handle);
    const full = await createShopper(api).request<QuoteResponse>('POST', QUOTES, { isbns: Array.from({ length: BUYBACK_MAX_ISBNS }, () => t.isbn13) });
    expect(full.status).toBe(200);
    expect(full.body.items).toHaveLength(200);
    const over = await createShopper(api).request<ErrorBody>('POST', QUOTES, { isbns: Array.from({ length: 201 }, () => t.isbn13) });
    expect(over.status).toBe(422);
    expect(over.body.error.code).toBe('INVALID_FIELDS');
    expect(over.body.error.details).toEqual([expect.objectContaining({ path: 'isbns' })]);
  });

  it.each([
    ['no list', {}, 'isbns'],
    ['an empty list', { isbns: [] }, 'isbns'],
    ['a number', { isbns: [9780306406157] }, 'isbns.0'],
    ['a string instead of a list', { isbns: '9780306406157' }, 'isbns'],
    ['a very long string', { isbns: ['9'.repeat(500)] }, 'isbns.0'],
    ['an unknown field', { isbns: ['9780306406157'], extra: 1 }, ''],
    ['null', null, ''],
  ])('answers bad input (%s) with 422 INVALID_FIELDS and the field, never 500', async (_what, body, path) => {
    const res = await createShopper(api).request<ErrorBody>('POST', QUOTES, body);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('INVALID_FIELDS');
    expect(res.body.error.details!.map((d) => d.path)).toContain(path);
  });

  it('answers unreadable JSON with 400 MALFORMED_REQUEST', async () => {
    const res = await createShopper(api).request<ErrorBody>('POST', QUOTES, '{"isbns": [', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('MALFORMED_REQUEST');
  });
});
