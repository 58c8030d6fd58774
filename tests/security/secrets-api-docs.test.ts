/**
 * Threat: the API's full map (every route, parameter and error) handed to anyone probing the
 * production shop. The OpenAPI document and Swagger UI are public in demo mode and staff-only in
 * production (a signed-in employee: tests/api/staff-identity.test.ts). docs/security.md.
 */
import { Hono } from 'hono';
import { createApp } from '@/server/http/app';
import { apiDocsGuard } from '@/server/http/api-docs-guard';
import type { AppEnv } from '@/server/http/types';

/** These routes never query: a database stand-in the request frame can hand out. */
const unusedDb = async () => ({ db: {}, kind: 'pglite' as const });
const DOCS = ['/api/adonis/openapi.json', '/api/adonis/swagger', '/api/adonis/swagger/assets/init.js', '/api/adonis/swagger/assets/swagger-ui.css'];

describe('OpenAPI document and Swagger UI', () => {
  it('are public in demo mode', async () => {
    const app = createApp({ getDb: unusedDb as never, env: { APP_MODE: 'demo' } });
    for (const path of DOCS) expect([path, (await app.request(path)).status]).toEqual([path, 200]);
  });

  it('answer 404 in production mode without a staff session, while the rest of the API answers', async () => {
    const app = createApp({ getDb: unusedDb as never, env: { APP_MODE: 'production' } });
    for (const path of DOCS) {
      const response = await app.request(path);
      expect([path, response.status]).toEqual([path, 404]);
      const text = await response.text();
      expect(text).not.toContain('"paths"');
      expect(text).not.toContain('SwaggerUI');
    }
    expect((await app.request('/api/adonis/build-hash')).status).toBe(200);
  });

  it('go through one guard whose staff check decides in production', async () => {
    for (const [mode, staff, expected] of [['production', true, 200], ['production', false, 404], ['demo', false, 200]] as const) {
      const app = new Hono<AppEnv>();
      app.use('/docs', apiDocsGuard({ mode: () => mode, access: () => staff }));
      app.get('/docs', (c) => c.text('the map'));
      expect([mode, staff, (await app.request('/docs')).status]).toEqual([mode, staff, expected]);
    }
  });
});
