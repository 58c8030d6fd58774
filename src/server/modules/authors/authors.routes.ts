import { createRoute } from '@hono/zod-openapi';
import { authorResponse, authorTimelineResponse } from '@/contracts/authors';
import type { Api } from '../../http/types';
import { respond } from '../../http/validation';
import { getAuthor, getAuthorTimeline } from './authors.service';
import { BAD_REQUEST, NOT_FOUND } from '../../http/read-errors.openapi';
import { pageNumber } from '../../http/paging';
import { authorQuery, nodeIdParams } from './authors.params';

/** Author pages' API, plus the series and today's feeds that live beside them. */
export function registerAuthorRoutes(app: Api): void {
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/authors/{id}', tags: ['authors'],
      summary: 'An author (or translator) with biography and counts; optionally one page of their works or copies in stock',
      request: { params: nodeIdParams, query: authorQuery },
      responses: {
        200: { description: 'Author', content: { 'application/json': { schema: authorResponse } } },
        ...BAD_REQUEST,
        ...NOT_FOUND,
      },
    }),
    async (c) => {
      const { include, page } = c.req.valid('query');
      const id = Number(c.req.valid('param').id);
      return respond(c, authorResponse, await getAuthor(c.get('db'), id, c.get('locale'), include, pageNumber(page)));
    },
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/authors/{id}/timeline', tags: ['authors'],
      summary: "The author's works by first edition year, oldest first",
      request: { params: nodeIdParams },
      responses: {
        200: { description: 'Timeline', content: { 'application/json': { schema: authorTimelineResponse } } },
        ...BAD_REQUEST,
        ...NOT_FOUND,
      },
    }),
    async (c) => {
      const id = Number(c.req.valid('param').id);
      return respond(c, authorTimelineResponse, await getAuthorTimeline(c.get('db'), id, c.get('locale')));
    },
  );

}
