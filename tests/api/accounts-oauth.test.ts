import { sql } from 'drizzle-orm';
import type { CartData } from '@/contracts/cart';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { seedDatabase } from '@/server/db/seed';
import { createApiFrame } from '@/server/http/app';
import { registerAccountRoutes } from '@/server/modules/account/account.routes';
import { registerLoginRoutes } from '@/server/modules/login/login.routes';
import { registerCartRoutes } from '@/server/modules/cart/cart.routes';
import { createShopper, type Shopper } from '../support/shopper';
import type { TestApi } from '../support/test-api';
import { createTestDb } from '../support/test-db';
import { addBody, inStockIds } from '../support/purchase';

const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;

/** What the stand-in providers will answer next; a test changes it before the callback. */
interface ProviderScript {
  tokenStatus: number;
  user: Record<string, unknown>;
}
let script: ProviderScript;
const calls: { url: string; body: URLSearchParams | null; auth: string | null }[] = [];

/** Local stand-ins for Google's and Seznam's token and user endpoints: the only stub, at the edge (AppDeps.fetch). */
const providerFetch: typeof fetch = async (input, init) => {
  // arctic hands over a Request (token endpoint), our own code a URL and init (user endpoint).
  const request = new Request(input, init);
  const url = request.url;
  const body = request.method === 'POST' ? new URLSearchParams(await request.text()) : null;
  const headers = request.headers;
  calls.push({ url, body, auth: headers.get('authorization') });
  if (url === 'https://oauth2.googleapis.com/token' || url === 'https://login.szn.cz/api/v1/oauth/token') {
    if (script.tokenStatus !== 200) return new Response('{"error":"invalid_grant"}', { status: script.tokenStatus });
    return Response.json({ access_token: 'access-123', token_type: 'bearer', expires_in: 3600 });
  }
  if (url === 'https://openidconnect.googleapis.com/v1/userinfo' || url === 'https://login.szn.cz/api/v1/user') {
    if (headers.get('authorization') !== 'Bearer access-123') return new Response('', { status: 401 });
    return Response.json(script.user);
  }
  return new Response('not found', { status: 404 });
};

beforeAll(async () => {
  handle = await createTestDb();
  await seedDatabase(handle, { books: 40, seed: 13, now: NOW });
  const deps = { getDb: async () => handle, clock: () => NOW, fetch: providerFetch };
  const app = createApiFrame(deps);
  registerCartRoutes(app, deps);
  registerLoginRoutes(app, deps, {
    oauth: { google: { clientId: 'g-client', clientSecret: 'g-secret' }, seznam: { clientId: 's-client', clientSecret: 's-secret' } },
  });
  registerAccountRoutes(app, deps);
  api = { app } as unknown as TestApi;
});
afterAll(() => handle.close());
beforeEach(() => {
  calls.length = 0;
  script = { tokenStatus: 200, user: { sub: 'google-1', email: 'ola@gmail.example', email_verified: true, name: 'Ola Google' } };
});

async function start(shopper: Shopper, provider: 'google' | 'seznam', returnTo = '/account/orders') {
  const res = await shopper.request('GET', `/api/adonis/v1/login/oauth/${provider}/start?locale=cs&returnTo=${encodeURIComponent(returnTo)}`);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  return { location, state: location.searchParams.get('state')!, challenge: location.searchParams.get('code_challenge')! };
}
const callback = (shopper: Shopper, provider: string, query: string) => shopper.request('GET', `/api/adonis/v1/login/oauth/${provider}/callback?${query}`);

describe('OAuth login (Google, Seznam)', () => {
  it('lists the configured providers', async () => {
    expect((await createShopper(api).request('GET', '/api/adonis/v1/login/providers')).body).toEqual({ providers: ['google', 'seznam'] });
  });

  it('Google: PKCE S256 + state; the code and verifier are exchanged; logged in and sent to the return path', async () => {
    const shopper = createShopper(api);
    const { location, state, challenge } = await start(shopper, 'google');
    expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('client_id')).toBe('g-client');
    expect(location.searchParams.get('redirect_uri')).toMatch(/^http:\/\/(cs\.)?localhost(:\d+)?\/api\/adonis\/v1\/login\/oauth\/google\/callback$/);
    const res = await callback(shopper, 'google', `code=auth-code&state=${state}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account/orders');
    const token = calls.find((c) => c.url.endsWith('/token'))!;
    expect(token.body!.get('code')).toBe('auth-code');
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(token.body!.get('code_verifier')!).digest('base64url')).toBe(challenge);
    const me = await shopper.request<{ email: string; linkedProviders: string[] }>('GET', '/api/adonis/v1/users/current');
    expect(me.body).toMatchObject({ email: 'ola@gmail.example', linkedProviders: ['google'] });
  });

  it('a wrong or missing state is refused before any exchange, and no one is logged in', async () => {
    const shopper = createShopper(api);
    await start(shopper, 'google');
    const res = await callback(shopper, 'google', `code=auth-code&state=${'x'.repeat(43)}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/login\?oauthError=OAUTH_STATE_INVALID$/);
    expect(calls).toHaveLength(0);
    expect(shopper.cookies.has('bt_session')).toBe(false);
    // A callback without the browser's cookie (started elsewhere: login CSRF) is refused the same way.
    const other = createShopper(api);
    const { state } = await start(createShopper(api), 'google');
    expect((await callback(other, 'google', `code=auth-code&state=${state}`)).headers.get('location')).toMatch(/OAUTH_STATE_INVALID/);
    expect(calls).toHaveLength(0);
  });

  it('state from one provider is not accepted at the other', async () => {
    const shopper = createShopper(api);
    const { state } = await start(shopper, 'google');
    expect((await callback(shopper, 'seznam', `code=c&state=${state}`)).headers.get('location')).toMatch(/OAUTH_STATE_INVALID/);
  });

  it('the state is single use: the cookie is gone after the callback', async () => {
    const shopper = createShopper(api);
    const { state } = await start(shopper, 'google');
    await callback(shopper, 'google', `code=auth-code&state=${state}`);
    expect((await callback(shopper, 'google', `code=auth-code&state=${state}`)).headers.get('location')).toMatch(/OAUTH_STATE_INVALID/);
  });

  it('a failed token exchange (e.g. a PKCE mismatch at the provider) logs no one in', async () => {
    script.tokenStatus = 400;
    const shopper = createShopper(api);
    const { state } = await start(shopper, 'google');
    const res = await callback(shopper, 'google', `code=auth-code&state=${state}`);
    expect(res.headers.get('location')).toMatch(/oauthError=OAUTH_EXCHANGE_FAILED/);
    expect(shopper.cookies.has('bt_session')).toBe(false);
  });

  it('an unverified Google address never joins an existing account', async () => {
    await handle.db.execute(sql`insert into customers (email, name) values ('victim@example.cz', 'Victim')`);
    script.user = { sub: 'attacker-1', email: 'victim@example.cz', email_verified: false };
    const shopper = createShopper(api);
    const { state } = await start(shopper, 'google');
    const res = await callback(shopper, 'google', `code=c&state=${state}`);
    expect(res.headers.get('location')).toMatch(/OAUTH_EMAIL_UNVERIFIED/);
    expect(shopper.cookies.has('bt_session')).toBe(false);
    const links = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from customer_identities where subject = 'attacker-1'`);
    expect(links[0]!.n).toBe(0);
  });

  it('Seznam: its user endpoint (oauth_user_id, email) links the existing account of that verified address; the guest cart joins', async () => {
    await handle.db.execute(sql`insert into customers (email, name) values ('jan@seznam.example', 'Jan Existující')`);
    script.user = { oauth_user_id: 'szn-77', email: 'jan@seznam.example', email_verified: true, firstname: 'Jan', lastname: 'Novák' };
    const shopper = createShopper(api);
    const [copy] = await inStockIds(handle, 1);
    expect((await shopper.request('POST', '/api/adonis/v1/cart/items', addBody([copy!]))).status).toBe(200);
    const { location, state } = await start(shopper, 'seznam', '/cart');
    expect(location.origin + location.pathname).toBe('https://login.szn.cz/api/v1/oauth/auth');
    expect(location.searchParams.get('scope')).toBe('identity');
    const res = await callback(shopper, 'seznam', `code=szn-code&state=${state}`);
    expect(res.headers.get('location')).toBe('/cart');
    expect(calls.map((c) => c.url)).toEqual(['https://login.szn.cz/api/v1/oauth/token', 'https://login.szn.cz/api/v1/user']);
    const me = await shopper.request<{ name: string; email: string; linkedProviders: string[] }>('GET', '/api/adonis/v1/users/current');
    expect(me.body).toMatchObject({ email: 'jan@seznam.example', name: 'Jan Existující', linkedProviders: ['seznam'] });
    expect((await shopper.request<CartData>('GET', '/api/adonis/v1/cart/data')).body.items.map((i) => i.productId)).toEqual([copy]);
  });

  it('a foreign return path is replaced by /account', async () => {
    const shopper = createShopper(api);
    const { state } = await start(shopper, 'google', 'https://evil.example/');
    expect((await callback(shopper, 'google', `code=c&state=${state}`)).headers.get('location')).toBe('/account');
  });

  it('a provider without credentials is 404 and hidden', async () => {
    const deps = { getDb: async () => handle, clock: () => NOW, fetch: providerFetch };
    const app = createApiFrame(deps);
    registerLoginRoutes(app, deps, { oauth: {} });
    const bare = createShopper({ app } as unknown as TestApi);
    expect((await bare.request('GET', '/api/adonis/v1/login/providers')).body).toEqual({ providers: [] });
    const res = await bare.request<{ error: { code: string } }>('GET', '/api/adonis/v1/login/oauth/google/start');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('OAUTH_NOT_CONFIGURED');
  });
});
