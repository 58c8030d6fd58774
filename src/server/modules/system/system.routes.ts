import { createRoute } from '@hono/zod-openapi';
import { pingDb } from '../../db/health';
import type { Api, AppDeps } from '../../http/types';
import { respond } from '../../http/validation';
import { AppError } from '../../http/errors';
import { apiDocsGuard } from '../../http/api-docs-guard';
import { commerceEnv } from '../../commerce-config';
import { healthResponse, buildHashResponse } from './system.contracts';
import { isSwaggerAsset, readSwaggerAsset, swaggerHtml, swaggerInit } from './swagger-assets';

const SWAGGER = '/adonis/swagger';
const OPENAPI_JSON = '/adonis/openapi.json';

export function registerSystemRoutes(app: Api, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/health', tags: ['system'], summary: 'Liveness and database reachability',
      responses: { 200: { description: 'Healthy', content: { 'application/json': { schema: healthResponse } } } },
    }),
    async (c) => {
      const handle = await deps.getDb();
      await pingDb(handle.db);
      return respond(c, healthResponse, { status: 'ok' as const, database: handle.kind, time: c.get('now').toISOString() });
    },
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/build-hash', tags: ['system'], summary: 'The deployed build',
      responses: { 200: { description: 'Build hash', content: { 'application/json': { schema: buildHashResponse } } } },
    }),
    (c) => respond(c, buildHashResponse, { buildHash: deps.buildHash ?? process.env.BUILD_HASH ?? 'development' }),
  );

  // Public in demo, staff-only in production (api-docs-guard.ts): registered before the routes it guards.
  const docsGuard = apiDocsGuard({ mode: () => commerceEnv(deps.env).APP_MODE });
  app.use(OPENAPI_JSON, docsGuard);
  app.use(SWAGGER, docsGuard);
  app.use(`${SWAGGER}/*`, docsGuard);

  app.doc31(OPENAPI_JSON, {
    openapi: '3.1.0',
    info: { title: 'Bookturn shop API', version: '1.0.0', description: 'Storefront (v1, v2, users/current), staff (admin) and server-to-server (s2s) endpoints.' },
  });

  app.get(SWAGGER, (c) => c.html(swaggerHtml(`/api${SWAGGER}`)));
  app.get(`${SWAGGER}/assets/init.js`, (c) => c.body(swaggerInit(`/api${OPENAPI_JSON}`), 200, { 'content-type': 'application/javascript; charset=utf-8' }));
  app.get(`${SWAGGER}/assets/:name`, async (c) => {
    const name = c.req.param('name');
    if (!isSwaggerAsset(name)) throw new AppError('NOT_FOUND', 'No such asset');
    const asset = await readSwaggerAsset(name);
    return c.body(asset.body, 200, { 'content-type': asset.contentType, 'cache-control': 'public, max-age=86400' });
  });
}
