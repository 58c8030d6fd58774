import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { cmsPages, cmsPageTranslations } from '@/server/db/schema';
import { seedContent } from '@/server/db/seed/content/seed-content';
import { createApiFrame } from '@/server/http/app';
import { registerContentRoutes } from '@/server/modules/content/content.routes';
import { blogListResponse, cmsPageResponse } from '@/contracts/content';
import { createTestDb } from '../support/test-db';

const NOW = new Date('2026-11-20T10:00:00Z');

describe('CMS pages, route pages, blog and blocksets API', () => {
  let handle: DbHandle;
  let app: ReturnType<typeof createApiFrame>;
  const get = (path: string, locale = 'cs') => app.request(`/api/adonis/v1${path}`, { headers: { 'accept-language': locale } });

  beforeAll(async () => {
    handle = await createTestDb();
    await seedContent(handle, { now: NOW });
    app = createApiFrame({ getDb: async () => handle, clock: () => NOW });
    registerContentRoutes(app);
  }, 300_000);
  afterAll(async () => handle.close());

  it('serves a published CMS page in the storefront language, as plain paragraphs with alternates', async () => {
    const res = await get('/cms/pages/by-slug/obchodni-podminky');
    expect(res.status).toBe(200);
    const page = cmsPageResponse.parse(await res.json());
    expect(page).toMatchObject({ key: 'terms', kind: 'page', slug: 'obchodni-podminky', title: 'Obchodní podmínky' });
    expect(page.paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(page.paragraphs.join(' ')).toContain('14 dnů');
    expect(page.alternates).toHaveLength(10);
    expect(page.alternates).toContainEqual({ locale: 'de-DE', slug: expect.any(String) });
  });

  it("answers another storefront's slug with this storefront's translation (the page redirects)", async () => {
    const cs = cmsPageResponse.parse(await (await get('/cms/pages/by-slug/obchodni-podminky')).json());
    const res = await get('/cms/pages/by-slug/obchodni-podminky', 'de-DE');
    expect(res.status).toBe(200);
    const de = cmsPageResponse.parse(await res.json());
    expect(de.key).toBe('terms');
    expect(de.slug).toBe(cs.alternates.find((a) => a.locale === 'de-DE')!.slug);
    expect(de.slug).not.toBe('obchodni-podminky');
  });

  it('never serves drafts, pages scheduled for later, articles or route pages at /c/', async () => {
    expect((await get('/cms/pages/by-slug/vanocni-oteviraci-doba')).status).toBe(404);
    expect((await get('/cms/pages/by-slug/jak-hodnotime-stav-knih')).status).toBe(404);
    expect((await get('/cms/pages/by-slug/kariera')).status).toBe(404);

    const [{ id }] = await handle.db.select({ id: cmsPages.id }).from(cmsPages).where(eq(cmsPages.key, 'privacy'));
    await handle.db.update(cmsPages).set({ publishedAt: new Date(NOW.getTime() + 3_600_000) }).where(eq(cmsPages.id, id));
    try {
      expect((await get('/cms/pages/by-slug/ochrana-osobnich-udaju')).status).toBe(404);
    } finally {
      await handle.db.update(cmsPages).set({ publishedAt: new Date(NOW.getTime() - 86_400_000) }).where(eq(cmsPages.id, id));
    }
    expect((await get('/cms/pages/by-slug/ochrana-osobnich-udaju')).status).toBe(200);
    const missing = await get('/cms/pages/by-slug/neexistuje');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('serves the text of route pages by key, per locale', async () => {
    const cs = cmsPageResponse.parse(await (await get('/cms/pages/by-key/career')).json());
    const nl = cmsPageResponse.parse(await (await get('/cms/pages/by-key/career', 'nl-NL')).json());
    expect(cs.title).toBe('Kariéra u nás');
    expect(nl.title).toBe('Werken bij ons');
    expect((await get('/cms/pages/by-key/christmas-hours')).status).toBe(404);
    expect((await get('/cms/pages/by-key/Not_A_Key')).status).toBe(400);
  });

  it('lists published blog articles newest first, with pages', async () => {
    const first = blogListResponse.parse(await (await get('/blog/articles?pageSize=1', 'it-IT')).json());
    expect(first).toMatchObject({ total: 2, page: 1, pageSize: 1, pageCount: 2 });
    const second = blogListResponse.parse(await (await get('/blog/articles?page=2&pageSize=1', 'it-IT')).json());
    expect(new Date(first.items[0].publishedAt).getTime()).toBeGreaterThan(new Date(second.items[0].publishedAt).getTime());
    const beyond = blogListResponse.parse(await (await get('/blog/articles?page=3&pageSize=1', 'it-IT')).json());
    expect(beyond.items).toEqual([]);
    expect((await get('/blog/articles?page=0')).status).toBe(400);

    const article = await get(`/blog/articles/${first.items[0].slug}`, 'it-IT');
    expect(article.status).toBe(200);
    expect(cmsPageResponse.parse(await article.json())).toMatchObject({ kind: 'article', title: first.items[0].title });
    expect((await get('/blog/articles/obchodni-podminky')).status).toBe(404);
  });

  it('hides a translation-less storefront: a page without that locale is a 404 there', async () => {
    const [{ id }] = await handle.db.insert(cmsPages).values({ key: 'cs-only', kind: 'page', status: 'published', publishedAt: NOW }).returning({ id: cmsPages.id });
    await handle.db.insert(cmsPageTranslations).values({ pageId: id, locale: 'cs', slug: 'jen-cesky', title: 'Jen česky', perex: null, body: 'Jen pro český obchod.' });
    expect((await get('/cms/pages/by-slug/jen-cesky')).status).toBe(200);
    expect((await get('/cms/pages/by-slug/jen-cesky', 'sk')).status).toBe(404);
  });

  it('serves a blockset of the storefront', async () => {
    const res = await get('/cms/blocksets/home', 'es-ES');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.blocks[0]).toMatchObject({ key: 'home.hero', content: { title: expect.any(String) } });
    expect((await get('/cms/blocksets/nothing-here')).status).toBe(404);
  });
});
