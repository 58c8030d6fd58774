import { createRoute, z } from '@hono/zod-openapi';
import { categoriesQuery, categoriesResponse, homeResponse } from '@/contracts/catalogue';
import type { Api } from '../../http/types';
import { respond } from '../../http/validation';
import { notFound } from '../../http/errors';
import { getCategoryTree, getHome } from './catalogue.service';
import { findCoverData } from './catalogue.repository';
import { renderCoverSvg } from '../covers/cover-svg';

const coverParams = z.object({ file: z.string().regex(/^\d{1,9}\.svg$/) });

export function registerCatalogueRoutes(app: Api): void {
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/home', tags: ['catalogue'], summary: 'Home page feeds: newly added, discounted, categories',
      responses: { 200: { description: 'Home feeds', content: { 'application/json': { schema: homeResponse } } } },
    }),
    async (c) => respond(c, homeResponse, await getHome(c.get('db'), c.get('locale'), c.get('now'))),
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/categories', tags: ['catalogue'], summary: 'The category tree with in-stock counts',
      description: 'With `slugs=all`, each category also carries its slug in every storefront (`slugs`, by locale).',
      request: { query: categoriesQuery },
      responses: { 200: { description: 'Category tree', content: { 'application/json': { schema: categoriesResponse } } } },
    }),
    async (c) => {
      const allSlugs = c.req.valid('query').slugs === 'all';
      return respond(c, categoriesResponse, { items: await getCategoryTree(c.get('db'), c.get('locale'), c.get('now'), { allSlugs }) });
    },
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/covers/{file}', tags: ['catalogue'], summary: 'A generated SVG cover for a work',
      request: { params: coverParams },
      responses: {
        200: { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
        404: { description: 'Unknown work' },
      },
    }),
    async (c) => {
      const id = Number(c.req.valid('param').file.replace('.svg', ''));
      const data = await findCoverData(c.get('db'), id);
      if (!data) throw notFound('Work');
      const svg = renderCoverSvg({ title: data.title, author: data.author ?? '', seed: id });
      return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' });
    },
  );
}
