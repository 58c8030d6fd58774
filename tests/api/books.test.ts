import { sql } from 'drizzle-orm';
import { LOCALE_LABELS, LOCALES, type Locale } from '@/i18n/locales';
import {
  bookResponse, booksByIdsResponse, catalogueRef, workResponse, editionResponse, type CopyOffer,
} from '@/contracts/works';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import type { SeedSummary } from '@/server/db/seed';
import type { TestApi } from '../support/test-api';
import { createSeededApi } from '../support/seeded-api';

const NOW = new Date('2026-11-25T10:00:00Z');
let handle: DbHandle;
let api: TestApi;
let seed: SeedSummary;

beforeAll(async () => {
  ({ handle, api, seed } = await createSeededApi({ books: 400, seed: 7, now: NOW }));
});
afterAll(async () => handle?.close());

const lang = (locale: Locale) => ({ 'accept-language': locale });
const get = (path: string, locale: Locale = 'cs') => api.get(`/api/adonis/v1${path}`, lang(locale));
const rows = <T,>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);
const priceColumn = (locale: Locale) => (LOCALES[locale].currency === 'CZK' ? 'price_czk_x100' : 'price_eur_x100');

/** The order book pages promise: cheapest first, then best condition (rank 1 = as new), then id. */
function expectPriceThenCondition(copies: CopyOffer[]) {
  const rank = (c: CopyOffer) => c.conditionId; // seeded conditions have id = rank
  const sorted = [...copies].sort((a, b) => a.priceX100 - b.priceX100 || rank(a) - rank(b) || a.bookId - b.bookId);
  expect(copies.map((c) => c.bookId)).toEqual(sorted.map((c) => c.bookId));
}

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ error: expect.objectContaining({ code, message: expect.any(String) }) });
}

describe('GET /books/by-book-ids', () => {
  it('returns the docs/product.md#copy-fields fields with both prices, in request order, leaving unknown ids out', async () => {
    const { inStockCopyId, soldCopyId } = seed.samples;
    const res = await get(`/books/by-book-ids?bookIds=${soldCopyId}&bookIds=999999&bookIds=${inStockCopyId}`);
    expect(res.status).toBe(200);
    const body = booksByIdsResponse.parse(await res.json());
    expect(body.data.items.map((i) => i.bookId)).toEqual([soldCopyId, inStockCopyId]);
    const item = body.data.items[1];
    expect(Object.keys(item).sort()).toEqual(['bookId', 'conditionId', 'isbn10', 'isbn13', 'priceCzkX100', 'priceEurX100']);
    expect(item).toMatchObject({ priceCzkX100: seed.samples.inStockBook.priceCzkX100, priceEurX100: seed.samples.inStockBook.priceEurX100 });
  });

  it('gives the same answer on every storefront (both currencies, no locale choice)', async () => {
    const path = `/books/by-book-ids?bookIds=${seed.samples.inStockCopyId}`;
    const cs = await (await get(path, 'cs')).json();
    expect(await (await get(path, 'fr-BE')).json()).toEqual(cs);
  });

  it('carries the edition’s ISBNs', async () => {
    const isbn = seed.samples.isbn!;
    const [copy] = await rows<{ id: string }>(sql`select id::text from books where mother_id = ${isbn.editionId} order by id limit 1`);
    const body = booksByIdsResponse.parse(await (await get(`/books/by-book-ids?bookIds=${copy.id}`)).json());
    expect(body.data.items).toEqual([expect.objectContaining({ 'bookId': Number(copy.id), isbn13: isbn.isbn13, isbn10: isbn.isbn10 })]);
  });

  it('accepts comma-separated ids like repeated ones, and ignores duplicates', async () => {
    const { inStockCopyId: a, soldCopyId: b } = seed.samples;
    const repeated = await (await get(`/books/by-book-ids?bookIds=${a}&bookIds=${b}`)).json();
    expect(await (await get(`/books/by-book-ids?bookIds=${a},${b}`)).json()).toEqual(repeated);
    expect(await (await get(`/books/by-book-ids?bookIds=${a},${b}&bookIds=${a}`)).json()).toEqual(repeated);
  });

  it('answers an empty list for ids it does not know', async () => {
    expect(await (await get('/books/by-book-ids?bookIds=987654321')).json()).toEqual({ data: { items: [] } });
  });

  it.each([
    ['missing', ''],
    ['not a number', '?bookIds=abc'],
    ['zero', '?bookIds=0'],
    ['negative', '?bookIds=-5'],
    ['empty', '?bookIds='],
    ['a trailing comma', '?bookIds=1,'],
    ['a decimal', '?bookIds=1.5'],
    ['too large', '?bookIds=99999999999999999999'],
  ])('rejects %s with 400 VALIDATION_FAILED', async (_, query) => {
    await expectError(await get(`/books/by-book-ids${query}`), 400, 'VALIDATION_FAILED');
  });

  it('takes at most 100 ids', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => i + 1);
    expect((await get(`/books/by-book-ids?bookIds=${ids.join(',')}`)).status).toBe(200);
    await expectError(await get(`/books/by-book-ids?bookIds=${[...ids, 101].join(',')}`), 400, 'VALIDATION_FAILED');
    await expectError(await get(`/books/by-book-ids?${[...ids, 101].map((i) => `bookIds=${i}`).join('&')}`), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /grandmothers/{id}', () => {
  it.each(['cs', 'de-DE', 'fr-BE'] as const)('%s: work with authors, localized categories and editions in its currency', async (locale) => {
    const sample = seed.samples.inStockBook;
    const res = await get(`/grandmothers/${sample.workId}`, locale);
    expect(res.status).toBe(200);
    const work = workResponse.parse(await res.json());
    expect(work.workId).toBe(sample.workId);
    expect(work.authors).toContainEqual({ id: sample.authorId, name: sample.authorName });
    expect(work.categories).toContainEqual({ id: sample.category.id, name: sample.category.names[locale], slug: sample.category.slugs[locale] });
    expect(work.coverUrl).toBe(`/api/adonis/v1/covers/${sample.workId}.svg`);
    expect(work.currency).toBe(LOCALES[locale].currency);

    const editions = await rows<{ id: number }>(sql`select id from mothers where grandmother_id = ${sample.workId}`);
    expect(work.editions.map((e) => e.editionId).sort((a, b) => a - b)).toEqual(editions.map((e) => e.id).sort((a, b) => a - b));

    const [stock] = await rows<{ n: number; low: number }>(sql`select count(*)::int as n, min(${sql.raw(priceColumn(locale))})::int as low
      from books where grandmother_id = ${sample.workId} and state = 'in_stock'`);
    expect(work.inStockCount).toBe(stock.n);
    expect(work.lowestPriceX100).toBe(stock.low);

    const edition = work.editions.find((e) => e.editionId === sample.editionId)!;
    expect(edition.copies.map((c) => c.bookId)).toContain(sample.copyId);
    expect(edition.inStockCount).toBe(edition.copies.length);
    expect(edition.lowestPriceX100).toBe(edition.copies[0].priceX100);
    expect(edition.copies.every((c) => c.currency === LOCALES[locale].currency && c.editionId === edition.editionId)).toBe(true);
    expectPriceThenCondition(edition.copies);
  });

  it('says which language the work\'s description is written in (the same on every storefront)', async () => {
    const [described] = await rows<{ id: number; description_language_id: number }>(
      sql`select id, description_language_id from grandmothers where description is not null and description_language_id <> 1 order by id limit 1`);
    for (const locale of ['cs', 'de-AT'] as const) {
      const work = workResponse.parse(await (await get(`/grandmothers/${described.id}`, locale)).json());
      expect(work.description).not.toBeNull();
      expect(work.descriptionLanguageId).toBe(described.description_language_id);
    }
    const [bare] = await rows<{ id: number }>(sql`select id from grandmothers where description is null order by id limit 1`);
    expect(workResponse.parse(await (await get(`/grandmothers/${bare.id}`, 'cs')).json()).descriptionLanguageId).toBeNull();
  });

  it('names series in the storefront’s language with the volume number', async () => {
    const series = seed.samples.series!;
    const [edge] = await rows<{ grandmother_id: number; position: number }>(
      sql`select grandmother_id, position from property_edges where type_id = 4 and node_id = ${series.id} order by grandmother_id limit 1`,
    );
    for (const locale of ['cs', 'it-IT'] as const) {
      const work = workResponse.parse(await (await get(`/grandmothers/${edge.grandmother_id}`, locale)).json());
      expect(work.series).toEqual([expect.objectContaining({ id: series.id, slug: series.slugs[locale], volume: edge.position })]);
    }
  });

  it('lists translators on translated editions', async () => {
    const [edge] = await rows<{ mother_id: number; grandmother_id: number; node_id: number }>(sql`
      select e.mother_id, m.grandmother_id, e.node_id from property_edges e join mothers m on m.id = e.mother_id
       where e.type_id = 3 order by e.mother_id limit 1`);
    const work = workResponse.parse(await (await get(`/grandmothers/${edge.grandmother_id}`)).json());
    const edition = work.editions.find((e) => e.editionId === edge.mother_id)!;
    expect(edition.translators.map((t) => t.id)).toEqual([edge.node_id]);
  });

  it('answers 404 NOT_FOUND for an unknown work and 400 for a malformed id', async () => {
    await expectError(await get('/grandmothers/987654'), 404, 'NOT_FOUND');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) await expectError(await get(`/grandmothers/${bad}`), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /mothers/{id}', () => {
  it('gives the edition with ISBNs, its work and its copies in stock ordered by price then condition', async () => {
    const isbn = seed.samples.isbn!;
    for (const locale of ['cs', 'de-DE'] as const) {
      const res = await get(`/mothers/${isbn.editionId}`, locale);
      expect(res.status).toBe(200);
      const body = editionResponse.parse(await res.json());
      expect(body.edition).toMatchObject({ editionId: isbn.editionId, workId: isbn.workId, isbn13: isbn.isbn13, isbn10: isbn.isbn10 });
      expect(body.work.workId).toBe(isbn.workId);
      const inStock = await rows<{ id: string; price: number }>(sql`select id::text, ${sql.raw(priceColumn(locale))} as price
        from books where mother_id = ${isbn.editionId} and state = 'in_stock'`);
      expect(body.copies.map((c) => c.bookId).sort((a, b) => a - b)).toEqual(inStock.map((r) => Number(r.id)).sort((a, b) => a - b));
      expect(body.copies.map((c) => c.priceX100).sort((a, b) => a - b)).toEqual(inStock.map((r) => r.price).sort((a, b) => a - b));
      expectPriceThenCondition(body.copies);
    }
  });

  it('answers 404 for an unknown edition and 400 for a malformed id', async () => {
    await expectError(await get('/mothers/987654'), 404, 'NOT_FOUND');
    await expectError(await get('/mothers/x1'), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /books/{id}', () => {
  it.each(LOCALE_LABELS)('%s: an in-stock copy priced in the storefront’s currency, with both prices', async (locale) => {
    const sample = seed.samples.inStockBook;
    const book = bookResponse.parse(await (await get(`/books/${sample.copyId}`, locale)).json());
    const czk = LOCALES[locale].currency === 'CZK';
    expect(book).toMatchObject({
      'bookId': sample.copyId, editionId: sample.editionId, workId: sample.workId, state: 'in_stock',
      currency: LOCALES[locale].currency, priceX100: czk ? sample.priceCzkX100 : sample.priceEurX100,
      priceCzkX100: sample.priceCzkX100, priceEurX100: sample.priceEurX100, availableCopies: [],
    });
    expect(book.work.categories).toContainEqual(expect.objectContaining({ id: sample.category.id, slug: sample.category.slugs[locale] }));
  });

  it('carries condition, defects note, photos, edition and work', async () => {
    const [copy] = await rows<{ id: string; condition_id: number; condition_note: string; photo_count: number; mother_id: number }>(sql`
      select id::text, condition_id, condition_note, photo_count, mother_id from books
       where state = 'in_stock' and condition_note is not null order by id limit 1`);
    const book = bookResponse.parse(await (await get(`/books/${copy.id}`)).json());
    expect(book).toMatchObject({ conditionId: copy.condition_id, conditionNote: copy.condition_note, photoCount: copy.photo_count });
    expect(book.edition.editionId).toBe(copy.mother_id);
    expect(book.work.authors.length).toBeGreaterThan(0);
  });

  it('lists the other copies of the same edition in stock, by price then condition', async () => {
    const [mother] = await rows<{ mother_id: number }>(sql`
      select mother_id from books where state = 'in_stock' group by mother_id having count(*) >= 4 order by count(*) desc, mother_id limit 1`);
    const copies = await rows<{ id: string }>(sql`select id::text from books where mother_id = ${mother.mother_id} and state = 'in_stock' order by id`);
    const self = Number(copies[copies.length - 1].id);
    for (const locale of ['cs', 'fr-BE'] as const) {
      const book = bookResponse.parse(await (await get(`/books/${self}`, locale)).json());
      expect(book.otherCopies.map((c) => c.bookId).sort((a, b) => a - b)).toEqual(copies.map((c) => Number(c.id)).filter((id) => id !== self));
      expect(book.otherCopies.every((c) => c.editionId === mother.mother_id)).toBe(true);
      expectPriceThenCondition(book.otherCopies);
    }
  });

  it('shows a sold copy as sold, with the copies of the same work still in stock', async () => {
    const soldId = seed.samples.soldCopyId!;
    const book = bookResponse.parse(await (await get(`/books/${soldId}`, 'de-DE')).json());
    expect(book.state).toBe('sold');
    const inStock = await rows<{ id: string }>(sql`
      select id::text from books where grandmother_id = ${book.workId} and state = 'in_stock' order by id`);
    expect(book.availableCopies.map((c) => c.bookId).sort((a, b) => a - b)).toEqual(inStock.map((r) => Number(r.id)));
    expect(book.availableCopies.every((c) => c.workId === book.workId && c.currency === 'EUR')).toBe(true);
    expectPriceThenCondition(book.availableCopies);
  });

  it('finds a sold copy whose work still has copies, and lists them', async () => {
    const [sold] = await rows<{ id: string; grandmother_id: number }>(sql`
      select b.id::text, b.grandmother_id from books b
       where b.state = 'sold' and exists (select 1 from books o where o.grandmother_id = b.grandmother_id and o.state = 'in_stock')
       order by b.id limit 1`);
    const book = bookResponse.parse(await (await get(`/books/${sold.id}`)).json());
    expect(book.availableCopies.length).toBeGreaterThan(0);
  });

  it('treats a discarded copy as gone (404)', async () => {
    await expectError(await get(`/books/${seed.samples.discardedCopyId}`), 404, 'NOT_FOUND');
  });

  it('answers 404 for an unknown copy and 400 for a malformed id', async () => {
    await expectError(await get('/books/987654321'), 404, 'NOT_FOUND');
    for (const bad of ['abc', '0', '-3', '1e3', '12345678901234567']) await expectError(await get(`/books/${bad}`), 400, 'VALIDATION_FAILED');
  });
});

describe('redirect lookups', () => {
  it('say where a copy, an edition and a work live', async () => {
    const s = seed.samples.inStockBook;
    expect(catalogueRef.parse(await (await get(`/books/${s.copyId}/ref`)).json())).toEqual({ workId: s.workId, editionId: s.editionId, 'bookId': s.copyId });
    expect(await (await get(`/mothers/${s.editionId}/ref`)).json()).toEqual({ workId: s.workId, editionId: s.editionId, 'bookId': null });
    expect(await (await get(`/grandmothers/${s.workId}/ref`)).json()).toEqual({ workId: s.workId, editionId: null, 'bookId': null });
  });

  it('answer 404 for unknown ids', async () => {
    await expectError(await get('/books/987654321/ref'), 404, 'NOT_FOUND');
    await expectError(await get(`/books/${seed.samples.discardedCopyId}/ref`), 404, 'NOT_FOUND');
    await expectError(await get('/mothers/987654/ref'), 404, 'NOT_FOUND');
    await expectError(await get('/grandmothers/987654/ref'), 404, 'NOT_FOUND');
  });
});

it('documents the book endpoints in OpenAPI', async () => {
  const doc = (await (await api.get('/api/adonis/openapi.json')).json()) as { paths: Record<string, unknown> };
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([
    '/api/adonis/v1/books/by-book-ids', '/api/adonis/v1/books/{id}', '/api/adonis/v1/mothers/{id}', '/api/adonis/v1/grandmothers/{id}',
  ]));
});

describe('upsell', () => {
  it('offers a free copy of another work by the same author, and none once it is held', async () => {
    const [pair] = await rows<{ a: string; b: string }>(sql`
      select a.book_id as a, b.book_id as b from book_search a join book_search b
        on b.author_ids && a.author_ids and b.grandmother_id <> a.grandmother_id
       where a.state = 'in_stock' and b.state = 'in_stock'
         and (select count(*) from book_search c where c.state = 'in_stock' and c.author_ids && a.author_ids and c.grandmother_id <> a.grandmother_id) = 1
       limit 1`);
    const [source, other] = [Number(pair!.a), Number(pair!.b)];
    const res = await get(`/books/${source}/upsell`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { item: { 'bookId': number; currency: string } | null };
    expect(body.item).toMatchObject({ 'bookId': other, currency: 'CZK' });

    await handle.db.execute(sql`insert into book_claims (book_id, cart_id, until, claimed_at) values (${other}, gen_random_uuid(), ${new Date(NOW.getTime() + 600_000).toISOString()}, ${NOW.toISOString()})`);
    expect(await (await get(`/books/${source}/upsell`)).json()).toEqual({ item: null });
    await handle.db.execute(sql`delete from book_claims where book_id = ${other}`);
  });

  it('offers only a copy in the reading languages asked for (issue 17 item 1: de-AT offered a Czech book)', async () => {
    const [pair] = await rows<{ a: string; b: string; language: number }>(sql`
      select a.book_id as a, b.book_id as b, b.language_id as language from book_search a join book_search b
        on b.author_ids && a.author_ids and b.grandmother_id <> a.grandmother_id
       where a.state = 'in_stock' and b.state = 'in_stock'
         and (select count(*) from book_search c where c.state = 'in_stock' and c.author_ids && a.author_ids and c.grandmother_id <> a.grandmother_id) = 1
       limit 1`);
    const [source, other, language] = [Number(pair!.a), Number(pair!.b), Number(pair!.language)];
    const another = language === 1 ? 2 : 1;
    const offered = async (query: string) => ((await (await get(`/books/${source}/upsell${query}`)).json()) as { item: { 'bookId': number } | null }).item;
    expect(await offered(`?language=${language}`)).toMatchObject({ 'bookId': other });
    expect(await offered(`?language=${another}&language=${language}`)).toMatchObject({ 'bookId': other });
    expect(await offered(`?language=${another}`)).toBeNull();
    expect(await offered('')).toMatchObject({ 'bookId': other });
  });

  it('answers null for an unknown copy and 400 for a malformed id', async () => {
    expect(await (await get('/books/987654321/upsell')).json()).toEqual({ item: null });
    expect((await get('/books/abc/upsell')).status).toBe(400);
  });
});
