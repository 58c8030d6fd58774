import { sql } from 'drizzle-orm';
import { LOCALE_LABELS, LOCALES, type Locale } from '@/i18n/locales';
import { shellResponse } from '@/contracts/shell';
import {
  FEED_PAGE_SIZE, addedTodayResponse, discountedTodayResponse, type AddedTodayResponse, type DiscountedTodayResponse,
} from '@/contracts/feeds';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import type { SeedSummary } from '@/server/db/seed';
import { createTestApi, type TestApi } from '../support/test-api';
import { createSeededApi } from '../support/seeded-api';

const NOW = new Date('2026-11-25T10:00:00Z');
const DAY = 86_400_000;
let handle: DbHandle;
let api: TestApi;
let seed: SeedSummary;

beforeAll(async () => {
  // 2000 copies: more than one page of copies added today.
  ({ handle, api, seed } = await createSeededApi({ books: 2000, seed: 11, now: NOW }));
});
afterAll(async () => handle?.close());

const lang = (locale: Locale) => ({ 'accept-language': locale });
const startOfPragueDay = (now: Date) =>
  sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'Europe/Prague') at time zone 'Europe/Prague')`;

async function addedToday(client: TestApi, page = 1, locale: Locale = 'cs'): Promise<AddedTodayResponse> {
  const res = await client.get(`/api/adonis/v1/feeds/added-today?page=${page}`, lang(locale));
  expect(res.status).toBe(200);
  return addedTodayResponse.parse(await res.json());
}

async function discountedToday(client: TestApi, page = 1, locale: Locale = 'cs'): Promise<DiscountedTodayResponse> {
  const res = await client.get(`/api/adonis/v1/feeds/discounted-today?page=${page}`, lang(locale));
  expect(res.status).toBe(200);
  return discountedTodayResponse.parse(await res.json());
}

async function allPages<T extends { pageCount: number; items: unknown[] }>(load: (page: number) => Promise<T>): Promise<T['items']> {
  const first = await load(1);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page++) items.push(...(await load(page)).items);
  return items;
}

describe('GET /feeds/added-today', () => {
  it('lists exactly the copies in stock added today on the Prague calendar, newest first, across pages', async () => {
    const expected = await queryRows<{ id: number }>(handle.db, sql`
      select id::int as id from books where state = 'in_stock'
         and added_at >= ${startOfPragueDay(NOW)} and added_at <= ${NOW.toISOString()}::timestamptz
       order by added_at desc, id desc`);
    expect(expected.length).toBe(seed.counts.addedToday);
    expect(expected.length).toBeGreaterThan(FEED_PAGE_SIZE);

    const first = await addedToday(api);
    expect(first).toMatchObject({ total: expected.length, page: 1, pageSize: FEED_PAGE_SIZE, pageCount: Math.ceil(expected.length / FEED_PAGE_SIZE) });
    const items = await allPages((page) => addedToday(api, page));
    expect(items.map((b) => b.bookId)).toEqual(expected.map((r) => r.id));
    expect(items.map((b) => b.bookId)).toContain(seed.samples.addedTodayCopyId);
  });

  it('agrees with the shell’s "added today" counter in the storefront’s reading languages', async () => {
    // Issue 17: the counter counts what the added-today page shows a visitor with the storefront's default languages.
    const shell = shellResponse.parse(await (await api.get('/api/adonis/v1/shell')).json());
    const languages = LOCALES.cs.defaultLanguageFilters.map((id) => `language=${id}`).join('&');
    const res = await api.get(`/api/adonis/v1/feeds/added-today?${languages}`, lang('cs'));
    expect(addedTodayResponse.parse(await res.json()).total).toBe(shell.todayAddedBooksCount);
  });

  it.each(LOCALE_LABELS)('prices the copies in the %s currency', async (locale) => {
    const { items } = await addedToday(api, 1, locale);
    const [row] = await queryRows<{ czk: number; eur: number }>(handle.db, sql`select price_czk_x100 as czk, price_eur_x100 as eur from books where id = ${items[0].bookId}`);
    expect(items[0].currency).toBe(LOCALES[locale].currency);
    expect(items[0].priceX100).toBe(LOCALES[locale].currency === 'CZK' ? row.czk : row.eur);
  });

  it('follows the injected clock: two days later nothing was added today', async () => {
    const later = createTestApi(handle, new Date(NOW.getTime() + 2 * DAY));
    expect(await addedToday(later)).toEqual({ total: 0, page: 1, pageSize: FEED_PAGE_SIZE, pageCount: 0, items: [] });
    expect(await discountedToday(later)).toEqual({ total: 0, page: 1, pageSize: FEED_PAGE_SIZE, pageCount: 0, items: [] });
  });

  it('answers a page past the end with no items', async () => {
    const { pageCount, total } = await addedToday(api);
    expect(await addedToday(api, pageCount + 1)).toMatchObject({ total, page: pageCount + 1, items: [] });
  });

  it.each(['0', '-1', 'abc', '1.5', '10001'])('refuses page=%s with 400', async (page) => {
    for (const feed of ['added-today', 'discounted-today']) {
      const res = await api.get(`/api/adonis/v1/feeds/${feed}?page=${page}`);
      expect([feed, res.status]).toEqual([feed, 400]);
      expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
  });
});

describe('GET /feeds/discounted-today', () => {
  it.each(['cs', 'de-DE'] as const)('lists the copies cut today (%s) below their previous price, latest cut first', async (locale) => {
    const czk = LOCALES[locale].currency === 'CZK';
    const expected = await queryRows<{ id: number }>(handle.db, sql`
      select id::int as id from books where state = 'in_stock' and previous_price_czk_x100 is not null
         and price_changed_at >= ${startOfPragueDay(NOW)} and price_changed_at <= ${NOW.toISOString()}::timestamptz
         and ${czk ? sql`price_czk_x100 < previous_price_czk_x100` : sql`price_eur_x100 < previous_price_eur_x100`}
       order by price_changed_at desc, id desc`);
    expect(expected.length).toBe(seed.counts.discountedToday);
    const items = await allPages((page) => discountedToday(api, page, locale));
    expect(items.map((b) => b.bookId)).toEqual(expected.map((r) => r.id));
    expect(items.map((b) => b.bookId)).toContain(seed.samples.discountedTodayCopyId);
    for (const book of items) {
      expect(book.currency).toBe(LOCALES[locale].currency);
      expect(book.previousPriceX100).not.toBeNull();
      expect(book.previousPriceX100!).toBeGreaterThan(book.priceX100);
      expect(book.lowestPrice30DaysX100).not.toBeNull();
      expect(book.lowestPrice30DaysX100!).toBeLessThanOrEqual(book.previousPriceX100!);
    }
  });

  it('announces the lowest price of the 30 days before the cut (EU Omnibus), from the price history', async () => {
    const copyId = seed.samples.discountedTodayCopyId!;
    const [book] = await queryRows<{ cut: string; czk: number; eur: number; prev_czk: number; prev_eur: number }>(handle.db, sql`
      select price_changed_at::text as cut, price_czk_x100 as czk, price_eur_x100 as eur,
             previous_price_czk_x100 as prev_czk, previous_price_eur_x100 as prev_eur
        from books where id = ${copyId}`);
    const cut = new Date(book.cut).getTime();
    const at = (daysBefore: number) => new Date(cut - daysBefore * DAY).toISOString();
    const share = (value: number, f: number) => Math.max(1, Math.floor(value * f));
    // 45 days before: the lowest ever, but replaced before the window opened → not counted.
    // 35 days before: still in force when the window opened (30 days before) → counted.
    // 10 days before: back to the previous price, which the cut then lowered.
    await handle.db.execute(sql`delete from book_price_history where book_id = ${copyId}`);
    await handle.db.execute(sql`
      insert into book_price_history (book_id, price_czk_x100, price_eur_x100, valid_from) values
        (${copyId}, ${share(book.prev_czk, 0.5)}, ${share(book.prev_eur, 0.5)}, ${at(45)}::timestamptz),
        (${copyId}, ${share(book.prev_czk, 0.8)}, ${share(book.prev_eur, 0.8)}, ${at(35)}::timestamptz),
        (${copyId}, ${book.prev_czk}, ${book.prev_eur}, ${at(10)}::timestamptz),
        (${copyId}, ${book.czk}, ${book.eur}, ${at(0)}::timestamptz)`);

    const find = async (locale: Locale) => (await allPages((page) => discountedToday(api, page, locale))).find((b) => b.bookId === copyId)!;
    expect((await find('cs')).lowestPrice30DaysX100).toBe(share(book.prev_czk, 0.8));
    expect((await find('fr-BE')).lowestPrice30DaysX100).toBe(share(book.prev_eur, 0.8));

    // Without any history the previous price is the only price known from before the cut.
    await handle.db.execute(sql`delete from book_price_history where book_id = ${copyId}`);
    expect((await find('cs')).lowestPrice30DaysX100).toBe(book.prev_czk);
  });
});
