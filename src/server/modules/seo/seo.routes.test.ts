import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { createApiFrame } from '@/server/http/app';
import { createTestDb } from '../../../../tests/support/test-db';
import { registerSeoRoutes } from './seo.routes';
import { createSitemapService, STATIC_SITEMAP_ROUTES } from './sitemap.service';

const NOW = new Date('2026-03-01T10:00:00Z');
let handle: DbHandle;
let service: ReturnType<typeof createSitemapService>;
let app: ReturnType<typeof createApiFrame>;
let clockMs = 0;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const get = async (path: string, host: string): Promise<Response> => app.request(`/api/adonis/v1/seo${path}`, { headers: { host } });

beforeAll(async () => {
  handle = await createTestDb();
  const { db } = handle;
  await db.execute(sql`insert into property_nodes (id, type, name, slug) values
    (1, 'category', 'Fantasy', 'fantasy'), (2, 'category', 'Poezie', 'poezie'),
    (3, 'series', 'Zaklínač', 'zaklinac'), (4, 'author', 'Karel Čapek', 'karel-capek'), (5, 'publisher', 'Argo', 'argo')`);
  await db.execute(sql`insert into property_node_translations (node_id, locale, name, slug) values
    (1, 'de-DE', 'Fantasy', 'fantasy-de'), (3, 'de-DE', 'Hexer', 'hexer')`);
  await db.execute(sql`insert into grandmothers (title) select 'Work ' || g from generate_series(1, 50001) g`);
  await db.execute(sql`insert into cms_pages (id, key, kind, status, published_at) values
    (1, 'about', 'page', 'published', ${'2026-01-01T00:00:00Z'}), (2, 'draft', 'page', 'draft', null),
    (3, 'later', 'page', 'published', ${'2027-01-01T00:00:00Z'}), (4, 'news', 'article', 'published', ${'2026-02-01T00:00:00Z'})`);
  await db.execute(sql`insert into cms_page_translations (page_id, locale, slug, title, body) values
    (1, 'cs', 'o-nas', 'O nás', 'x'), (1, 'de-DE', 'ueber-uns', 'Über uns', 'x'), (2, 'cs', 'koncept', 'K', 'x'),
    (3, 'cs', 'pozdeji', 'P', 'x'), (4, 'cs', 'novinky', 'N', 'x')`);

  service = createSitemapService({ clock: () => clockMs });
  app = createApiFrame({ getDb: async () => handle, clock: () => NOW });
  registerSeoRoutes(app, service);
}, 60_000);

afterAll(async () => {
  await handle.close();
});

beforeEach(() => service.clear());

describe('sitemap index', () => {
  it("lists this domain's files, works split at 50 000 URLs", async () => {
    const res = await get('/sitemap.xml', 'cs.localhost:3130');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const body = await res.text();
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex')).toBe(true);
    expect(locs(body)).toEqual([
      'http://cs.localhost:3130/sitemaps/pages-1.xml',
      'http://cs.localhost:3130/sitemaps/categories-1.xml',
      'http://cs.localhost:3130/sitemaps/authors-1.xml',
      'http://cs.localhost:3130/sitemaps/series-1.xml',
      'http://cs.localhost:3130/sitemaps/works-1.xml',
      'http://cs.localhost:3130/sitemaps/works-2.xml',
    ]);
  });

  it('answers for the storefront of the Host, not Accept-Language', async () => {
    const res = await app.request('/api/adonis/v1/seo/sitemap.xml', { headers: { host: 'de.localhost:3130', 'accept-language': 'cs' } });
    expect(locs(await res.text())[0]).toBe('http://de.localhost:3130/sitemaps/pages-1.xml');
  });
});

describe('sitemap files', () => {
  it('works: 50 000 in the first file, the rest in the second, each id once', async () => {
    const first = locs(await (await get('/sitemaps/works-1.xml', 'cs.localhost:3130')).text());
    const second = locs(await (await get('/sitemaps/works-2.xml', 'cs.localhost:3130')).text());
    expect(first).toHaveLength(50_000);
    expect(second).toHaveLength(1);
    expect(first[0]).toBe('http://cs.localhost:3130/g/1');
    expect(second[0]).toBe('http://cs.localhost:3130/g/50001');
    expect(new Set([...first, ...second]).size).toBe(50_001);
  }, 60_000);

  it("categories and series with this storefront's slug, else the neutral one", async () => {
    const de = locs(await (await get('/sitemaps/categories-1.xml', 'de.localhost:3130')).text());
    expect(de).toEqual(['http://de.localhost:3130/kategorie/fantasy-de', 'http://de.localhost:3130/kategorie/poezie']);
    const series = locs(await (await get('/sitemaps/series-1.xml', 'de.localhost:3130')).text());
    expect(series).toEqual(['http://de.localhost:3130/reihe/hexer']);
    const cs = locs(await (await get('/sitemaps/series-1.xml', 'cs.localhost:3130')).text());
    expect(cs).toEqual(['http://cs.localhost:3130/serie/zaklinac']);
  });

  it('authors by id; publishers are not listed', async () => {
    expect(locs(await (await get('/sitemaps/authors-1.xml', 'en.localhost:3130')).text())).toEqual(['http://en.localhost:3130/a/4']);
  });

  it('pages: enabled static pages, then public CMS pages and articles of this storefront only', async () => {
    const cs = locs(await (await get('/sitemaps/pages-1.xml', 'cs.localhost:3130')).text());
    expect(cs[0]).toBe('http://cs.localhost:3130/');
    expect(cs).toContain('http://cs.localhost:3130/kariera');
    expect(cs).toContain('http://cs.localhost:3130/c/o-nas');
    expect(cs).toContain('http://cs.localhost:3130/blog/novinky');
    expect(cs.join(' ')).not.toMatch(/koncept|pozdeji|kosik|account/);
    expect(cs).toHaveLength(STATIC_SITEMAP_ROUTES.length + 2);

    const sk = locs(await (await get('/sitemaps/pages-1.xml', 'sk.localhost:3130')).text());
    expect(sk.join(' ')).not.toMatch(/kariera|career/); // career is switched off in sk
    expect(sk.join(' ')).not.toContain('/c/');
  });

  it('a part past the end, an unknown kind or a malformed name is a 404', async () => {
    expect((await get('/sitemaps/works-3.xml', 'cs.localhost:3130')).status).toBe(404);
    expect((await get('/sitemaps/orders-1.xml', 'cs.localhost:3130')).status).toBe(404);
    expect((await get('/sitemaps/works-0.xml', 'cs.localhost:3130')).status).toBe(404);
    expect((await get('/sitemaps/..%2Fx.xml', 'cs.localhost:3130')).status).toBe(404);
  });

  it('is kept for an hour: a new category appears only after the cache expires', async () => {
    const first = await (await get('/sitemaps/categories-1.xml', 'cs.localhost:3130')).text();
    await handle.db.execute(sql`insert into property_nodes (id, type, name, slug) values (6, 'category', 'Nová', 'nova')`);
    const bodies = await Promise.all(Array.from({ length: 5 }, () => get('/sitemaps/categories-1.xml', 'cs.localhost:3130').then((r) => r.text())));
    expect(new Set(bodies)).toEqual(new Set([first]));
    clockMs += 60 * 60 * 1000;
    expect(locs(await (await get('/sitemaps/categories-1.xml', 'cs.localhost:3130')).text())).toContain('http://cs.localhost:3130/kategorie/nova');
  });
});
