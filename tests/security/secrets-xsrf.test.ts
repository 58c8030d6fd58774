/**
 * Threat: cross-site request forgery — another site makes the shopper's browser send a
 * state-changing request with the shopper's cookies. Every state-changing API route demands the
 * double-submit XSRF pair, except the routes listed one by one (with a reason) in
 * src/server/http/xsrf.ts. docs/security.md.
 */
import { createApp } from '@/server/http/app';
import * as xsrf from '@/server/http/xsrf';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS', 'ALL']);
const unusedDb = async () => {
  throw new Error('no database in this test');
};
const app = createApp({ getDb: unusedDb as never, env: { APP_MODE: 'demo' } });

/** Hono route path → a concrete path ('/x/:id' → '/x/1'). */
const concrete = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '1');

async function withoutPair(method: string, path: string) {
  const response = await app.request(path, { method, headers: { 'content-type': 'application/json' }, body: '{}' });
  const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
  return { status: response.status, code: body?.error?.code };
}

describe('XSRF exemptions are an explicit list of routes', () => {
  it('every exemption names one method and one path, and gives a reason', () => {
    const exemptions = (xsrf as { XSRF_EXEMPTIONS?: readonly { method: string; path: string; reason: string }[] }).XSRF_EXEMPTIONS;
    expect(exemptions).toBeDefined();
    for (const e of exemptions ?? []) {
      expect(['POST', 'PUT', 'PATCH', 'DELETE']).toContain(e.method);
      expect(e.path).toMatch(/^\/api\/[^*]*[^/*]$/);
      expect(e.reason.length).toBeGreaterThan(20);
    }
  });

  it('every mounted state-changing route outside the list refuses a request without the pair (403)', async () => {
    const exemptions = (xsrf as { XSRF_EXEMPTIONS?: readonly { method: string; path: string }[] }).XSRF_EXEMPTIONS ?? [];
    const routes = app.routes.filter((r) => !SAFE.has(r.method) && !r.path.includes('*'));
    expect(routes.length).toBeGreaterThan(20);
    const unprotected: string[] = [];
    for (const route of routes) {
      const path = concrete(route.path);
      const exempt = exemptions.some((e) => e.method === route.method && concrete(e.path) === path);
      const answer = await withoutPair(route.method, path);
      if (!exempt && !(answer.status === 403 && answer.code === 'XSRF_TOKEN_INVALID')) unprotected.push(`${route.method} ${route.path}`);
    }
    expect(unprotected).toEqual([]);
  });

  it('an exemption covers its own route only: a neighbour path or another method still needs the pair', async () => {
    for (const [method, path] of [
      ['POST', '/api/adonis/s2s/anything'],
      ['POST', '/api/adonis/v1/payments/webhooks/other'],
      ['POST', '/api/adonis/v1/payments/webhooks/comgate/extra'],
      ['DELETE', '/api/adonis/v1/payments/webhooks/comgate'],
      ['POST', '/api/adonis/sandbox/pay/sbx_x/more'],
    ] as const) {
      expect([method, path, await withoutPair(method, path)]).toEqual([method, path, { status: 403, code: 'XSRF_TOKEN_INVALID' }]);
    }
  });

  it('the listed routes do not ask for the pair', async () => {
    for (const [method, path] of [['POST', '/api/adonis/v1/payments/webhooks/comgate'], ['POST', '/api/adonis/v1/payments/webhooks/adyen']] as const) {
      expect((await withoutPair(method, path)).code).not.toBe('XSRF_TOKEN_INVALID');
    }
  });
});
