import { createRoute } from '@hono/zod-openapi';
import { addedTodayResponse, discountedTodayResponse } from '@/contracts/feeds';
import type { Api } from '../../http/types';
import { respond } from '../../http/validation';
import { BAD_REQUEST } from '../../http/read-errors.openapi';
import { pageNumber, pageQuery } from '../../http/paging';
import { getAddedToday, getDiscountedToday } from './feeds.service';
import { languageQueryField, languagesFromQuery } from '../catalogue';

export function registerFeedRoutes(app: Api): void {
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/feeds/added-today', tags: ['catalogue'],
      summary: 'Copies in stock added today on the shop calendar (Europe/Prague), newest first',
      request: { query: pageQuery.extend({ language: languageQueryField }) },
      responses: {
        200: { description: 'One page of copies', content: { 'application/json': { schema: addedTodayResponse } } },
        ...BAD_REQUEST,
      },
    }),
    async (c) => {
      const page = pageNumber(c.req.valid('query').page);
      return respond(c, addedTodayResponse, await getAddedToday(c.get('db'), c.get('locale'), c.get('now'), page, languagesFromQuery(c.req.queries('language'))));
    },
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/feeds/discounted-today', tags: ['catalogue'],
      summary: 'Copies in stock whose price was cut today, with the previous price and the lowest price of the 30 days before the cut',
      request: { query: pageQuery.extend({ language: languageQueryField }) },
      responses: {
        200: { description: 'One page of copies', content: { 'application/json': { schema: discountedTodayResponse } } },
        ...BAD_REQUEST,
      },
    }),
    async (c) => {
      const page = pageNumber(c.req.valid('query').page);
      return respond(c, discountedTodayResponse, await getDiscountedToday(c.get('db'), c.get('locale'), c.get('now'), page, languagesFromQuery(c.req.queries('language'))));
    },
  );
}
