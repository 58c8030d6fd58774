import { sql } from 'drizzle-orm';
import type { CartData } from '@/contracts/cart';
import type { LoginResponse } from '@/contracts/auth';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createSeededApi } from '../support/seeded-api';
import { createShopper, type Shopper } from '../support/shopper';
import type { TestApi } from '../support/test-api';
import { addBody, idPool, inStockIds } from '../support/purchase';

const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;
let take: (n: number) => number[];

beforeAll(async () => {
  ({ handle, api } = await createSeededApi({ books: 120, seed: 11, now: NOW }));
  take = idPool(await inStockIds(handle, 60));
});
afterAll(() => handle.close());
beforeEach(() => api.setNow(NOW));

type ErrorBody = { error: { code: string; details?: { retryAfterSeconds?: number } } };
let ipSeq = 0;
/** Each test is its own client address, so the per-IP limits of one test do not touch another. */
const newIp = () => `203.0.113.${++ipSeq}`;

async function lastMail(to: string, kind: string) {
  const [row] = await queryRows<{ text_body: string; subject: string }>(handle.db, sql`
    select text_body, subject from mail_outbox where to_address = ${to} and kind = ${kind} order by id desc limit 1`);
  return row ?? null;
}
async function codeFor(to: string): Promise<string> {
  const mail = await lastMail(to, 'login-code');
  const code = mail?.text_body.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`no login code mailed to ${to}`);
  return code;
}
async function linkTokenFor(to: string): Promise<string> {
  const mail = await lastMail(to, 'login-link');
  const token = mail?.text_body.match(/[?&]magic=([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no login link mailed to ${to}`);
  return token;
}
const sessionRows = async (customerEmail: string) => Number((await queryRows<{ n: number }>(handle.db, sql`
  select count(*)::int as n from customer_sessions s join customers c on c.id = s.customer_id where lower(c.email) = ${customerEmail}`))[0]!.n);

async function loginByCode(shopper: Shopper, email: string, ip = newIp()) {
  expect((await shopper.request('POST', '/api/adonis/v1/login', { email }, { 'x-forwarded-for': ip })).status).toBe(200);
  return shopper.request<LoginResponse>('POST', '/api/adonis/v1/login/code', { email, code: await codeFor(email) }, { 'x-forwarded-for': ip });
}

describe('passcode login', () => {
  it('mails a six-digit code in the storefront language and logs in with it, creating the account', async () => {
    const shopper = createShopper(api, 'de-DE');
    const res = await shopper.request<{ sent: boolean; expiresInSeconds: number }>('POST', '/api/adonis/v1/login', { email: 'Anna.Neu@Example.de' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true, expiresInSeconds: 600 });
    const mail = await lastMail('anna.neu@example.de', 'login-code');
    expect(mail?.subject).toMatch(/Anmeldecode/);
    const code = await codeFor('anna.neu@example.de');
    const login = await shopper.request<LoginResponse>('POST', '/api/adonis/v1/login/code', { email: 'anna.neu@example.de', code });
    expect(login.status).toBe(200);
    expect(login.body.created).toBe(true);
    expect(login.body.customer.email).toBe('anna.neu@example.de');
    const setCookie = login.headers.getSetCookie().find((c) => c.startsWith('bt_session='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await shopper.request<{ email: string; identificationLevel: string; kind: string }>('GET', '/api/adonis/v1/users/current');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'anna.neu@example.de', identificationLevel: 'full_login', kind: 'non-buyer' });
  });

  it('answers the same for a known and an unknown address', async () => {
    await queryRows(handle.db, sql`insert into customers (email, name) values ('known@example.cz', 'Known') returning id`);
    const a = await createShopper(api).request('POST', '/api/adonis/v1/login', { email: 'known@example.cz' }, { 'x-forwarded-for': newIp() });
    const b = await createShopper(api).request('POST', '/api/adonis/v1/login', { email: 'nobody-here@example.cz' }, { 'x-forwarded-for': newIp() });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
  });

  it('is single use', async () => {
    const email = 'single@example.cz';
    const shopper = createShopper(api);
    const ip = newIp();
    await shopper.request('POST', '/api/adonis/v1/login', { email }, { 'x-forwarded-for': ip });
    const code = await codeFor(email);
    expect((await shopper.request('POST', '/api/adonis/v1/login/code', { email, code }, { 'x-forwarded-for': ip })).status).toBe(200);
    const again = await createShopper(api).request<ErrorBody>('POST', '/api/adonis/v1/login/code', { email, code }, { 'x-forwarded-for': ip });
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('LOGIN_CODE_INVALID');
  });

  it('expires after 10 minutes', async () => {
    const email = 'late@example.cz';
    const shopper = createShopper(api);
    await shopper.request('POST', '/api/adonis/v1/login', { email });
    const code = await codeFor(email);
    api.setNow(new Date(NOW.getTime() + 10 * 60_000 + 1000));
    const res = await shopper.request<ErrorBody>('POST', '/api/adonis/v1/login/code', { email, code });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('LOGIN_CODE_INVALID');
    expect(shopper.cookies.has('bt_session')).toBe(false);
  });

  it('burns the code after five wrong tries (the right code then fails too)', async () => {
    const email = 'guesser@example.cz';
    const shopper = createShopper(api);
    const ip = newIp();
    await shopper.request('POST', '/api/adonis/v1/login', { email }, { 'x-forwarded-for': ip });
    const code = await codeFor(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      const res = await shopper.request<ErrorBody>('POST', '/api/adonis/v1/login/code', { email, code: wrong }, { 'x-forwarded-for': ip });
      expect(res.status).toBe(422);
    }
    const right = await shopper.request<ErrorBody>('POST', '/api/adonis/v1/login/code', { email, code }, { 'x-forwarded-for': ip });
    expect(right.status).toBe(422);
    expect(right.body.error.code).toBe('LOGIN_CODE_INVALID');
  });

  it('four wrong tries still leave the right code usable', async () => {
    const email = 'careful@example.cz';
    const shopper = createShopper(api);
    const ip = newIp();
    await shopper.request('POST', '/api/adonis/v1/login', { email }, { 'x-forwarded-for': ip });
    const code = await codeFor(email);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i += 1) await shopper.request('POST', '/api/adonis/v1/login/code', { email, code: wrong }, { 'x-forwarded-for': ip });
    expect((await shopper.request('POST', '/api/adonis/v1/login/code', { email, code }, { 'x-forwarded-for': ip })).status).toBe(200);
  });

  it('a newer code replaces the older one', async () => {
    const email = 'twice@example.cz';
    const shopper = createShopper(api);
    await shopper.request('POST', '/api/adonis/v1/login', { email });
    const first = await codeFor(email);
    await shopper.request('POST', '/api/adonis/v1/login', { email });
    const second = await codeFor(email);
    if (first !== second) {
      expect((await shopper.request('POST', '/api/adonis/v1/login/code', { email, code: first })).status).toBe(422);
    }
    expect((await shopper.request('POST', '/api/adonis/v1/login/code', { email, code: second })).status).toBe(200);
  });

  it('limits e-mails per address with 429 and Retry-After, and sends nothing more', async () => {
    const email = 'flood@example.cz';
    for (let i = 0; i < 5; i += 1) {
      expect((await createShopper(api).request('POST', '/api/adonis/v1/login', { email }, { 'x-forwarded-for': newIp() })).status).toBe(200);
    }
    const refused = await createShopper(api).request<ErrorBody>('POST', '/api/adonis/v1/login', { email }, { 'x-forwarded-for': newIp() });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const [mails] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from mail_outbox where to_address = ${email}`);
    expect(mails!.n).toBe(5);
  });

  it('limits e-mails per client address', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await createShopper(api).request('POST', '/api/adonis/v1/login', { email: `spray${i}@example.cz` }, { 'x-forwarded-for': ip })).status).toBe(200);
    }
    const refused = await createShopper(api).request<ErrorBody>('POST', '/api/adonis/v1/login', { email: 'spray-last@example.cz' }, { 'x-forwarded-for': ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });

  it('limits code guesses per client address across addresses', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await createShopper(api).request('POST', '/api/adonis/v1/login/code', { email: `victim${i}@example.cz`, code: '000000' }, { 'x-forwarded-for': ip })).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('rejects malformed input with 400 and changes nothing', async () => {
    const shopper = createShopper(api);
    const before = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from login_challenges`);
    expect((await shopper.request<ErrorBody>('POST', '/api/adonis/v1/login', { email: 'not-an-address' })).status).toBe(400);
    expect((await shopper.request<ErrorBody>('POST', '/api/adonis/v1/login/code', { email: 'a@example.cz', code: '12ab56' })).status).toBe(400);
    expect((await shopper.request<ErrorBody>('POST', '/api/adonis/v1/login', '{"email":')).status).toBe(400);
    const after = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from login_challenges`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('magic link', () => {
  it('GET and HEAD of the status do not spend it; the POST logs in once', async () => {
    const email = 'link@example.cz';
    const shopper = createShopper(api, 'sk');
    const sent = await shopper.request('POST', '/api/adonis/v1/login/magic-link', { email, returnTo: '/account/orders' });
    expect(sent.status).toBe(200);
    const mail = await lastMail(email, 'login-link');
    expect(mail?.subject).toMatch(/prihlasovací odkaz/);
    expect(mail?.text_body).toMatch(/\/login\?magic=[A-Za-z0-9_-]{43}&returnTo=%2Faccount%2Forders/);
    const token = await linkTokenFor(email);
    for (let i = 0; i < 3; i += 1) {
      const status = await shopper.request<{ valid: boolean }>('GET', `/api/adonis/v1/login/magic-link/status?token=${token}`);
      expect(status.body).toEqual({ valid: true });
      const head = await api.app.request(`/api/adonis/v1/login/magic-link/status?token=${token}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
    }
    const confirm = await shopper.request<LoginResponse>('POST', '/api/adonis/v1/login/magic-link/confirm', { token });
    expect(confirm.status).toBe(200);
    expect(confirm.body.customer.email).toBe(email);
    expect((await shopper.request<{ valid: boolean }>('GET', `/api/adonis/v1/login/magic-link/status?token=${token}`)).body).toEqual({ valid: false });
    const second = await createShopper(api).request<ErrorBody>('POST', '/api/adonis/v1/login/magic-link/confirm', { token });
    expect(second.status).toBe(422);
    expect(second.body.error.code).toBe('MAGIC_LINK_INVALID');
  });

  it('expires after 15 minutes', async () => {
    const email = 'slowlink@example.cz';
    const shopper = createShopper(api);
    await shopper.request('POST', '/api/adonis/v1/login/magic-link', { email });
    const token = await linkTokenFor(email);
    api.setNow(new Date(NOW.getTime() + 15 * 60_000 + 1));
    const res = await shopper.request<ErrorBody>('POST', '/api/adonis/v1/login/magic-link/confirm', { token });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('MAGIC_LINK_INVALID');
  });

  it('an unknown token is refused and a foreign return path is never put in the link', async () => {
    const res = await createShopper(api).request<ErrorBody>('POST', '/api/adonis/v1/login/magic-link/confirm', { token: 'A'.repeat(43) });
    expect(res.status).toBe(422);
    await createShopper(api).request('POST', '/api/adonis/v1/login/magic-link', { email: 'evil-return@example.cz', returnTo: '//evil.example/x' });
    expect((await lastMail('evil-return@example.cz', 'login-link'))?.text_body).not.toMatch(/evil\.example/);
  });
});

describe('sessions', () => {
  it('rotates the session id at login (the old session is deleted) and logout kills it', async () => {
    const email = 'rotate@example.cz';
    const shopper = createShopper(api);
    await loginByCode(shopper, email);
    const first = shopper.cookies.get('bt_session')!;
    await loginByCode(shopper, email);
    const second = shopper.cookies.get('bt_session')!;
    expect(second).not.toBe(first);
    const stale = createShopper(api);
    stale.cookies.set('bt_session', first);
    expect((await stale.request('GET', '/api/adonis/v1/users/current')).status).toBe(401);
    expect(await sessionRows(email)).toBe(1);

    const out = await shopper.request('POST', '/api/adonis/v1/logout');
    expect(out.status).toBe(200);
    expect(shopper.cookies.has('bt_session')).toBe(false);
    expect(await sessionRows(email)).toBe(0);
    const replay = createShopper(api);
    replay.cookies.set('bt_session', second);
    expect((await replay.request('GET', '/api/adonis/v1/users/current')).status).toBe(401);
  });

  it('a session id planted before login is not the one after it (fixation)', async () => {
    const shopper = createShopper(api);
    shopper.cookies.set('bt_session', 'planted-by-someone-else');
    await loginByCode(shopper, 'fixation@example.cz');
    expect(shopper.cookies.get('bt_session')).not.toBe('planted-by-someone-else');
  });

  it('logging out everywhere else revokes the other sessions only', async () => {
    const email = 'devices@example.cz';
    const phone = createShopper(api);
    const laptop = createShopper(api);
    await loginByCode(phone, email);
    await loginByCode(laptop, email);
    const res = await laptop.request<{ revoked: number }>('DELETE', '/api/adonis/v1/users/current/sessions');
    expect(res.body.revoked).toBe(1);
    expect((await phone.request('GET', '/api/adonis/v1/users/current')).status).toBe(401);
    expect((await laptop.request('GET', '/api/adonis/v1/users/current')).status).toBe(200);
  });

  it('expired sessions log no one in', async () => {
    const shopper = createShopper(api);
    await loginByCode(shopper, 'expiring@example.cz');
    api.setNow(new Date(NOW.getTime() + 31 * 86_400_000));
    expect((await shopper.request('GET', '/api/adonis/v1/users/current')).status).toBe(401);
  });
});

describe('cart merge at login', () => {
  it('the guest cart and its holds join the customer’s cart', async () => {
    const email = 'merger@example.cz';
    // The customer already has a copy in their account cart from another device.
    const other = createShopper(api);
    await loginByCode(other, email);
    const [kept, guestA, guestB] = take(3) as [number, number, number];
    expect((await other.request('POST', '/api/adonis/v1/cart/items', addBody([kept]))).status).toBe(200);

    const guest = createShopper(api);
    expect((await guest.request('POST', '/api/adonis/v1/cart/items', addBody([guestA, guestB]))).status).toBe(200);
    expect(guest.cookies.has('bt_cart')).toBe(true);
    await loginByCode(guest, email);
    expect(guest.cookies.has('bt_cart')).toBe(false);
    const cart = await guest.request<CartData>('GET', '/api/adonis/v1/cart/data');
    expect(cart.body.items.map((i) => i.productId).sort((a, b) => a - b)).toEqual([kept, guestA, guestB].sort((a, b) => a - b));
    // The holds moved with the copies: a stranger still cannot take them.
    const stranger = await createShopper(api).request('POST', '/api/adonis/v1/cart/items', addBody([guestA]));
    expect(stranger.status).toBe(409);
  });
});

describe('races', () => {
  it('ten concurrent submissions of one right code log in exactly once', async () => {
    const email = 'race-code@example.cz';
    const ip = newIp();
    await createShopper(api).request('POST', '/api/adonis/v1/login', { email }, { 'x-forwarded-for': ip });
    const code = await codeFor(email);
    const statuses = await Promise.all(Array.from({ length: 10 }, () =>
      createShopper(api).request('POST', '/api/adonis/v1/login/code', { email, code }, { 'x-forwarded-for': ip }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(9);
  });

  it('ten concurrent confirmations of one magic link log in exactly once', async () => {
    const email = 'race-link@example.cz';
    await createShopper(api).request('POST', '/api/adonis/v1/login/magic-link', { email });
    const token = await linkTokenFor(email);
    const statuses = await Promise.all(Array.from({ length: 10 }, () =>
      createShopper(api).request('POST', '/api/adonis/v1/login/magic-link/confirm', { token }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(await sessionRows(email)).toBe(1);
  });
});
