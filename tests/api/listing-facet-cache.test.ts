// The SQL facet counts and their shared cache (docs/adr/0004): the fallback when the in-memory
// facet index is off (LISTING_FACET_INDEX=off, docs/adr/0032).
import { sql } from 'drizzle-orm';
import { listingResponse, type ListingResponse } from '@/contracts/listing';
import { toApiQuery, type ListingFilters } from '@/contracts/listing-filters';
import { toQueryString } from '@/lib/http/url';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { FACET_STALE_MS, FACET_TTL_MS } from '@/server/modules/catalogue/listing.service';
import { drainBackgroundWork } from '@/server/background';
import { createTestApi, type TestApi } from '../support/test-api';
import { createSeededApi } from '../support/seeded-api';

// Read once per test file (each file has its own module registry, so serverEnv's cache too).
process.env.LISTING_FACET_INDEX = 'off';

const NOW = new Date('2026-11-25T10:00:00Z');
let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 300, seed: 11, now: NOW }));
});
afterAll(async () => handle?.close());

async function listing(filters: ListingFilters, locale = 'cs'): Promise<ListingResponse> {
  const res = await api.get(`/api/adonis/v1/listing${toQueryString(toApiQuery(filters))}`, { 'accept-language': locale });
  expect(res.status).toBe(200);
  return listingResponse.parse(await res.json());
}

describe('facet counts in SQL with the shared cache (index off)', () => {
  it('serves facet counts from the shared cache until they expire', async () => {
    const before = await listing({ conditions: [5] });
    const [book] = await queryRows<{ id: number }>(handle.db, sql`select id::int as id from books where state = 'in_stock' and condition_id <> 5 order by id limit 1`);
    await handle.db.execute(sql`update books set condition_id = 5 where id = ${book.id}`);
    const cached = await listing({ conditions: [5] });
    expect(cached.total).toBe(before.total);
    const path = `/api/adonis/v1/listing${toQueryString(toApiQuery({ conditions: [5] }))}`;
    // Expired: the old counts answer at once, and one recount runs after the response.
    const later = createTestApi(handle, new Date(NOW.getTime() + FACET_TTL_MS + 1000));
    expect(listingResponse.parse(await (await later.get(path)).json()).total).toBe(before.total);
    await drainBackgroundWork();
    expect(listingResponse.parse(await (await later.get(path)).json()).total).toBe(before.total + 1);
  });

  it('recounts before answering when the cached counts are older than the stale window', async () => {
    const before = await listing({ conditions: [4] });
    const [book] = await queryRows<{ id: number }>(handle.db, sql`select id::int as id from books where state = 'in_stock' and condition_id <> 4 order by id limit 1`);
    await handle.db.execute(sql`update books set condition_id = 4 where id = ${book.id}`);
    const muchLater = createTestApi(handle, new Date(NOW.getTime() + FACET_TTL_MS + FACET_STALE_MS + 1000));
    const res = await muchLater.get(`/api/adonis/v1/listing${toQueryString(toApiQuery({ conditions: [4] }))}`);
    expect(listingResponse.parse(await res.json()).total).toBe(before.total + 1);
  });
});
