import type { DbHandle } from '@/server/db/client';
import { createShopper, type Shopper } from '../support/shopper';
import { createTestApi, type TestApi } from '../support/test-api';
import { createTestDb } from '../support/test-db';
import { loginAs, type ErrorBody } from './security-support';

/** Issue 11 item 5: the XSRF token is bound to the session (or, before login, to an anonymous cookie). */
const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;
let eva: Shopper;
let petr: Shopper;

beforeAll(async () => {
  handle = await createTestDb();
  api = createTestApi(handle, NOW);
  eva = await loginAs(api, handle, 'eva@example.cz');
  petr = await loginAs(api, handle, 'petr@example.cz');
});
afterAll(() => handle.close());

const ME = '/api/adonis/v1/users/current';
const patchName = (cookie: string, token: string, name: string) => api.app.request(ME, {
  method: 'PATCH', body: JSON.stringify({ name }), headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': token },
});
const setCookies = (res: Response) => new Map(res.headers.getSetCookie().map((line) => {
  const [pair] = line.split(';');
  const at = pair!.indexOf('=');
  return [pair!.slice(0, at), { value: pair!.slice(at + 1), line }] as const;
}));

describe('XSRF bound to the session', () => {
  it('a token of one session is refused with another session’s cookie, though cookie and header match', async () => {
    const petrToken = petr.cookies.get('XSRF-TOKEN')!;
    const res = await patchName(`bt_session=${eva.cookies.get('bt_session')}; XSRF-TOKEN=${petrToken}`, petrToken, 'Hijacked');
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).error.code).toBe('XSRF_TOKEN_INVALID');
    const me = await eva.request<{ name: string | null }>('GET', ME);
    expect(me.body.name).not.toBe('Hijacked');
  });

  it('a made-up pair (cookie equal to header) is refused, for a customer and for an anonymous visitor', async () => {
    const res = await patchName(`bt_session=${eva.cookies.get('bt_session')}; XSRF-TOKEN=made-up-token`, 'made-up-token', 'Forged');
    expect(res.status).toBe(403);
    const anonymous = await api.app.request('/api/adonis/v1/login', {
      method: 'POST', body: JSON.stringify({ email: 'x@example.cz' }),
      headers: { 'content-type': 'application/json', cookie: 'bt_anon=someone; XSRF-TOKEN=made-up-token', 'x-xsrf-token': 'made-up-token' },
    });
    expect(anonymous.status).toBe(403);
  });

  it('the session’s own token works', async () => {
    const res = await eva.request('PATCH', ME, { name: 'Eva Svobodová' });
    expect(res.status).toBe(200);
  });

  it('a new visitor gets an HttpOnly anonymous cookie and the XSRF token bound to it, and can then post', async () => {
    const first = await api.app.request('/api/adonis/health');
    const cookies = setCookies(first);
    expect(cookies.get('bt_anon')?.line).toMatch(/HttpOnly/i);
    expect(cookies.get('XSRF-TOKEN')?.line).not.toMatch(/HttpOnly/i);
    const token = cookies.get('XSRF-TOKEN')!.value;
    const res = await api.app.request('/api/adonis/v1/login', {
      method: 'POST', body: JSON.stringify({ email: 'new@example.cz' }),
      headers: { 'content-type': 'application/json', cookie: `bt_anon=${cookies.get('bt_anon')!.value}; XSRF-TOKEN=${token}`, 'x-xsrf-token': token, 'x-forwarded-for': '192.0.2.251' },
    });
    expect(res.status).toBe(200);
  });

  it('login hands out a new token bound to the new session: the next post works, the anonymous token no longer does', async () => {
    const shopper = createShopper(api);
    const anonymousToken = shopper.cookies.get('XSRF-TOKEN')!;
    await loginAs(api, handle, 'rotate@example.cz', 'cs', shopper);
    const sessionToken = shopper.cookies.get('XSRF-TOKEN')!;
    expect(sessionToken).not.toBe(anonymousToken);
    expect((await shopper.request('PATCH', ME, { name: 'Rotated' })).status).toBe(200);
    const stale = await patchName(`bt_session=${shopper.cookies.get('bt_session')}; XSRF-TOKEN=${anonymousToken}`, anonymousToken, 'Stale');
    expect(stale.status).toBe(403);

    // Logout: back to the anonymous binding; the next anonymous post works with the token handed out.
    expect((await shopper.request('POST', '/api/adonis/v1/logout')).status).toBe(200);
    expect(shopper.cookies.has('bt_session')).toBe(false);
    expect(shopper.cookies.get('XSRF-TOKEN')).toBe(anonymousToken);
    const after = await shopper.request('POST', '/api/adonis/v1/login', { email: 'rotate@example.cz' }, { 'x-forwarded-for': '192.0.2.252' });
    expect(after.status).toBe(200);
    // The logged-out session's token is dead with the anonymous cookie.
    const old = await api.app.request('/api/adonis/v1/login', {
      method: 'POST', body: JSON.stringify({ email: 'rotate@example.cz' }),
      headers: { 'content-type': 'application/json', cookie: `bt_anon=${shopper.cookies.get('bt_anon')}; XSRF-TOKEN=${sessionToken}`, 'x-xsrf-token': sessionToken },
    });
    expect(old.status).toBe(403);
  });
});
