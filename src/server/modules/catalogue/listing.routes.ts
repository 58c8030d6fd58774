import { createRoute, z } from '@hono/zod-openapi';
import { fromApiQuery } from '@/contracts/listing-filters';
import { listingResponse, suggestResponse } from '@/contracts/listing';
import type { Api } from '../../http/types';
import { respond } from '../../http/validation';
import { getListing, getSuggestions } from './listing.service';
import { languageQueryField, languagesFromQuery } from './language.params';

// Documented for OpenAPI; the values are read leniently by fromApiQuery (invalid parts are dropped).
const listingQuery = z.object({
  q: z.string().optional(),
  category: z.union([z.string(), z.array(z.string())]).optional(),
  author: z.union([z.string(), z.array(z.string())]).optional(),
  publisher: z.union([z.string(), z.array(z.string())]).optional(),
  language: z.union([z.string(), z.array(z.string())]).optional(),
  binding: z.union([z.string(), z.array(z.string())]).optional(),
  condition: z.union([z.string(), z.array(z.string())]).optional(),
  instock: z.union([z.string(), z.array(z.string())]).optional(),
  price: z.string().optional().describe('min-max in whole units of the storefront currency; leading ~ includes nulls'),
  year: z.string().optional().describe('min-max; leading ~ includes copies without a year'),
  mother: z.string().optional(),
  user: z.string().optional(),
  page: z.string().optional(),
  order: z.string().optional(),
});

export function registerListingRoutes(app: Api): void {
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/listing', tags: ['catalogue'],
      summary: 'One page of copies matching the catalogue filters, with facet counts (edge-type.{name} filters too)',
      request: { query: listingQuery },
      responses: { 200: { description: 'Listing page', content: { 'application/json': { schema: listingResponse } } } },
    }),
    async (c) => {
      const filters = fromApiQuery(c.req.queries());
      return respond(c, listingResponse, await getListing(c.get('db'), filters, c.get('locale'), c.get('now')));
    },
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/search/suggest', tags: ['catalogue'], summary: 'Autocomplete for the header search box',
      request: { query: z.object({ q: z.string().trim().min(2).max(100), language: languageQueryField }) },
      responses: { 200: { description: 'Suggestions', content: { 'application/json': { schema: suggestResponse } } } },
    }),
    async (c) => {
      const languages = languagesFromQuery(c.req.queries('language'));
      return respond(c, suggestResponse, await getSuggestions(c.get('db'), c.req.valid('query').q, c.get('locale'), languages));
    },
  );
}
