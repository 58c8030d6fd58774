// @pglite-smoke: the listing's SQL: full text, trigram, facets (also run on the embedded PGlite; scripts/test-all.sh)
import { sql } from 'drizzle-orm';
import { listingResponse, suggestResponse, type ListingResponse } from '@/contracts/listing';
import { SORTS, toApiQuery, type ListingFilters } from '@/contracts/listing-filters';
import { toQueryString } from '@/lib/http/url';
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
  ({ handle, api, seed } = await createSeededApi({ books: 600, seed: 11, now: NOW }));
});
afterAll(async () => handle?.close());

async function listing(filters: ListingFilters, locale = 'cs'): Promise<ListingResponse> {
  const res = await api.get(`/api/adonis/v1/listing${toQueryString(toApiQuery(filters))}`, { 'accept-language': locale });
  expect(res.status).toBe(200);
  return listingResponse.parse(await res.json());
}
const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(handle.db, query))[0].n;
const ids = (list: ListingResponse) => list.items.map((i) => i.bookId);

/** Every copy of works labelled with this category or one below it (computed from the graph, not book_search). */
const inCategory = (categoryId: number) => sql`b.grandmother_id in (
  select e.grandmother_id from property_edges e where e.type_id = 1 and e.node_id in (
    with recursive down as (select ${categoryId}::int as id union all select n.id from property_nodes n join down on n.parent_id = down.id) select id from down))`;

describe('filters, with answers computed from the catalogue tables', () => {
  it('lists the copies in stock by default', async () => {
    const result = await listing({});
    expect(result.total).toBe(await count(sql`select count(*)::int as n from books where state = 'in_stock'`));
    expect(result.items).toHaveLength(24);
    expect(result.order).toBe('new');
  });

  it('filters by a top category, counting its subcategories', async () => {
    const top = seed.samples.inStockBook.topCategory.id;
    const result = await listing({ categories: [top] });
    expect(result.total).toBe(await count(sql`select count(*)::int as n from books b where b.state = 'in_stock' and ${inCategory(top)}`));
    expect(result.total).toBeGreaterThan(0);
  });

  it('filters by author, publisher, language, binding and condition', async () => {
    const { authorId, editionId } = seed.samples.inStockBook;
    expect((await listing({ authors: [authorId] })).total).toBe(await count(sql`
      select count(*)::int as n from books b where b.state = 'in_stock' and b.grandmother_id in (select grandmother_id from property_edges where type_id = 2 and node_id = ${authorId})`));

    const [edition] = await queryRows<{ publisher: string; language_id: number; binding_id: number }>(handle.db, sql`
      select p.name as publisher, m.language_id, m.binding_id from mothers m join property_nodes p on p.id = m.publisher_node_id where m.id = ${editionId}`);
    expect((await listing({ publishers: [edition.publisher] })).total).toBe(await count(sql`
      select count(*)::int as n from books b join mothers m on m.id = b.mother_id join property_nodes p on p.id = m.publisher_node_id where b.state = 'in_stock' and p.name = ${edition.publisher}`));
    expect((await listing({ language: [edition.language_id] })).total).toBe(await count(sql`
      select count(*)::int as n from books b join mothers m on m.id = b.mother_id where b.state = 'in_stock' and m.language_id = ${edition.language_id}`));
    expect((await listing({ binding: [edition.binding_id] })).total).toBe(await count(sql`
      select count(*)::int as n from books b join mothers m on m.id = b.mother_id where b.state = 'in_stock' and m.binding_id = ${edition.binding_id}`));
    expect((await listing({ conditions: [1, 2] })).total).toBe(await count(sql`
      select count(*)::int as n from books where state = 'in_stock' and condition_id in (1, 2)`));
  });

  it('shows sold copies only when asked (instock 0), and both with 0 and 1', async () => {
    const sold = await count(sql`select count(*)::int as n from books where state = 'sold'`);
    const inStock = await count(sql`select count(*)::int as n from books where state = 'in_stock'`);
    expect((await listing({ instock: [0] })).total).toBe(sold);
    expect((await listing({ instock: [1] })).total).toBe(inStock);
    expect((await listing({ instock: [0, 1] })).total).toBe(sold + inStock);
    const soldPage = await listing({ instock: [0] });
    expect(soldPage.items.every((i) => !i.inStock)).toBe(true);
  });

  it('filters price in the storefront currency (whole units in the URL, hundredths in the data)', async () => {
    const cs = await listing({ price: { min: 100, max: 200 } }, 'cs');
    expect(cs.total).toBe(await count(sql`select count(*)::int as n from books where state = 'in_stock' and price_czk_x100 between 10000 and 20000`));
    expect(cs.items.every((i) => i.currency === 'CZK' && i.priceX100 >= 10000 && i.priceX100 <= 20000)).toBe(true);
    const de = await listing({ price: { min: 5, max: 8 } }, 'de-DE');
    expect(de.total).toBe(await count(sql`select count(*)::int as n from books where state = 'in_stock' and price_eur_x100 between 500 and 800`));
    expect(de.items.every((i) => i.currency === 'EUR')).toBe(true);
  });

  it('filters years, with and without copies that have no year', async () => {
    const plain = await listing({ year: { min: 1990, max: 2005 } });
    expect(plain.total).toBe(await count(sql`select count(*)::int as n from books b join mothers m on m.id = b.mother_id where b.state = 'in_stock' and m.year between 1990 and 2005`));
    const withNulls = await listing({ year: { min: 1990, max: 2005, includeNulls: true } });
    expect(withNulls.total).toBe(await count(sql`select count(*)::int as n from books b join mothers m on m.id = b.mother_id where b.state = 'in_stock' and (m.year between 1990 and 2005 or m.year is null)`));
  });

  it('filters by edition (mother), by seller (user) and by series (edge-type.series)', async () => {
    const { editionId } = seed.samples.inStockBook;
    expect((await listing({ mother: editionId })).total).toBe(await count(sql`select count(*)::int as n from books where state = 'in_stock' and mother_id = ${editionId}`));
    const [seller] = await queryRows<{ hash: string; n: number }>(handle.db, sql`
      select seller_user_hash as hash, count(*)::int as n from books where state = 'in_stock' and seller_user_hash is not null group by 1 order by 2 desc limit 1`);
    if (seller) expect((await listing({ user: seller.hash })).total).toBe(seller.n);
    const series = seed.samples.series!;
    expect((await listing({ edges: { series: String(series.id) } })).total).toBe(await count(sql`
      select count(*)::int as n from books b where b.state = 'in_stock' and b.grandmother_id in (select grandmother_id from property_edges where type_id = 4 and node_id = ${series.id})`));
  });

  it('combines filters with AND', async () => {
    const top = seed.samples.inStockBook.topCategory.id;
    const result = await listing({ categories: [top], conditions: [1, 2, 3], price: { min: 0, max: 300 } });
    expect(result.total).toBe(await count(sql`select count(*)::int as n from books b where b.state = 'in_stock' and ${inCategory(top)} and b.condition_id in (1,2,3) and b.price_czk_x100 <= 30000`));
  });
});

describe('text search', () => {
  it('ignores diacritics and ranks exact-accent title hits first', async () => {
    const [work] = await queryRows<{ title: string }>(handle.db, sql`
      select title from grandmothers where title ~ '[áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]' and id in (select grandmother_id from books where state = 'in_stock') order by id limit 1`);
    const accented = work.title.split(/\s+/).sort((a, b) => b.length - a.length)[0];
    const plain = accented.normalize('NFD').replace(/\p{M}/gu, '');
    const withAccents = await listing({ q: accented });
    const without = await listing({ q: plain });
    expect(without.total).toBe(withAccents.total);
    expect(without.total).toBeGreaterThan(0);
    expect(withAccents.order).toBe('relevance');
    expect(withAccents.items[0].title.toLowerCase()).toContain(accented.toLowerCase());
  });

  it('finds an edition by ISBN-13 or ISBN-10, with or without hyphens', async () => {
    const { isbn13, isbn10, editionId } = seed.samples.isbn!;
    const expected = await count(sql`select count(*)::int as n from books where state = 'in_stock' and mother_id in (select id from mothers where isbn13 = ${isbn13})`);
    const hyphenated = `${isbn13.slice(0, 3)}-${isbn13.slice(3, 5)}-${isbn13.slice(5, 9)}-${isbn13.slice(9, 12)}-${isbn13.slice(12)}`;
    for (const q of [isbn13, hyphenated, isbn10]) {
      const result = await listing({ q, instock: [0, 1] });
      expect(result.total).toBeGreaterThan(0);
      expect(result.items.every((i) => i.editionId === editionId)).toBe(true);
      expect((await listing({ q })).total).toBe(expected);
    }
  });

  it('tolerates a typo in an author name', async () => {
    const [author] = await queryRows<{ id: number; name: string }>(handle.db, sql`
      select n.id, n.name from property_nodes n where n.type = 'author'
         and exists (select 1 from book_search s where s.state = 'in_stock' and n.id = any(s.author_ids))
         and length(split_part(n.name, ' ', 2)) >= 8 order by n.id limit 1`);
    const surname = author.name.split(' ')[1];
    const typo = surname.slice(0, -3) + surname.slice(-2); // one letter dropped
    expect((await listing({ q: typo, instock: [0, 1] })).total).toBeGreaterThan(0);
    // Intersected with the author filter: the typo found this author's copies.
    expect((await listing({ q: typo, authors: [author.id] })).total).toBeGreaterThan(0);
  });

  it('finds German typed without umlauts ("koenigin" for "Königin"), results and suggestions alike', async () => {
    // A word with an umlaut in the title of an edition in stock (the seed is deterministic).
    const [row] = await queryRows<{ title: string }>(handle.db, sql`
      select m.title from mothers m where m.title ~ '[äöüÄÖÜ][a-zäöüß]{3,}'
         and exists (select 1 from book_search s where s.mother_id = m.id and s.state = 'in_stock') order by m.id limit 1`);
    expect(row).toBeDefined();
    const word = /\p{L}*[äöüÄÖÜ]\p{L}{3,}/u.exec(row!.title)![0];
    const typed = word.replace(/[äöüÄÖÜ]/g, (c) => ({ ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' })[c]!);
    const withUmlaut = await listing({ q: word, instock: [0, 1] });
    expect(withUmlaut.total).toBeGreaterThan(0);
    const transliterated = await listing({ q: typed, instock: [0, 1] });
    expect(transliterated.total).toBe(withUmlaut.total);
    expect(transliterated.filters.q).toBe(typed);
    // The autocomplete offers what the results page finds (issue 17 item 3): something, for the same words.
    const suggested = suggestResponse.parse(await (await api.get(`/api/adonis/v1/search/suggest?q=${encodeURIComponent(typed)}`, { 'accept-language': 'de-AT' })).json());
    const plain = suggestResponse.parse(await (await api.get(`/api/adonis/v1/search/suggest?q=${encodeURIComponent(word)}`, { 'accept-language': 'de-AT' })).json());
    expect(suggested).toEqual(plain);
  });

  it('answers a query with no searchable word with an empty page, not an error', async () => {
    const result = await listing({ q: '!!!' });
    expect(result.total).toBe(0);
    expect(result.items).toEqual([]);
  });
});

describe('sorts and pagination', () => {
  const column: Record<string, string> = {
    price_asc: 'price_czk_x100', price_desc: 'price_czk_x100', oldest: 'year', newest: 'year', new: 'added_at',
    first_stocked_at_desc: 'first_stocked_at', restocked: 'restocked_at', 'rating-desc': 'rating',
  };
  const ascending = new Set(['price_asc', 'oldest']);

  it.each([...SORTS])('orders by %s', async (order) => {
    const result = await listing({ order });
    expect(result.order).toBe(order);
    const rows = await queryRows<{ id: number; v: string | number | null }>(handle.db, sql`
      select book_id::int as id, ${sql.raw(column[order])}::text as v from book_search where book_id = any(${`{${ids(result).join(',')}}`}::bigint[])`);
    const value = new Map(rows.map((r) => [r.id, r.v]));
    const values = ids(result).map((id) => value.get(id) ?? null);
    const present = values.filter((v): v is string => v !== null);
    const numeric = present.every((v) => /^-?\d+(\.\d+)?$/.test(v));
    const cmp = (a: string, b: string) => (numeric ? Number(a) - Number(b) : new Date(a).getTime() - new Date(b).getTime());
    const sorted = [...present].sort((a, b) => (ascending.has(order) ? cmp(a, b) : cmp(b, a)));
    expect(present).toEqual(sorted);
    // nulls last
    const firstNull = values.indexOf(null);
    if (firstNull >= 0) expect(values.slice(firstNull).every((v) => v === null)).toBe(true);
  });

  it('pages through results without overlap', async () => {
    const first = await listing({ order: 'price_asc' });
    const second = await listing({ order: 'price_asc', page: 2 });
    expect(second.page).toBe(2);
    expect(ids(first).filter((id) => ids(second).includes(id))).toEqual([]);
    expect(second.items[0].priceX100).toBeGreaterThanOrEqual(first.items[23].priceX100);
    const beyond = await listing({ page: first.pageCount + 5 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });
});

describe('facets', () => {
  it('counts each facet over the other filters (a chosen value keeps its alternatives)', async () => {
    const plain = await listing({});
    const sum = (list: Array<{ count: number }>) => list.reduce((s, x) => s + x.count, 0);
    expect(sum(plain.facets.language)).toBe(plain.total);
    expect(sum(plain.facets.conditions)).toBe(plain.total);
    const language = plain.facets.language[0].id;
    const filtered = await listing({ language: [language] });
    expect(filtered.total).toBe(plain.facets.language[0].count);
    expect(filtered.facets.language).toEqual(plain.facets.language);
    expect(sum(filtered.facets.conditions)).toBe(filtered.total);
    expect(plain.facets.instock).toEqual(expect.arrayContaining([{ id: 1, count: plain.total }]));
  });

  it('names categories in the storefront language and bounds prices in its currency', async () => {
    const cs = await listing({}, 'cs');
    const de = await listing({}, 'de-DE');
    expect(cs.facets.categories.length).toBeGreaterThan(0);
    const slugsCs = new Map(cs.facets.categories.map((c) => [c.id, c.slug]));
    expect(de.facets.categories.some((c) => slugsCs.get(c.id) !== c.slug)).toBe(true);
    const [czk] = await queryRows<{ min: number; max: number }>(handle.db, sql`select min(price_czk_x100) as min, max(price_czk_x100) as max from books where state = 'in_stock'`);
    expect(cs.facets.price).toEqual({ min: Math.floor(czk.min / 100), max: Math.ceil(czk.max / 100) });
    expect(de.currency).toBe('EUR');
  });

  it('counts a changed copy at once (each instance keeps its facet index current, docs/adr/0032)', async () => {
    const before = await listing({ conditions: [5] });
    const [book] = await queryRows<{ id: number }>(handle.db, sql`select id::int as id from books where state = 'in_stock' and condition_id <> 5 order by id limit 1`);
    await handle.db.execute(sql`update books set condition_id = 5 where id = ${book.id}`);
    const after = await listing({ conditions: [5] });
    expect(after.total).toBe(before.total + 1);
    expect(after.items.map((i) => i.bookId)).toContain(book.id);
  });
});

describe('bad input', () => {
  it.each([
    '?price=abc', '?category=x_y', '?page=-3', '?order=cheapest', '?year=2000-1990', '?user=ab', '?mother=0',
    '?q=%E0%A4%A', '?category=' + '9'.repeat(40), '?publisher=' + 'x'.repeat(5000),
  ])('a malformed query (#%#) is read leniently, never a 500', async (query) => {
    const res = await api.get(`/api/adonis/v1/listing${query}`);
    expect(res.status).toBe(200);
    listingResponse.parse(await res.json());
  });

  it('suggests titles, authors and categories for two or more characters', async () => {
    expect((await api.get('/api/adonis/v1/search/suggest?q=a')).status).toBe(400);
    const title = seed.samples.inStockBook.authorName.slice(0, 4);
    const res = await api.get(`/api/adonis/v1/search/suggest?q=${encodeURIComponent(title)}`);
    expect(res.status).toBe(200);
    const body = suggestResponse.parse(await res.json());
    expect(body.authors.map((a) => a.name)).toContain(seed.samples.inStockBook.authorName);
  });
});
