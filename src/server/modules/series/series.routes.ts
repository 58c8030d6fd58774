import { createRoute } from '@hono/zod-openapi';
import { seriesResponse } from '@/contracts/authors';
import type { Api } from '../../http/types';
import { respond } from '../../http/validation';
import { BAD_REQUEST, NOT_FOUND } from '../../http/read-errors.openapi';
import { pageNumber, pageQuery } from '../../http/paging';
import { seriesSlugParams } from './series.params';
import { getSeriesBySlug } from './series.service';

export function registerSeriesRoutes(app: Api): void {
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/series/by-slug/{slug}', tags: ['catalogue'],
      summary: "A series by its slug in the storefront's language (another storefront's slug also finds it), with its works in order",
      request: { params: seriesSlugParams, query: pageQuery },
      responses: {
        200: { description: 'Series', content: { 'application/json': { schema: seriesResponse } } },
        ...BAD_REQUEST,
        ...NOT_FOUND,
      },
    }),
    async (c) => {
      const { slug } = c.req.valid('param');
      const page = pageNumber(c.req.valid('query').page);
      return respond(c, seriesResponse, await getSeriesBySlug(c.get('db'), slug, c.get('locale'), page));
    },
  );
}
