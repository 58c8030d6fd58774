import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { apiError } from '@/contracts/common';
import {
  bookResponse, booksByIdsResponse, catalogueRef, workResponse, editionResponse, upsellResponse,
} from '@/contracts/works';
import type { Api } from '../../http/types';
import { respond } from '../../http/validation';
import { languageQueryField, languagesFromQuery } from '../catalogue';
import { copyIdParams, copyIdsQuery, parseCopyIds, workIdParams } from './works.params';
import {
  getBook, getBookRef, getBooksByIds, getWork, getWorkRef, getEdition, getEditionRef, getUpsell,
} from './works.service';

const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
const errors = {
  400: { description: 'Malformed id(s): VALIDATION_FAILED', ...json(apiError) },
  404: { description: 'Unknown id: NOT_FOUND', ...json(apiError) },
} satisfies RouteConfig['responses'];

/** Book pages (work, edition, copy), their redirect lookups, and the by-book-ids list (docs/product.md#api-books). */
export function registerBookRoutes(app: Api): void {
  // Registered before /books/{id}, whose pattern would otherwise see "by-book-ids" as an id.
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/books/by-book-ids', tags: ['books'],
      summary: 'Copies by id with ISBNs, both prices and condition (unknown ids are left out)',
      request: { query: copyIdsQuery },
      responses: { 200: { description: 'Copies', ...json(booksByIdsResponse) }, 400: errors[400] },
    }),
    async (c) => {
      const ids = parseCopyIds(c.req.valid('query').bookIds);
      return respond(c, booksByIdsResponse, { data: { items: await getBooksByIds(c.get('db'), ids) } });
    },
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/books/{id}', tags: ['books'],
      summary: 'A copy: condition, prices, state, its edition and work, other copies; for a sold copy the copies still available',
      request: { params: copyIdParams },
      responses: { 200: { description: 'Copy detail', ...json(bookResponse) }, ...errors },
    }),
    async (c) => respond(c, bookResponse, await getBook(c.get('db'), Number(c.req.valid('param').id), c.get('locale'))),
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/books/{id}/upsell', tags: ['books'],
      summary: 'One more copy to offer with this one in the add-to-cart modal (same author, another work, free to buy, in the reading languages asked for), or null',
      request: { params: copyIdParams, query: z.object({ language: languageQueryField }) },
      responses: { 200: { description: 'The upsell copy or null', ...json(upsellResponse) }, 400: errors[400] },
    }),
    async (c) => respond(c, upsellResponse, await getUpsell(
      c.get('db'), Number(c.req.valid('param').id), c.get('locale'), c.get('now'), languagesFromQuery(c.req.queries('language')),
    )),
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/books/{id}/ref', tags: ['books'], summary: 'Where a copy lives (for redirects)',
      request: { params: copyIdParams },
      responses: { 200: { description: 'Ids of the copy, its edition and work', ...json(catalogueRef) }, ...errors },
    }),
    async (c) => respond(c, catalogueRef, await getBookRef(c.get('db'), Number(c.req.valid('param').id))),
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/mothers/{id}', tags: ['books'],
      summary: 'An edition with its work and its copies in stock (cheapest first, then best condition)',
      request: { params: workIdParams },
      responses: { 200: { description: 'Edition detail', ...json(editionResponse) }, ...errors },
    }),
    async (c) => respond(c, editionResponse, await getEdition(c.get('db'), Number(c.req.valid('param').id), c.get('locale'))),
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/mothers/{id}/ref', tags: ['books'], summary: 'Where an edition lives (for redirects)',
      request: { params: workIdParams },
      responses: { 200: { description: 'Ids of the edition and its work', ...json(catalogueRef) }, ...errors },
    }),
    async (c) => respond(c, catalogueRef, await getEditionRef(c.get('db'), Number(c.req.valid('param').id))),
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/grandmothers/{id}', tags: ['books'],
      summary: 'A work: authors, categories, series, rating and every edition with its copies in stock',
      request: { params: workIdParams },
      responses: { 200: { description: 'Work detail', ...json(workResponse) }, ...errors },
    }),
    async (c) => respond(c, workResponse, await getWork(c.get('db'), Number(c.req.valid('param').id), c.get('locale'))),
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/grandmothers/{id}/ref', tags: ['books'], summary: 'Whether a work exists (for redirects)',
      request: { params: workIdParams },
      responses: { 200: { description: 'The work id', ...json(catalogueRef) }, ...errors },
    }),
    async (c) => respond(c, catalogueRef, await getWorkRef(c.get('db'), Number(c.req.valid('param').id))),
  );
}
