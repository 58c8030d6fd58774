import { createRoute, z } from '@hono/zod-openapi';
import { categoriesQuery, categoriesResponse, homeResponse } from '@/contracts/catalogue';
import type { Api } from '../../http/types';
import { respond } from '../../http/validation';
import { notFound } from '../../http/errors';
import { getStockSummary } from './listing.service';
import { getCategoryTree, getHome } from './catalogue.service';
import { findCoverData, findEditionCoverData } from './catalogue.repository';
import { renderCoverSvg } from '../covers';
import { languageQueryField, languagesFromQuery } from './language.params';

/** `{work id}.svg`: a work's cover; `e{edition id}.svg`: an edition's, with the edition's title. */
const coverParams = z.object({ file: z.string().regex(/^e?\d{1,9}\.svg$/) });

export function registerCatalogueRoutes(app: Api): void {
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/home', tags: ['catalogue'], summary: 'Home page feeds: newly added, discounted, categories',
      description: 'With `language`, feeds, stock figures and category counts cover copies in those reading languages only (as the listing does).',
      request: { query: z.object({ language: languageQueryField }) },
      responses: { 200: { description: 'Home feeds', content: { 'application/json': { schema: homeResponse } } } },
    }),
    async (c) => respond(c, homeResponse, await getHome(c.get('db'), c.get('locale'), c.get('now'), getStockSummary, languagesFromQuery(c.req.queries('language')))),
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
      const languages = languagesFromQuery(c.req.queries('language'));
      return respond(c, categoriesResponse, { items: await getCategoryTree(c.get('db'), c.get('locale'), c.get('now'), getStockSummary, { allSlugs, languages }) });
    },
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/covers/{file}', tags: ['catalogue'], summary: 'A generated SVG cover for a work ({id}.svg) or an edition, with its own title (e{id}.svg)',
      request: { params: coverParams },
      responses: {
        200: { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
        404: { description: 'Unknown work' },
      },
    }),
    async (c) => {
      const file = c.req.valid('param').file;
      const id = Number(file.replace(/^e/, '').replace('.svg', ''));
      const data = file.startsWith('e')
        ? await findEditionCoverData(c.get('db'), id)
        : await findCoverData(c.get('db'), id).then((work) => work && { ...work, seed: id });
      if (!data) throw notFound(file.startsWith('e') ? 'Edition' : 'Work');
      const svg = renderCoverSvg({ title: data.title, author: data.author ?? '', seed: data.seed });
      return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' });
    },
  );
}
