import { createRoute } from '@hono/zod-openapi';
import { shellResponse } from '@/contracts/shell';
import type { Api } from '../../http/types';
import { respond } from '../../http/validation';
import { getShell } from './content.service';

export function registerContentRoutes(app: Api): void {
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/shell', tags: ['content'],
      summary: 'Navigation, footer, promo banner, feature flags and the books-added-today count for the Accept-Language storefront',
      responses: { 200: { description: 'Shell data', content: { 'application/json': { schema: shellResponse } } } },
    }),
    async (c) => respond(c, shellResponse, await getShell(c.get('db'), c.get('locale'), c.get('now'))),
  );
}
