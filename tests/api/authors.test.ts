import { sql } from 'drizzle-orm';
import { LOCALE_LABELS, LOCALES, type Locale } from '@/i18n/locales';
import {
  AUTHOR_WORKS_PAGE_SIZE, authorResponse, authorTimelineResponse, seriesResponse,
  type AuthorResponse, type SeriesResponse, type WorkSummary,
} from '@/contracts/authors';
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
  // Big enough for the most prolific author's works to fill more than one page.
  ({ handle, api, seed } = await createSeededApi({ books: 1200, seed: 7, now: NOW }));
});
afterAll(async () => handle?.close());

const lang = (locale: Locale) => ({ 'accept-language': locale });

async function getAuthor(id: number | string, query = '', locale: Locale = 'cs'): Promise<AuthorResponse> {
  const res = await api.get(`/api/adonis/v1/authors/${id}${query}`, lang(locale));
  expect(res.status).toBe(200);
  return authorResponse.parse(await res.json());
}

/** Every page of the author's works. */
async function allWorks(id: number, locale: Locale): Promise<WorkSummary[]> {
  const first = await getAuthor(id, '?include=works', locale);
  const items = [...first.works!.items];
  for (let page = 2; page <= first.works!.pageCount; page++) items.push(...(await getAuthor(id, `?include=works&page=${page}`, locale)).works!.items);
  return items;
}

interface WorkFacts {
  grandmother_id: number;
  in_stock: number;
  min_czk: number | null;
  min_eur: number | null;
  first_year: number | null;
}

/** The known answer, straight from the tables: works an author wrote, with their stock. */
async function expectedWorks(authorId: number): Promise<Map<number, WorkFacts>> {
  const rows = await queryRows<WorkFacts>(handle.db, sql`
    select g.id as grandmother_id,
           (select count(*)::int from books b where b.grandmother_id = g.id and b.state = 'in_stock') as in_stock,
           (select min(b.price_czk_x100) from books b where b.grandmother_id = g.id and b.state = 'in_stock') as min_czk,
           (select min(b.price_eur_x100) from books b where b.grandmother_id = g.id and b.state = 'in_stock') as min_eur,
           (select min(m.year)::int from mothers m where m.grandmother_id = g.id) as first_year
      from grandmothers g
     where g.id in (select grandmother_id from property_edges where node_id = ${authorId} and type_id = 2)`);
  return new Map(rows.map((r) => [r.grandmother_id, r]));
}

/** The author with the most works, so paging is exercised. */
async function prolificAuthor(): Promise<number> {
  const [row] = await queryRows<{ id: number }>(handle.db, sql`
    select node_id as id from property_edges where type_id = 2 group by node_id order by count(*) desc, node_id limit 1`);
  return row.id;
}

describe('GET /authors/{id}', () => {
  it('describes the sample author: name, years, biography in the storefront language', async () => {
    const { authorId, authorName } = seed.samples.inStockBook;
    const [node] = await queryRows<{ data: { birthYear: number; deathYear?: number; biography: Record<string, string> } }>(
      handle.db, sql`select data from property_nodes where id = ${authorId}`);
    const { author, works, books } = await getAuthor(authorId);
    expect(author).toMatchObject({ id: authorId, name: authorName, role: 'author', birthYear: node.data.birthYear, deathYear: node.data.deathYear ?? null });
    expect(works).toBeUndefined();
    expect(books).toBeUndefined();
    const expectedLanguage = node.data.biography.cs ? 'cs' : 'en';
    expect(author.biographyLanguage).toBe(expectedLanguage);
    expect(author.biography).toBe(node.data.biography[expectedLanguage]);
    expect(author.biography!.startsWith(author.shortBiography!.replace(/…$/, ''))).toBe(true);
  });

  it('lists the works with in-stock counts and the lowest price in the storefront currency', async () => {
    const authorId = await prolificAuthor();
    const expected = await expectedWorks(authorId);
    for (const locale of ['cs', 'de-DE'] as const) {
      const { author } = await getAuthor(authorId, '', locale);
      const works = await allWorks(authorId, locale);
      expect(author.workCount).toBe(expected.size);
      expect(author.inStockCount).toBe([...expected.values()].reduce((sum, w) => sum + w.in_stock, 0));
      expect(works.map((w) => w.workId).sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
      const czk = LOCALES[locale].currency === 'CZK';
      for (const work of works) {
        const facts = expected.get(work.workId)!;
        expect([work.workId, work.inStockCount, work.lowestPriceX100, work.firstYear, work.currency])
          .toEqual([work.workId, facts.in_stock, czk ? facts.min_czk : facts.min_eur, facts.first_year, LOCALES[locale].currency]);
        expect(work.authors.map((a) => a.id)).toContain(authorId);
        expect(work.coverUrl).toBe(`/api/adonis/v1/covers/${work.workId}.svg`);
      }
    }
  });

  it('pages the works: in stock first, then newest first edition', async () => {
    const authorId = await prolificAuthor();
    const first = await getAuthor(authorId, '?include=works');
    expect(first.works!.pageCount).toBeGreaterThan(1);
    expect(first.works).toMatchObject({ page: 1, pageSize: AUTHOR_WORKS_PAGE_SIZE, total: first.author.workCount });
    expect(first.works!.pageCount).toBe(Math.ceil(first.author.workCount / AUTHOR_WORKS_PAGE_SIZE));
    const works = await allWorks(authorId, 'cs');
    const key = (w: WorkSummary) => [w.inStockCount > 0 ? 0 : 1, -(w.firstYear ?? -Infinity), -w.workId];
    const sorted = [...works].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
    expect(works.map((w) => w.workId)).toEqual(sorted.map((w) => w.workId));
    const past = await getAuthor(authorId, `?include=works&page=${first.works!.pageCount + 1}`);
    expect(past.works!.items).toEqual([]);
  });

  it('includes the sample copy’s work, in stock', async () => {
    const { authorId, workId } = seed.samples.inStockBook;
    const work = (await allWorks(authorId, 'cs')).find((w) => w.workId === workId);
    expect(work?.inStockCount).toBeGreaterThan(0);
  });

  it('pages the copies in stock with include=books', async () => {
    const { authorId, copyId } = seed.samples.inStockBook;
    const { author, books } = await getAuthor(authorId, '?include=books', 'fr-BE');
    expect(books!.total).toBe(author.inStockCount);
    const [{ n }] = await queryRows<{ n: number }>(handle.db, sql`
      select count(*)::int as n from books b where b.state = 'in_stock'
         and b.grandmother_id in (select grandmother_id from property_edges where node_id = ${authorId} and type_id = 2)`);
    expect(books!.total).toBe(n);
    const all = [...books!.items];
    for (let page = 2; page <= books!.pageCount; page++) all.push(...(await getAuthor(authorId, `?include=books&page=${page}`, 'fr-BE')).books!.items);
    expect(all.map((b) => b.bookId)).toContain(copyId);
    for (const tile of all) {
      expect(tile.inStock).toBe(true);
      expect(tile.currency).toBe('EUR');
      expect(tile.authors.map((a) => a.id)).toContain(authorId);
    }
  });

  it('gives a translator the editions they translated, counting only those copies', async () => {
    const [translator] = await queryRows<{ id: number }>(handle.db, sql`
      select n.id from property_nodes n join property_edges e on e.node_id = n.id and e.type_id = 3
       where n.data->>'role' = 'translator'
       group by n.id order by count(*) desc, n.id limit 1`);
    const rows = await queryRows<{ grandmother_id: number; in_stock: number }>(handle.db, sql`
      select m.grandmother_id, (select count(*)::int from books b where b.mother_id = any(array_agg(m.id)) and b.state = 'in_stock') as in_stock
        from property_edges e join mothers m on m.id = e.mother_id
       where e.node_id = ${translator.id} and e.type_id = 3 group by m.grandmother_id`);
    const { author } = await getAuthor(translator.id);
    expect(author.role).toBe('translator');
    expect(author.workCount).toBe(rows.length);
    const works = await allWorks(translator.id, 'cs');
    for (const row of rows) expect(works.find((w) => w.workId === row.grandmother_id)?.inStockCount).toBe(row.in_stock);
  });
});

describe('GET /authors/{id}/timeline', () => {
  it('lists every work by first edition year, oldest first, undated last', async () => {
    const authorId = await prolificAuthor();
    const expected = await expectedWorks(authorId);
    const res = await api.get(`/api/adonis/v1/authors/${authorId}/timeline`, lang('de-DE'));
    expect(res.status).toBe(200);
    const timeline = authorTimelineResponse.parse(await res.json());
    expect(timeline.author.id).toBe(authorId);
    const years = timeline.years.map((y) => y.year);
    const dated = years.filter((y): y is number => y !== null);
    expect(dated).toEqual([...new Set(dated)].sort((a, b) => a - b));
    expect(years.indexOf(null) === -1 || years.indexOf(null) === years.length - 1).toBe(true);
    const works = timeline.years.flatMap((y) => y.works.map((w) => ({ ...w, groupYear: y.year })));
    expect(works).toHaveLength(expected.size);
    for (const work of works) expect([work.workId, work.firstYear, work.groupYear]).toEqual([work.workId, expected.get(work.workId)!.first_year, work.firstYear]);
  });
});

describe('author errors', () => {
  it.each(['999999999', '2147483647'])('answers 404 for the unknown author %s', async (id) => {
    for (const path of [`/api/adonis/v1/authors/${id}`, `/api/adonis/v1/authors/${id}/timeline`]) {
      const res = await api.get(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Author not found' } });
    }
  });

  it('answers 404 for nodes that are not authors (category, series, publisher)', async () => {
    const [publisher] = await queryRows<{ id: number }>(handle.db, sql`select min(id) as id from property_nodes where type = 'publisher'`);
    for (const id of [seed.samples.inStockBook.category.id, seed.samples.series!.id, publisher.id]) {
      expect([id, (await api.get(`/api/adonis/v1/authors/${id}`)).status]).toEqual([id, 404]);
      expect([id, (await api.get(`/api/adonis/v1/authors/${id}/timeline`)).status]).toEqual([id, 404]);
    }
  });

  it.each([
    '/api/adonis/v1/authors/abc',
    '/api/adonis/v1/authors/0',
    '/api/adonis/v1/authors/-5',
    '/api/adonis/v1/authors/1.5',
    '/api/adonis/v1/authors/99999999999',
    '/api/adonis/v1/authors/2147483648',
    '/api/adonis/v1/authors/abc/timeline',
    '/api/adonis/v1/authors/1?include=everything',
    '/api/adonis/v1/authors/1?include=works&page=0',
    '/api/adonis/v1/authors/1?include=works&page=abc',
    '/api/adonis/v1/authors/1?include=works&page=10001',
    '/api/adonis/v1/series/by-slug/x?page=-1',
  ])('answers 400 VALIDATION_FAILED for %s', async (path) => {
    const res = await api.get(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});

describe('GET /series/by-slug/{slug}', () => {
  const getSeries = async (slug: string, locale: Locale, query = ''): Promise<SeriesResponse> => {
    const res = await api.get(`/api/adonis/v1/series/by-slug/${encodeURIComponent(slug)}${query}`, lang(locale));
    expect([slug, locale, res.status]).toEqual([slug, locale, 200]);
    return seriesResponse.parse(await res.json());
  };

  it.each(LOCALE_LABELS)('finds the series by its %s slug and names it in that language', async (locale) => {
    const sample = seed.samples.series!;
    const [t] = await queryRows<{ name: string }>(handle.db, sql`select name from property_node_translations where node_id = ${sample.id} and locale = ${locale}`);
    const { series } = await getSeries(sample.slugs[locale], locale);
    expect(series).toEqual({ id: sample.id, name: t.name, slug: sample.slugs[locale] });
  });

  it('lists the works in volume order with their stock', async () => {
    const sample = seed.samples.series!;
    const rows = await queryRows<{ grandmother_id: number; position: number; in_stock: number }>(handle.db, sql`
      select e.grandmother_id, e.position,
             (select count(*)::int from books b where b.grandmother_id = e.grandmother_id and b.state = 'in_stock') as in_stock
        from property_edges e where e.node_id = ${sample.id} and e.type_id = 4 order by e.position, e.grandmother_id`);
    expect(rows.length).toBeGreaterThan(0);
    const { works } = await getSeries(sample.slugs['de-DE'], 'de-DE');
    expect(works.total).toBe(rows.length);
    const items = [...works.items];
    for (let page = 2; page <= works.pageCount; page++) items.push(...(await getSeries(sample.slugs['de-DE'], 'de-DE', `?page=${page}`)).works.items);
    expect(items.map((w) => [w.position, w.workId, w.inStockCount])).toEqual(rows.map((r) => [r.position, r.grandmother_id, r.in_stock]));
    expect(items.every((w) => w.currency === 'EUR' && (w.inStockCount > 0) === (w.lowestPriceX100 !== null))).toBe(true);
  });

  it('finds a series by another storefront’s slug and answers with this storefront’s slug', async () => {
    const { slugs, id } = seed.samples.series!;
    expect(slugs.cs).not.toBe(slugs['de-DE']);
    const { series } = await getSeries(slugs.cs, 'de-DE');
    expect(series).toMatchObject({ id, slug: slugs['de-DE'] });
    expect((await getSeries(slugs['fr-BE'], 'cs')).series).toMatchObject({ id, slug: slugs.cs });
  });

  it('answers 404 for unknown slugs and for slugs of other node types', async () => {
    const category = seed.samples.inStockBook.category;
    for (const slug of ['no-such-series', category.slugs.cs, `${seed.samples.series!.slugs.cs}x`]) {
      const res = await api.get(`/api/adonis/v1/series/by-slug/${encodeURIComponent(slug)}`, lang('cs'));
      expect([slug, res.status]).toEqual([slug, 404]);
      expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});

describe('OpenAPI', () => {
  it('documents the author, series and feed endpoints', async () => {
    const doc = (await (await api.get('/api/adonis/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([
      '/api/adonis/v1/authors/{id}', '/api/adonis/v1/authors/{id}/timeline', '/api/adonis/v1/series/by-slug/{slug}',
      '/api/adonis/v1/feeds/added-today', '/api/adonis/v1/feeds/discounted-today',
    ]));
  });
});
