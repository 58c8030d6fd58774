/**
 * Issue 17 item 1 and 3: every storefront read that lists copies follows the reading languages the
 * listing filters by (`language`), and the counts on the home page are the ones the listing finds.
 */
import { sql } from 'drizzle-orm';
import { homeResponse, type HomeResponse } from '@/contracts/catalogue';
import { addedTodayResponse, discountedTodayResponse } from '@/contracts/feeds';
import { listingResponse, suggestResponse, type ListingResponse } from '@/contracts/listing';
import { toApiQuery, type ListingFilters } from '@/contracts/listing-filters';
import { shellResponse } from '@/contracts/shell';
import { LOCALES, type Locale } from '@/i18n/locales';
import { toQueryString } from '@/lib/http/url';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createSeededApi } from '../support/seeded-api';
import type { TestApi } from '../support/test-api';

const NOW = new Date('2026-11-25T10:00:00Z');
let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 1500, seed: 11, now: NOW }));
});
afterAll(async () => handle?.close());

const lang = (locale: Locale) => ({ 'accept-language': locale });
const defaults = (locale: Locale) => [...LOCALES[locale].defaultLanguageFilters].sort((a, b) => a - b);
const languageQuery = (languages: readonly number[]) => languages.map((id) => `language=${id}`).join('&');

async function home(locale: Locale, languages: readonly number[]): Promise<HomeResponse> {
  const res = await api.get(`/api/adonis/v1/home?${languageQuery(languages)}`, lang(locale));
  expect(res.status).toBe(200);
  return homeResponse.parse(await res.json());
}

async function listing(filters: ListingFilters, locale: Locale): Promise<ListingResponse> {
  const res = await api.get(`/api/adonis/v1/listing${toQueryString(toApiQuery(filters))}`, lang(locale));
  expect(res.status).toBe(200);
  return listingResponse.parse(await res.json());
}

async function languagesOf(copyIds: number[]): Promise<number[]> {
  if (copyIds.length === 0) return [];
  const rows = await queryRows<{ language_id: number }>(
    handle.db,
    sql`select m.language_id from books b join mothers m on m.id = b.mother_id where b.id = any(${`{${copyIds.join(',')}}`}::bigint[])`,
  );
  return rows.map((r) => r.language_id);
}

describe('the home page in the storefront’s reading languages', () => {
  it.each(['cs', 'de-AT'] as const)('%s: newly added and discounted copies are in its languages only', async (locale) => {
    const languages = defaults(locale);
    const body = await home(locale, languages);
    expect(body.newlyAdded.length).toBeGreaterThan(0);
    for (const tile of [...body.newlyAdded, ...body.discounted]) expect(languages).toContain(tile.languageId);
    expect((await languagesOf(body.newlyAdded.map((t) => t.bookId))).sort()).toEqual(body.newlyAdded.map((t) => t.languageId).sort());
  });

  it('de-AT does not show the mostly Czech unfiltered feed', async () => {
    const unfiltered = homeResponse.parse(await (await api.get('/api/adonis/v1/home', lang('de-AT'))).json());
    const filtered = await home('de-AT', defaults('de-AT'));
    expect(unfiltered.newlyAdded.some((t) => !defaults('de-AT').includes(t.languageId))).toBe(true);
    expect(filtered.newlyAdded.map((t) => t.bookId)).not.toEqual(unfiltered.newlyAdded.map((t) => t.bookId));
  });

  it.each(['cs', 'de-AT'] as const)('%s: the stock figure and every category tile count what the listing behind it finds', async (locale) => {
    const languages = defaults(locale);
    const body = await home(locale, languages);
    expect(body.stats.inStock).toBe((await listing({ language: languages }, locale)).total);
    for (const category of body.categories.slice(0, 3)) {
      expect({ id: category.id, count: category.bookCount })
        .toEqual({ id: category.id, count: (await listing({ categories: [category.id], language: languages }, locale)).total });
    }
  });

  it('the categories endpoint counts in the languages too', async () => {
    const languages = defaults('de-AT');
    const res = await api.get(`/api/adonis/v1/categories?${languageQuery(languages)}`, lang('de-AT'));
    const { items } = (await res.json()) as { items: Array<{ id: number; bookCount: number }> };
    const first = items.find((c) => c.bookCount > 0)!;
    expect(first.bookCount).toBe((await listing({ categories: [first.id], language: languages }, 'de-AT')).total);
  });

  it('reads a bad language parameter as every language, never a 500', async () => {
    for (const query of ['language=x', 'language=', 'language=99999999999', 'language=1_x_3']) {
      const res = await api.get(`/api/adonis/v1/home?${query}`, lang('cs'));
      expect(res.status).toBe(200);
    }
  });
});

describe('added and discounted today in the reading languages', () => {
  it.each(['cs', 'de-AT'] as const)('%s: added today lists and counts only copies in its languages', async (locale) => {
    const languages = defaults(locale);
    const res = await api.get(`/api/adonis/v1/feeds/added-today?${languageQuery(languages)}`, lang(locale));
    const body = addedTodayResponse.parse(await res.json());
    const [{ n }] = await queryRows<{ n: number }>(handle.db, sql`
      select count(*)::int as n from books b join mothers m on m.id = b.mother_id
       where b.state = 'in_stock' and m.language_id = any(${`{${languages.join(',')}}`}::int[])
         and b.added_at >= (date_trunc('day', ${NOW.toISOString()}::timestamptz at time zone 'Europe/Prague') at time zone 'Europe/Prague')
         and b.added_at <= ${NOW.toISOString()}::timestamptz`);
    expect(body.total).toBe(n);
    for (const tile of body.items) expect(languages).toContain(tile.languageId);
  });

  it.each(['cs', 'de-AT'] as const)('%s: discounted today lists only copies in its languages', async (locale) => {
    const languages = defaults(locale);
    const res = await api.get(`/api/adonis/v1/feeds/discounted-today?${languageQuery(languages)}`, lang(locale));
    const body = discountedTodayResponse.parse(await res.json());
    for (const tile of body.items) expect(languages).toContain(tile.languageId);
    const all = discountedTodayResponse.parse(await (await api.get('/api/adonis/v1/feeds/discounted-today', lang(locale))).json());
    expect(body.total).toBeLessThanOrEqual(all.total);
  });

  it.each(['cs', 'de-AT'] as const)('%s: the header counter is the added-today page’s count in the storefront’s languages', async (locale) => {
    const shell = shellResponse.parse(await (await api.get('/api/adonis/v1/shell', lang(locale))).json());
    const feed = addedTodayResponse.parse(await (await api.get(`/api/adonis/v1/feeds/added-today?${languageQuery(defaults(locale))}`, lang(locale))).json());
    expect(shell.todayAddedBooksCount).toBe(feed.total);
  });
});

describe('suggestions agree with the results page', () => {
  it('offers no work that the search in the reading languages would hide', async () => {
    // A work with copies in stock only in languages outside de-AT's, searched by its title.
    const languages = defaults('de-AT');
    const [work] = await queryRows<{ id: number; title: string }>(handle.db, sql`
      select g.id, g.title from grandmothers g
       where exists (select 1 from book_search s where s.grandmother_id = g.id and s.state = 'in_stock')
         and not exists (select 1 from book_search s where s.grandmother_id = g.id and s.state = 'in_stock'
                          and s.language_id = any(${`{${languages.join(',')}}`}::int[]))
         and length(g.title) >= 6
       order by g.id limit 1`);
    expect(work).toBeDefined();
    const q = work.title.slice(0, 40);
    const all = suggestResponse.parse(await (await api.get(`/api/adonis/v1/search/suggest?q=${encodeURIComponent(q)}`, lang('de-AT'))).json());
    expect(all.titles.map((t) => t.workId)).toContain(work.id);

    const filtered = suggestResponse.parse(
      await (await api.get(`/api/adonis/v1/search/suggest?q=${encodeURIComponent(q)}&${languageQuery(languages)}`, lang('de-AT'))).json(),
    );
    expect(filtered.titles.map((t) => t.workId)).not.toContain(work.id);
    // Every title still offered has a copy the results page shows.
    for (const title of filtered.titles) {
      const [{ n }] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from book_search
        where grandmother_id = ${title.workId} and state = 'in_stock' and language_id = any(${`{${languages.join(',')}}`}::int[])`);
      expect(n).toBeGreaterThan(0);
    }
  });

  it('offers an author only with a copy in the reading languages', async () => {
    // An author with copies in stock only outside de-AT's languages, typed as a prefix of the name.
    const languages = defaults('de-AT');
    const inLanguages = sql`s.state = 'in_stock' and s.language_id = any(${`{${languages.join(',')}}`}::int[])`;
    const [author] = await queryRows<{ id: number; name: string }>(handle.db, sql`
      select p.id, p.name from property_nodes p where p.type = 'author' and length(p.name) >= 8
         and exists (select 1 from book_search s where s.author_ids @> array[p.id] and s.state = 'in_stock')
         and not exists (select 1 from book_search s where s.author_ids @> array[p.id] and ${inLanguages})
       order by p.id limit 1`);
    expect(author).toBeDefined();
    const ask = async (query: string) => suggestResponse.parse(await (await api.get(`/api/adonis/v1/search/suggest?q=${encodeURIComponent(author.name)}${query}`, lang('de-AT'))).json());
    expect((await ask('')).authors.map((a) => a.id)).toContain(author.id);
    const filtered = await ask(`&${languageQuery(languages)}`);
    expect(filtered.authors.map((a) => a.id)).not.toContain(author.id);
    for (const offered of filtered.authors) {
      const [{ n }] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from book_search s where s.author_ids @> array[${offered.id}::int] and ${inLanguages}`);
      expect(n).toBeGreaterThan(0);
    }
  });
});

describe('suggestions name the edition the results page finds', () => {
  /** An edition in the storefront's languages, in stock, whose title is not its work's (a translation). */
  async function translatedEdition(locale: Locale) {
    const [row] = await queryRows<{ work_id: number; edition: string; work: string }>(handle.db, sql`
      select m.grandmother_id as work_id, m.title as edition, g.title as work
        from mothers m join grandmothers g on g.id = m.grandmother_id
       where f_unaccent(lower(m.title)) <> f_unaccent(lower(g.title)) and length(m.title) >= 8
         and exists (select 1 from book_search s where s.mother_id = m.id and s.state = 'in_stock'
                      and s.language_id = any(${`{${defaults(locale).join(',')}}`}::int[]))
       order by m.id limit 1`);
    expect(row).toBeDefined();
    return row;
  }

  async function suggestions(q: string, locale: Locale) {
    const res = await api.get(`/api/adonis/v1/search/suggest?q=${encodeURIComponent(q)}&${languageQuery(defaults(locale))}`, lang(locale));
    expect(res.status).toBe(200);
    return suggestResponse.parse(await res.json());
  }

  it.each(['cs', 'de-AT'] as const)('%s: a translated title is offered under that title, and searching it finds the work', async (locale) => {
    const row = await translatedEdition(locale);
    const offered = (await suggestions(row.edition, locale)).titles.find((t) => t.workId === row.work_id);
    expect(offered?.title).toBe(row.edition);

    const found = await listing({ q: offered!.title, language: defaults(locale) }, locale);
    expect(found.items.map((item) => item.workId)).toContain(row.work_id);
  });

  it('a misspelt translated title still finds the work on the results page', async () => {
    const row = await translatedEdition('cs');
    const words = row.edition.split(/\s+/).filter((word) => word.length >= 5);
    expect(words.length).toBeGreaterThan(0);
    // One letter dropped from the longest word: no word of the search document matches any more.
    const longest = words.sort((a, b) => b.length - a.length)[0];
    const typo = row.edition.replace(longest, longest.slice(0, 2) + longest.slice(3));
    const found = await listing({ q: typo, language: defaults('cs') }, 'cs');
    expect(found.items.map((item) => item.workId)).toContain(row.work_id);
  });
});

describe('a copy looks like itself (issue 17 item 2)', () => {
  it('the copy’s cover and the tiles’ covers carry the edition’s title, the work page keeps the work’s', async () => {
    const [row] = await queryRows<{ book_id: number; mother_id: number; grandmother_id: number; edition: string; work: string }>(handle.db, sql`
      select b.id::int as book_id, m.id as mother_id, g.id as grandmother_id, m.title as edition, g.title as work
        from books b join mothers m on m.id = b.mother_id join grandmothers g on g.id = m.grandmother_id
       where b.state = 'in_stock' and m.title <> g.title order by b.id limit 1`);
    expect(row).toBeDefined();
    const book = (await (await api.get(`/api/adonis/v1/books/${row.book_id}`, lang('cs'))).json()) as { coverUrl: string; work: { coverUrl: string } };
    expect(book.coverUrl).toBe(`/api/adonis/v1/covers/e${row.mother_id}.svg`);
    expect(book.work.coverUrl).toBe(`/api/adonis/v1/covers/${row.grandmother_id}.svg`);

    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const firstWord = (text: string) => escape(text.split(/\s+/)[0]);
    const cover = await api.get(book.coverUrl);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await cover.text();
    expect(svg).toContain(firstWord(row.edition));

    expect((await api.get('/api/adonis/v1/covers/e999999999.svg')).status).toBe(404);
    expect((await api.get('/api/adonis/v1/covers/ex1.svg')).status).toBe(400);

    const body = await home('cs', []);
    expect(body.newlyAdded.every((t) => t.coverUrl === `/api/adonis/v1/covers/e${t.editionId}.svg`)).toBe(true);
  });
});
