import { createRoute, z } from '@hono/zod-openapi';
import { shellResponse } from '@/contracts/shell';
import { apiError } from '@/contracts/common';
import { blocksetResponse, blogListResponse, cmsPageResponse } from '@/contracts/content';
import type { Api } from '../../http/types';
import { respond } from '../../http/validation';
import { getShell } from './content.service';
import { BLOG_PAGE_SIZE, getBlockset, getBlogArticles, getPublicPageByKey, getPublicPageBySlug, MAX_BLOG_PAGE_SIZE } from './cms.service';

const json = <S,>(schema: S) => ({ content: { 'application/json': { schema } } });
const NOT_FOUND = { 404: { description: 'NOT_FOUND (also drafts and pages not yet published)', ...json(apiError) } } as const;
const BAD_REQUEST = { 400: { description: 'VALIDATION_FAILED', ...json(apiError) } } as const;

const slugParams = z.object({ slug: z.string().min(1).max(200) });
const keyParams = z.object({ key: z.string().min(1).max(100).regex(/^[a-z0-9-]+$/) });
const blogQuery = z.object({
  page: z.string().regex(/^[1-9]\d{0,5}$/).optional(),
  pageSize: z.string().regex(/^[1-9]\d{0,1}$/).optional(),
});

export interface ContentRouteOptions {
  /** The app runs the demo shop (createApp: APP_MODE=demo); the shell tells the storefront to say so. */
  demo?: boolean;
}

export function registerContentRoutes(app: Api, options: ContentRouteOptions = {}): void {
  const demo = options.demo ?? false;
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/shell', tags: ['content'],
      summary: 'Navigation, footer, promo banner, feature flags, the books-added-today count and whether this is the demo shop, for the Accept-Language storefront',
      responses: { 200: { description: 'Shell data', content: { 'application/json': { schema: shellResponse } } } },
    }),
    async (c) => respond(c, shellResponse, await getShell(c.get('db'), c.get('locale'), c.get('now'), { demo })),
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/cms/pages/by-slug/{slug}', tags: ['content'],
      summary: "A published CMS page (/c/[slug], /-/[slug]) by its slug; another storefront's slug answers with this storefront's translation",
      request: { params: slugParams },
      responses: { 200: { description: 'Page', ...json(cmsPageResponse) }, ...BAD_REQUEST, ...NOT_FOUND },
    }),
    async (c) => respond(c, cmsPageResponse, await getPublicPageBySlug(c.get('db'), c.get('locale'), c.req.valid('param').slug, ['page'], c.get('now'))),
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/cms/pages/by-key/{key}', tags: ['content'],
      summary: 'The text of a page with its own route (career, job-vacancies, how-to-sell-books, rebranding, manny, info) by key',
      request: { params: keyParams },
      responses: { 200: { description: 'Page', ...json(cmsPageResponse) }, ...BAD_REQUEST, ...NOT_FOUND },
    }),
    async (c) => respond(c, cmsPageResponse, await getPublicPageByKey(c.get('db'), c.get('locale'), c.req.valid('param').key, c.get('now'))),
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/blog/articles', tags: ['content'],
      summary: 'Published blog articles of the storefront, newest first, one page',
      request: { query: blogQuery },
      responses: { 200: { description: 'Articles', ...json(blogListResponse) }, ...BAD_REQUEST },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const pageSize = Math.min(Number(query.pageSize ?? BLOG_PAGE_SIZE), MAX_BLOG_PAGE_SIZE);
      return respond(c, blogListResponse, await getBlogArticles(c.get('db'), c.get('locale'), c.get('now'), Number(query.page ?? 1), pageSize));
    },
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/blog/articles/{slug}', tags: ['content'],
      summary: 'One published blog article by slug',
      request: { params: slugParams },
      responses: { 200: { description: 'Article', ...json(cmsPageResponse) }, ...BAD_REQUEST, ...NOT_FOUND },
    }),
    async (c) => respond(c, cmsPageResponse, await getPublicPageBySlug(c.get('db'), c.get('locale'), c.req.valid('param').slug, ['article'], c.get('now'))),
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/cms/blocksets/{key}', tags: ['content'],
      summary: "The storefront's content blocks of one blockset (e.g. home), in order",
      request: { params: keyParams },
      responses: { 200: { description: 'Blockset', ...json(blocksetResponse) }, ...BAD_REQUEST, ...NOT_FOUND },
    }),
    async (c) => respond(c, blocksetResponse, await getBlockset(c.get('db'), c.get('locale'), c.req.valid('param').key)),
  );
}
