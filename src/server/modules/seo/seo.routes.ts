import type { Context } from 'hono';
import { localeForHost } from '@/i18n/locales';
import { parseSitemapFileName } from '@/lib/seo/sitemapPaths';
import { notFound } from '../../http/errors';
import type { Api, AppEnv } from '../../http/types';
import { createSitemapService, type SitemapRequest, type SitemapService } from './sitemap.service';

const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  // Crawlers may keep it as long as we do.
  'cache-control': 'public, max-age=3600',
};

/**
 * A sitemap belongs to a domain, not to a language preference: the storefront comes from the Host
 * the crawler asked (pages/sitemap.xml.ts and pages/sitemaps/[file].ts forward it), not Accept-Language.
 */
function sitemapRequest(c: Context<AppEnv>): SitemapRequest {
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? '';
  const port = /:(\d+)$/.exec(host)?.[1] ?? null;
  return { locale: localeForHost(host), port, now: c.get('now') };
}

/** Storefront sitemaps: an index per domain and its numbered files (routes are XML, outside the OpenAPI document). */
export function registerSeoRoutes(app: Api, service: SitemapService = createSitemapService()): void {
  app.get('/adonis/v1/seo/sitemap.xml', async (c) => c.body(await service.index(c.get('db'), sitemapRequest(c)), 200, XML_HEADERS));

  app.get('/adonis/v1/seo/sitemaps/:file', async (c) => {
    const file = parseSitemapFileName(c.req.param('file'));
    if (!file) throw notFound('Sitemap');
    return c.body(await service.file(c.get('db'), sitemapRequest(c), file.kind, file.part), 200, XML_HEADERS);
  });
}
