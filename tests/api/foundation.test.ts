import { sql } from 'drizzle-orm';
import { LOCALE_LABELS, LOCALES } from '@/i18n/locales';
import { shellResponse } from '@/contracts/shell';
import { categoriesResponse, homeResponse, type CategoryNode } from '@/contracts/catalogue';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createTestApi, type TestApi } from '../support/test-api';
import { createSeededApi } from '../support/seeded-api';

const NOW = new Date('2026-11-25T10:00:00Z');
let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 400, seed: 7, now: NOW }));
});
afterAll(async () => handle?.close());

const json = async (res: Response) => res.json() as Promise<Record<string, unknown>>;
const lang = (locale: string) => ({ 'accept-language': locale });

describe('system endpoints', () => {
  it('reports health with the database kind', async () => {
    const res = await api.get('/api/adonis/health');
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'ok', database: handle.kind });
  });

  it('reports the build hash', async () => {
    expect(await json(await api.get('/api/adonis/build-hash'))).toEqual({ buildHash: 'test-build' });
  });

  it('describes itself as OpenAPI generated from the contracts', async () => {
    const doc = (await json(await api.get('/api/adonis/openapi.json'))) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([
      '/api/adonis/health', '/api/adonis/build-hash', '/api/adonis/v1/shell', '/api/adonis/v1/home', '/api/adonis/v1/categories',
    ]));
  });

  it('serves a self-hosted Swagger UI', async () => {
    const html = await (await api.get('/api/adonis/swagger')).text();
    expect(html).toContain('/api/adonis/swagger/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    const css = await api.get('/api/adonis/swagger/assets/swagger-ui.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect((await api.get('/api/adonis/swagger/assets/..%2Fpackage.json')).status).toBe(404);
  });
});

describe('error model and XSRF', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const res = await api.get('/api/adonis/v1/nope');
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('hands out an XSRF cookie on reads', async () => {
    const res = await api.get('/api/adonis/health');
    expect(res.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=[\w-]{20,};.*SameSite=Lax/i);
  });

  it('refuses a state-changing call without a matching XSRF pair', async () => {
    for (const headers of [{ cookie: '', 'x-xsrf-token': '' }, { cookie: 'XSRF-TOKEN=a', 'x-xsrf-token': 'b' }, { cookie: 'XSRF-TOKEN=a', 'x-xsrf-token': '' }]) {
      const res = await api.send('POST', '/api/adonis/v1/anything', {}, headers);
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({ error: { code: 'XSRF_TOKEN_INVALID' } });
    }
    const ok = await api.send('POST', '/api/adonis/v1/anything', {});
    expect(ok.status).toBe(404);
  });

  it('validates path parameters with a 400, never a 500', async () => {
    const res = await api.get('/api/adonis/v1/covers/abc.svg');
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});

describe('shell', () => {
  it.each(LOCALE_LABELS)('%s gets its own navigation, footer, banner and flags', async (locale) => {
    const res = await api.get('/api/adonis/v1/shell', lang(locale));
    expect(res.status).toBe(200);
    const shell = shellResponse.parse(await res.json());
    expect(shell.locale).toBe(locale);
    expect(shell.topNavigation.length).toBeGreaterThan(0);
    expect(shell.headerNavigation.length).toBeGreaterThan(0);
    expect(shell.footer.length).toBeGreaterThan(0);
    expect(shell.promoBanner).not.toBeNull();
    const keys = [...shell.topNavigation, ...shell.headerNavigation, ...shell.footer.flatMap((g) => g.links)].map((l) => l.routeKey);
    if (locale === 'de-AT' || locale === 'sk') expect(keys).not.toContain('career');
    if (locale === 'en') expect(keys).not.toContain('howToSellBooks');
  });

  it('counts the copies added today on the shop calendar, following the clock', async () => {
    const [{ n }] = await queryRows<{ n: number }>(handle.db, sql`
      select count(*)::int as n from books b join mothers m on m.id = b.mother_id where b.state = 'in_stock'
         and b.added_at >= (date_trunc('day', ${NOW.toISOString()}::timestamptz at time zone 'Europe/Prague') at time zone 'Europe/Prague')
         and b.added_at <= ${NOW.toISOString()}::timestamptz
         and m.language_id = any(${`{${LOCALES.cs.defaultLanguageFilters.join(',')}}`}::int[])`);
    expect(n).toBeGreaterThan(0);
    // Issue 17: in the storefront's reading languages (cs: Czech and English), like the added-today page it links to.
    const shell = shellResponse.parse(await (await api.get('/api/adonis/v1/shell')).json());
    expect(shell.todayAddedBooksCount).toBe(n);

    const later = createTestApi(handle, new Date(NOW.getTime() + 2 * 86_400_000));
    const nextDays = shellResponse.parse(await (await later.get('/api/adonis/v1/shell')).json());
    expect(nextDays.todayAddedBooksCount).toBe(0);
  });

  it('falls back to cs for an unknown Accept-Language', async () => {
    const shell = shellResponse.parse(await (await api.get('/api/adonis/v1/shell', lang('pl-PL'))).json());
    expect(shell.locale).toBe('cs');
  });
});

describe('home feeds', () => {
  it.each(LOCALE_LABELS)('%s shows prices in its own currency, taken from the copy', async (locale) => {
    const home = homeResponse.parse(await (await api.get('/api/adonis/v1/home', lang(locale))).json());
    expect(home.newlyAdded.length).toBeGreaterThan(0);
    expect(home.stats.inStock).toBeGreaterThan(0);
    const tile = home.newlyAdded[0];
    const [row] = await queryRows<{ czk: number; eur: number }>(handle.db, sql`select price_czk_x100 as czk, price_eur_x100 as eur from books where id = ${tile.bookId}`);
    const czk = LOCALES[locale].currency === 'CZK';
    expect(tile.currency).toBe(LOCALES[locale].currency);
    expect(tile.priceX100).toBe(czk ? row.czk : row.eur);
    expect(Number.isInteger(tile.priceX100)).toBe(true);
  });

  it('lists the newest copies first and only copies in stock', async () => {
    const home = homeResponse.parse(await (await api.get('/api/adonis/v1/home')).json());
    const ids = home.newlyAdded.map((t) => t.bookId);
    const rows = await queryRows<{ id: number; state: string; added_at: string }>(handle.db, sql`select id::int as id, state, added_at::text from books where id in ${sql.raw(`(${ids.join(',')})`)}`);
    expect(rows.every((r) => r.state === 'in_stock')).toBe(true);
    const added = ids.map((id) => new Date(rows.find((r) => r.id === id)!.added_at).getTime());
    expect([...added].sort((a, b) => b - a)).toEqual(added);
    expect(home.newlyAdded.every((t) => t.authors.length > 0 && t.coverUrl.startsWith('/api/adonis/v1/covers/'))).toBe(true);
  });

  it('shows discounted copies below their previous price', async () => {
    const home = homeResponse.parse(await (await api.get('/api/adonis/v1/home', lang('de-DE'))).json());
    expect(home.discounted.length).toBeGreaterThan(0);
    for (const tile of home.discounted) expect(tile.previousPriceX100!).toBeGreaterThan(tile.priceX100);
  });
});

describe('categories', () => {
  const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

  it('names and slugs the tree per storefront', async () => {
    const cs = categoriesResponse.parse(await (await api.get('/api/adonis/v1/categories', lang('cs'))).json());
    const de = categoriesResponse.parse(await (await api.get('/api/adonis/v1/categories', lang('de-DE'))).json());
    expect(cs.items.length).toBeGreaterThan(3);
    const csById = new Map(flatten(cs.items).map((n) => [n.id, n]));
    const differing = flatten(de.items).filter((n) => csById.get(n.id)!.slug !== n.slug);
    expect(differing.length).toBeGreaterThan(0);
    for (const node of flatten(cs.items)) expect(node.slug).toMatch(/^[a-z0-9-]+$/);
  });

  it('counts in-stock copies across each subtree', async () => {
    const tree = categoriesResponse.parse(await (await api.get('/api/adonis/v1/categories')).json());
    for (const node of flatten(tree.items)) {
      for (const child of node.children) expect(node.bookCount).toBeGreaterThanOrEqual(child.bookCount);
    }
    expect(tree.items.some((n) => n.bookCount > 0)).toBe(true);
  });
});

describe('covers', () => {
  it('renders an SVG for a work and 404 for an unknown one', async () => {
    const [{ id }] = await queryRows<{ id: number }>(handle.db, sql`select min(id) as id from grandmothers`);
    const res = await api.get(`/api/adonis/v1/covers/${id}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg|^<\?xml/);
    expect((await api.get('/api/adonis/v1/covers/999999999.svg')).status).toBe(404);
  });
});
