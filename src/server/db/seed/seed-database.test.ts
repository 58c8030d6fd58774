// @pglite-smoke: a fresh clone seeds the demo on PGlite (also run on the embedded PGlite; scripts/test-all.sh)
import { sql } from 'drizzle-orm';
import { LOCALE_LABELS } from '@/i18n/locales';
import { openDb, type DbHandle } from '../client';
import { isValidIsbn10, isValidIsbn13, isbn13To10 } from './isbn';
import { queryRows } from '../sql';
import { CatalogueNotEmptyError, resetDatabase, seedContent, seedDatabase, type SeedSummary } from './index';
import { createTestDb, testDatabaseUrl } from '../../../../tests/support/test-db';

const NOW = new Date('2026-05-20T09:30:00Z');
const BOOKS = 300;
let handle: DbHandle;
let summary: SeedSummary;

/** In-memory PGlite, or the PostgreSQL of DATABASE_URL (reset first) in the pg run of the api project. */
async function freshDb(): Promise<DbHandle> {
  const url = await testDatabaseUrl();
  if (!url) return createTestDb();
  const db = await openDb({ databaseUrl: url });
  await resetDatabase(db);
  return db;
}

const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);
const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0];

beforeAll(async () => {
  handle = await freshDb();
  summary = await seedDatabase(handle, { books: BOOKS, seed: 99, now: NOW });
}, 60_000);
afterAll(async () => handle?.close());

describe('seedDatabase on a real database', () => {
  it('creates exactly the requested copies and reports table counts truthfully', async () => {
    const c = await one<Record<string, number>>(sql`SELECT
      (SELECT count(*)::int FROM books) AS books, (SELECT count(*)::int FROM mothers) AS mothers,
      (SELECT count(*)::int FROM grandmothers) AS grandmothers, (SELECT count(*)::int FROM great_grandmothers) AS ggm,
      (SELECT count(*)::int FROM property_edges) AS edges, (SELECT count(*)::int FROM book_price_history) AS history,
      (SELECT count(*)::int FROM languages) AS languages, (SELECT count(*)::int FROM conditions) AS conditions,
      (SELECT count(*)::int FROM bindings) AS bindings`);
    expect(c).toEqual({
      books: BOOKS, mothers: summary.counts.mothers, grandmothers: summary.counts.grandmothers, ggm: summary.counts.greatGrandmothers,
      edges: summary.counts.edges, history: summary.counts.priceHistory, languages: 91, conditions: 5, bindings: 5,
    });
    expect(summary.counts.mothers).toBeGreaterThan(40);
    expect(summary.counts.authors).toBeGreaterThan(10);
  });

  it('stores valid ISBN-13/ISBN-10 pairs, and none for pre-ISBN editions', async () => {
    const editions = await rows<{ isbn13: string | null; isbn10: string | null; year: number }>(sql`SELECT isbn13, isbn10, year FROM mothers`);
    const withIsbn = editions.filter((e) => e.isbn13 !== null);
    expect(withIsbn.length).toBe(summary.counts.mothersWithIsbn);
    expect(withIsbn.length).toBeGreaterThan(editions.length / 2);
    for (const e of withIsbn) {
      expect(e.isbn13!.startsWith('978')).toBe(true);
      expect(isValidIsbn13(e.isbn13!)).toBe(true);
      expect(isValidIsbn10(e.isbn10!)).toBe(true);
      expect(isbn13To10(e.isbn13!)).toBe(e.isbn10);
    }
    for (const e of editions.filter((x) => x.isbn13 === null)) expect(e.isbn10).toBeNull();
  });

  it('prices every copy in CZK and EUR, both positive and consistent', async () => {
    const bad = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM books
      WHERE price_czk_x100 <= 0 OR price_eur_x100 <= 0 OR abs(price_eur_x100 - price_czk_x100 / 25.0) > 60`);
    expect(bad.n).toBe(0);
  });

  it('has sold copies with a sale date after shelving', async () => {
    const s = await one<{ sold: number; bad: number }>(sql`SELECT count(*)::int AS sold,
      count(*) FILTER (WHERE sold_at IS NULL OR sold_at < first_stocked_at OR sold_at > ${NOW.toISOString()}::timestamptz)::int AS bad
      FROM books WHERE state = 'sold'`);
    expect(s.sold).toBe(summary.counts.sold);
    expect(s.sold).toBeGreaterThan(0);
    expect(s.bad).toBe(0);
  });

  it('has copies added today (Prague and UTC calendars), in stock, none in the future', async () => {
    const t = await one<{ today: number; future: number }>(sql`SELECT
      count(*) FILTER (WHERE added_at >= ${summary.todayStart}::timestamptz
        AND added_at >= (date_trunc('day', ${NOW.toISOString()}::timestamptz AT TIME ZONE 'Europe/Prague') AT TIME ZONE 'Europe/Prague')
        AND added_at >= date_trunc('day', ${NOW.toISOString()}::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int AS today,
      count(*) FILTER (WHERE added_at > ${NOW.toISOString()}::timestamptz OR first_stocked_at > ${NOW.toISOString()}::timestamptz)::int AS future
      FROM books`);
    expect(t.today).toBe(summary.counts.addedToday);
    expect(t.today).toBeGreaterThanOrEqual(3);
    expect(t.future).toBe(0);
    const sample = await one<{ state: string }>(sql`SELECT state FROM books WHERE id = ${summary.samples.addedTodayCopyId}`);
    expect(sample.state).toBe('in_stock');
  });

  it('has copies discounted today with the previous price and a price history row for it', async () => {
    const d = await rows<{ id: number; ok: boolean; history_old: number }>(sql`SELECT b.id,
      (b.previous_price_czk_x100 > b.price_czk_x100 AND b.previous_price_eur_x100 > b.price_eur_x100
        AND b.price_changed_at >= ${summary.todayStart}::timestamptz AND b.price_changed_at <= ${NOW.toISOString()}::timestamptz
        AND b.state = 'in_stock') AS ok,
      (SELECT count(*)::int FROM book_price_history h WHERE h.book_id = b.id
        AND h.price_czk_x100 = b.previous_price_czk_x100 AND h.price_eur_x100 = b.previous_price_eur_x100) AS history_old
      FROM books b WHERE b.previous_price_czk_x100 IS NOT NULL`);
    expect(d.length).toBe(summary.counts.discountedToday);
    expect(d.length).toBeGreaterThanOrEqual(2);
    for (const row of d) {
      expect(row.ok).toBe(true);
      expect(row.history_old).toBe(1);
    }
    expect(d.map((r) => Number(r.id))).toContain(summary.samples.discountedTodayCopyId);
  });

  it('translates every category (and series) name and slug for all ten locales', async () => {
    const t = await rows<{ id: number; type: string; locales: number }>(sql`SELECT n.id, n.type, count(t.locale)::int AS locales
      FROM property_nodes n LEFT JOIN property_node_translations t ON t.node_id = n.id
      WHERE n.type IN ('category', 'series') GROUP BY n.id, n.type`);
    expect(t.filter((r) => r.type === 'category').length).toBe(summary.counts.categories);
    for (const row of t) expect(row.locales).toBe(LOCALE_LABELS.length);
    for (const locale of LOCALE_LABELS) {
      const slug = summary.samples.inStockBook.category.slugs[locale];
      const found = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM property_node_translations WHERE locale = ${locale} AND slug = ${slug}`);
      expect(found.n).toBe(1);
    }
  });

  it('returns samples that match the data', async () => {
    const s = summary.samples;
    const states = await rows<{ id: number; state: string; mother_id: number; grandmother_id: number }>(sql`SELECT id, state, mother_id, grandmother_id FROM books
      WHERE id IN (${s.inStockCopyId}, ${s.soldCopyId}, ${s.addedTodayCopyId}, ${s.discountedTodayCopyId})`);
    const byId = new Map(states.map((r) => [Number(r.id), r]));
    expect(byId.get(s.inStockCopyId)?.state).toBe('in_stock');
    expect(byId.get(s.soldCopyId!)?.state).toBe('sold');
    expect(byId.get(s.inStockCopyId)?.mother_id).toBe(s.inStockBook.editionId);
    const author = await one<{ name: string; edges: number }>(sql`SELECT n.name, (SELECT count(*)::int FROM property_edges e
      WHERE e.node_id = n.id AND e.type_id = 2 AND e.grandmother_id = ${s.inStockBook.workId}) AS edges
      FROM property_nodes n WHERE n.id = ${s.inStockBook.authorId}`);
    expect(author).toEqual({ name: s.inStockBook.authorName, edges: 1 });
    const label = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM property_edges
      WHERE type_id = 1 AND node_id = ${s.inStockBook.category.id} AND grandmother_id = ${s.inStockBook.workId}`);
    expect(label.n).toBe(1);
    if (s.isbn) {
      const m = await one<{ isbn13: string }>(sql`SELECT isbn13 FROM mothers WHERE id = ${s.isbn.editionId}`);
      expect(m.isbn13).toBe(s.isbn.isbn13);
    }
  });

  it('writes real-looking titles, not placeholders', async () => {
    const titles = await rows<{ title: string }>(sql`SELECT title FROM mothers`);
    expect(titles.some((t) => /[áčďéěíňóřšťúůýž]/i.test(t.title))).toBe(true);
    for (const { title } of titles) expect(title).not.toMatch(/^(Book|Title|Work)\s*\d+$/i);
  });

  it('never links career on de-AT/sk or how-to-sell-books on en, and fills every menu', async () => {
    const forbidden = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM navigation_links
      WHERE (route_key = 'career' AND locale IN ('de-AT', 'sk')) OR (route_key = 'howToSellBooks' AND locale = 'en')`);
    expect(forbidden.n).toBe(0);
    const menus = await rows<{ locale: string; menus: number }>(sql`SELECT locale, count(DISTINCT menu)::int AS menus FROM navigation_links GROUP BY locale`);
    expect(menus).toHaveLength(10);
    for (const m of menus) expect(m.menus).toBe(3);
    const banners = await one<{ n: number }>(sql`SELECT count(DISTINCT locale)::int AS n FROM promo_banners
      WHERE active_from <= ${NOW.toISOString()}::timestamptz AND (active_to IS NULL OR active_to > ${NOW.toISOString()}::timestamptz) AND route_key = 'discountedToday'`);
    expect(banners.n).toBe(10);
  });

  it('keeps content seeding idempotent and refuses to seed a second catalogue', async () => {
    const again = await seedContent(handle, { now: NOW });
    expect(again).toEqual({ navigationLinks: 0, promoBanners: 0, cmsPages: 0, cmsPageTranslations: 0, cmsBlocks: 0, featureFlags: 0 });
    await expect(seedDatabase(handle, { books: 10, now: NOW })).rejects.toBeInstanceOf(CatalogueNotEmptyError);
  });

  it('dates editions and works from their first copy', async () => {
    const bad = await one<{ mothers: number; works: number }>(sql`SELECT
      (SELECT count(*)::int FROM mothers m WHERE m.created_at <> (SELECT min(added_at) FROM books b WHERE b.mother_id = m.id)) AS mothers,
      (SELECT count(*)::int FROM grandmothers g WHERE g.created_at <> (SELECT min(created_at) FROM mothers m WHERE m.grandmother_id = g.id)) AS works`);
    expect(bad).toEqual({ mothers: 0, works: 0 });
  });

  it('moves sequences past the explicit ids', async () => {
    const g = await one<{ id: number }>(sql`INSERT INTO grandmothers (title) VALUES ('Nová kniha') RETURNING id`);
    expect(g.id).toBe(summary.counts.grandmothers + 1);
    await handle.db.execute(sql`DELETE FROM grandmothers WHERE id = ${g.id}`);
  });
});
