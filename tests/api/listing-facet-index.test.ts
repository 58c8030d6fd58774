// @pglite-smoke: the in-memory facet index against SQL group-by counts (also run on the embedded PGlite; scripts/test-all.sh)
import { sql } from 'drizzle-orm';
import { listingResponse, type ListingResponse } from '@/contracts/listing';
import { SORTS, toApiQuery, type ListingFilters } from '@/contracts/listing-filters';
import { toQueryString } from '@/lib/http/url';
import { openDb, type DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { countWithIndex, facetIndexStats, indexPage } from '@/server/modules/catalogue/facet-index.service';
import {
  countByArray, countByColumn, countByStock, countMatches, findPageIds, findPublisherIds, priceBounds, yearBounds,
} from '@/server/modules/catalogue/listing.repository';
import { toTsqueryText, type ResolvedFilters } from '@/server/modules/catalogue/listing.sql';
import { createTestApi, type TestApi } from '../support/test-api';
import { createSeededApi } from '../support/seeded-api';
import { testDatabaseUrl } from '../support/test-db';

const NOW = new Date('2026-11-25T10:00:00Z');
let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 900, seed: 18, now: NOW }));
});
afterAll(async () => handle?.close());

const LIMITS = { authors: 30, publishers: 30 };

/** The reference: the listing's SQL `count(*) … group by` queries, one per facet. */
async function sqlCounts(r: ResolvedFilters) {
  const db = handle.db;
  return {
    total: await countMatches(db, r),
    categories: await countByArray(db, r, 'categories', 'category_ids'),
    authors: await countByArray(db, r, 'authors', 'author_ids', LIMITS.authors),
    publishers: await countByColumn(db, r, 'publishers', 'publisher_id', LIMITS.publishers),
    language: await countByColumn(db, r, 'language', 'language_id'),
    binding: await countByColumn(db, r, 'binding', 'binding_id'),
    conditions: await countByColumn(db, r, 'conditions', 'condition_id'),
    instock: await countByStock(db, r),
    priceX100: await priceBounds(db, r),
    year: await yearBounds(db, r),
  };
}

async function resolve(filters: ListingFilters, currency: 'CZK' | 'EUR'): Promise<ResolvedFilters> {
  const publisherIds = filters.publishers ? await findPublisherIds(handle.db, filters.publishers) : undefined;
  return { filters, currency, publisherIds, tsquery: filters.q ? toTsqueryText(filters.q) : null };
}

/** A small deterministic PRNG (mulberry32), so a failing combination can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function listing(filters: ListingFilters, on: TestApi = api): Promise<ListingResponse> {
  const res = await on.get(`/api/adonis/v1/listing${toQueryString(toApiQuery(filters))}`, { 'accept-language': 'cs' });
  expect(res.status).toBe(200);
  return listingResponse.parse(await res.json());
}

describe('facet counts from the in-memory index', () => {
  it('equal the SQL group-by counts for 500 random filter combinations, and so do their pages', async () => {
    const db = handle.db;
    const values = async (query: ReturnType<typeof sql>) => (await queryRows<{ v: number }>(db, query)).map((r) => Number(r.v));
    const categories = await values(sql`select id as v from property_nodes where type = 'category'`);
    const authors = await values(sql`select distinct unnest(author_ids) as v from book_search limit 200`);
    const publishers = (await queryRows<{ name: string }>(db, sql`select distinct n.name from property_nodes n where n.type = 'publisher'`)).map((r) => r.name);
    const languages = await values(sql`select distinct language_id as v from book_search`);
    const bindings = await values(sql`select distinct binding_id as v from book_search where binding_id is not null`);
    const conditions = await values(sql`select distinct condition_id as v from book_search`);
    const editions = await values(sql`select mother_id as v from book_search order by book_id limit 50`);
    const words = (await queryRows<{ title: string }>(db, sql`select title from book_search order by book_id limit 40`))
      .flatMap((r) => r.title.split(/\s+/)).filter((w) => /^\p{L}{3,}$/u.test(w));
    const rand = random(18);
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
    const some = <T>(list: T[], max: number) => [...new Set(Array.from({ length: 1 + Math.floor(rand() * max) }, () => pick(list)))];

    for (let i = 0; i < 500; i++) {
      const f: ListingFilters = {};
      if (rand() < 0.4) f.categories = some(categories, 3);
      if (rand() < 0.15) f.authors = some(authors, 3);
      if (rand() < 0.15 && publishers.length) f.publishers = some(publishers, 2);
      if (rand() < 0.4) f.language = some(languages, 3);
      if (rand() < 0.25 && bindings.length) f.binding = some(bindings, 2);
      if (rand() < 0.3) f.conditions = some(conditions, 3);
      if (rand() < 0.2) f.instock = rand() < 0.5 ? [0] : [0, 1];
      if (rand() < 0.25) {
        const min = Math.floor(rand() * 300);
        f.price = { min, max: min + Math.floor(rand() * 600) };
      }
      if (rand() < 0.25) {
        const min = 1950 + Math.floor(rand() * 60);
        f.year = { min, max: min + Math.floor(rand() * 30), ...(rand() < 0.5 ? { includeNulls: true } : {}) };
      }
      if (rand() < 0.08) f.q = pick(words);
      if (rand() < 0.04) f.mother = pick(editions);
      const r = await resolve(f, rand() < 0.5 ? 'CZK' : 'EUR');
      const expected = await sqlCounts(r);
      // A text query's default order is relevance (exact title first, then the text rank): the index sorts it too.
      const order = f.q && rand() < 0.5 ? 'relevance' : pick([...SORTS]);
      const offset = rand() < 0.7 ? 0 : 24 * Math.floor(rand() * 5);
      const { pageIds, candidates: _candidates, ...actual } = (await countWithIndex(db, r, `exact-${i}`, LIMITS, indexPage(order, offset, 24)))!;
      // The page the index sorted is the page SQL's ORDER BY … LIMIT gives.
      expect({ filters: f, order, offset, pageIds }).toEqual({ filters: f, order, offset, pageIds: await findPageIds(db, r, order, 24, offset) });
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        // The combination in the failure message, then the difference.
        expect({ filters: f, currency: r.currency, counts: actual }).toEqual({ filters: f, currency: r.currency, counts: expected });
      }
    }
  }, 600_000); // ≈5 000 SQL queries for the reference: minutes on a busy machine
});

/** Polls until `check` holds (no fixed sleeps); returns the milliseconds it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe('counts and the listing follow the copies within 2 s', () => {
  const inStockCopy = async (exclude: number[] = []) => {
    const [row] = await queryRows<{ id: number; condition_id: number }>(handle.db, sql`
      select id::int as id, condition_id from books where state = 'in_stock' and not (id = any(${`{${[0, ...exclude].join(',')}}`}::bigint[])) order by id limit 1`);
    return row;
  };

  it('a copy sold, stocked again, re-priced and discarded', async () => {
    const copy = await inStockCopy();
    const filters: ListingFilters = { conditions: [copy.condition_id] };
    const before = await listing(filters);

    await handle.db.execute(sql`update books set state = 'sold' where id = ${copy.id}`);
    expect(await within(2000, async () => (await listing(filters)).total === before.total - 1)).toBeLessThan(2000);
    const sold = await listing({ ...filters, instock: [0] });
    expect(sold.facets.instock.find((s) => s.id === 1)?.count).toBe(before.total - 1);

    await handle.db.execute(sql`update books set state = 'in_stock' where id = ${copy.id}`);
    expect(await within(2000, async () => (await listing(filters)).total === before.total)).toBeLessThan(2000);

    // Re-priced to the cheapest copy in the shop: the price facet's lower bound and the first page of price_asc follow.
    await handle.db.execute(sql`update books set price_czk_x100 = 1, price_eur_x100 = 1 where id = ${copy.id}`);
    await within(2000, async () => (await listing(filters)).facets.price?.min === 0);
    const cheapest = await listing({ ...filters, order: 'price_asc' });
    expect(cheapest.items[0].bookId).toBe(copy.id);

    await handle.db.execute(sql`update books set state = 'discarded' where id = ${copy.id}`);
    expect(await within(2000, async () => (await listing(filters)).total === before.total - 1)).toBeLessThan(2000);
    const discarded = await listing({ ...filters, instock: [0, 1] });
    expect(discarded.items.map((i) => i.bookId)).not.toContain(copy.id);
  });

  it('a copy added to the stock', async () => {
    const before = await listing({});
    const [template] = await queryRows<{ id: number }>(handle.db, sql`select id::int as id from books where state = 'in_stock' order by id limit 1`);
    await handle.db.execute(sql`insert into books (grandmother_id, mother_id, state, condition_id, price_czk_x100, price_eur_x100, added_at)
      select grandmother_id, mother_id, 'in_stock', condition_id, price_czk_x100, price_eur_x100, now() from books where id = ${template.id}`);
    await within(2000, async () => (await listing({})).total === before.total + 1);
  });

  it('without a request: the one-second poll applies changes in the background', async () => {
    const copy = await inStockCopy();
    await listing({}); // the index exists and is current
    const before = (await facetIndexStats(handle.db))!;
    await handle.db.execute(sql`update books set state = 'sold' where id = ${copy.id}`);
    // facetIndexStats reads the index without syncing it: only the poll can move its version.
    await within(2000, async () => (await facetIndexStats(handle.db))!.version > before.version);
  });

  it('two instances on one PostgreSQL database each keep their own index current', async () => {
    const url = await testDatabaseUrl();
    if (!url) return; // PGlite: one process, one handle
    const other = await openDb({ databaseUrl: url, poolSize: 2 });
    try {
      const otherApi = createTestApi(other, NOW);
      const copy = await inStockCopy();
      const filters: ListingFilters = { conditions: [copy.condition_id] };
      const here = await listing(filters);
      const there = await listing(filters, otherApi);
      expect(there.total).toBe(here.total);
      await other.db.execute(sql`update books set state = 'sold' where id = ${copy.id}`);
      await within(2000, async () => (await listing(filters)).total === here.total - 1);
      await within(2000, async () => (await listing(filters, otherApi)).total === here.total - 1);
    } finally {
      await other.close();
    }
  });

  it('a rebuild of book_search (truncate) rebuilds the index', async () => {
    const before = await listing({});
    await handle.db.execute(sql`select book_search_rebuild()`);
    await within(2000, async () => (await listing({})).total === before.total);
  });
});
