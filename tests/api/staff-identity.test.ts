/**
 * Staff identity (issue 13, docs/adr/0019): password and RFID + PIN sign-in, rate limits, card
 * lockout, workstation tokens, rotation, logout, idle expiry, self service and administration.
 */
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createShopper, type Shopper } from '../support/shopper';
import { createTestApi, type TestApi } from '../support/test-api';
import { createTestDb } from '../support/test-db';
import { addEmployee, signedInStaff, STAFF_API } from '../support/staff';

const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;
let ipSeq = 0;
const newIp = () => `203.0.113.${++ipSeq}`;

beforeAll(async () => {
  handle = await createTestDb();
  api = createTestApi(handle, NOW);
});
afterAll(() => handle.close());
beforeEach(() => api.setNow(NOW));

type Err = { error: { code: string; details?: { retryAfterSeconds?: number } } };
const login = (browser: Shopper, email: string, password: string, ip = newIp()) =>
  browser.request<{ employee: { id: number; permissions: string[] } } & Err>('POST', `${STAFF_API}/employees/login`, { email, password }, { 'x-forwarded-for': ip });
const me = (browser: Shopper) => browser.request<{ id: number; name: string; permissions: string[] } & Err>('GET', `${STAFF_API}/employees/current`);
const sessionCount = async (employeeId: number) =>
  Number((await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from staff_sessions where employee_id = ${employeeId}`))[0]!.n);

describe('password sign-in', () => {
  it('signs in with the right password: own HttpOnly SameSite=Lax cookie, the employee and permissions', async () => {
    const employee = await addEmployee(handle, ['orders.read'], NOW);
    const browser = createShopper(api);
    const res = await login(browser, employee.email.toUpperCase(), employee.password);
    expect(res.status).toBe(200);
    expect(res.body.employee.permissions).toEqual(['orders.read']);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('bt_staff='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // Not a customer session: the storefront's cookie is untouched.
    expect(browser.cookies.has('bt_session')).toBe(false);
    expect((await me(browser)).body).toMatchObject({ id: employee.id, permissions: ['orders.read'] });
    // Only the hash is stored.
    const [row] = await queryRows<{ token_hash: string }>(handle.db, sql`select token_hash from staff_sessions where employee_id = ${employee.id}`);
    expect(row!.token_hash).not.toBe(browser.cookies.get('bt_staff'));
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores the password as argon2id', async () => {
    const employee = await addEmployee(handle, [], NOW);
    const [row] = await queryRows<{ password_hash: string }>(handle.db, sql`select password_hash from employees where id = ${employee.id}`);
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a wrong password, an unknown e-mail and an inactive employee with one answer', async () => {
    const employee = await addEmployee(handle, [], NOW);
    const inactive = await addEmployee(handle, [], NOW);
    await handle.db.execute(sql`update employees set active = false where id = ${inactive.id}`);
    const wrong = await login(createShopper(api), employee.email, 'wrong password 123');
    const unknown = await login(createShopper(api), 'nobody@bookturn.test', 'wrong password 123');
    const off = await login(createShopper(api), inactive.email, inactive.password);
    for (const res of [wrong, unknown, off]) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('STAFF_LOGIN_FAILED');
      expect(res.headers.getSetCookie().some((c) => c.startsWith('bt_staff=') && !/Max-Age=0/i.test(c))).toBe(false);
    }
  });

  it('limits tries per account (from many addresses) with 429 and Retry-After', async () => {
    const employee = await addEmployee(handle, [], NOW);
    for (let i = 0; i < 10; i++) expect((await login(createShopper(api), employee.email, `wrong password ${i}xx`)).status).toBe(401);
    const refused = await login(createShopper(api), employee.email, employee.password);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    api.setNow(new Date(NOW.getTime() + 16 * 60_000));
    expect((await login(createShopper(api), employee.email, employee.password)).status).toBe(200);
  });

  it('counts failed tries only: an employee who signs in more often than the limit is not locked out', async () => {
    const employee = await addEmployee(handle, [], NOW);
    const ip = newIp();
    for (let i = 0; i < 12; i++) expect((await login(createShopper(api), employee.email, employee.password, ip)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(createShopper(api), employee.email, `wrong password ${i}xx`, ip)).status).toBe(401);
    expect((await login(createShopper(api), employee.email, employee.password, ip)).status).toBe(200);
    expect((await login(createShopper(api), employee.email, 'wrong password 10xx', ip)).status).toBe(401);
    expect((await login(createShopper(api), employee.email, employee.password, ip)).status).toBe(429);
  });

  it('limits tries per client address (across accounts)', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) await login(createShopper(api), `guess${i}@bookturn.test`, 'wrong password 123', ip);
    const employee = await addEmployee(handle, [], NOW);
    const refused = await login(createShopper(api), employee.email, employee.password, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });

  it('rotates the session on sign-in: the browser’s previous staff session ends', async () => {
    const employee = await addEmployee(handle, [], NOW);
    const browser = createShopper(api);
    await login(browser, employee.email, employee.password);
    const first = browser.cookies.get('bt_staff')!;
    await login(browser, employee.email, employee.password);
    const second = browser.cookies.get('bt_staff')!;
    expect(second).not.toBe(first);
    expect(await sessionCount(employee.id)).toBe(1);
    const stale = createShopper(api);
    stale.cookies.set('bt_staff', first);
    expect((await me(stale)).status).toBe(401);
  });

  it('logs out: the session is gone and the cookie cleared', async () => {
    const { browser, id } = await signedInStaff(api, handle);
    expect((await me(browser)).status).toBe(200);
    const out = await browser.request('POST', `${STAFF_API}/employees/logout`);
    expect(out.status).toBe(200);
    expect(browser.cookies.has('bt_staff')).toBe(false);
    expect(await sessionCount(id)).toBe(0);
    expect((await me(browser)).status).toBe(401);
  });

  it('ends a session idle for 12 hours (and keeps one in use)', async () => {
    const { browser } = await signedInStaff(api, handle);
    api.setNow(new Date(NOW.getTime() + 11 * 3_600_000));
    expect((await me(browser)).status).toBe(200);
    api.setNow(new Date(NOW.getTime() + 22 * 3_600_000));
    expect((await me(browser)).status).toBe(200);
    api.setNow(new Date(NOW.getTime() + 34 * 3_600_000 + 60_000));
    const expired = await me(browser);
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('NOT_LOGGED_IN');
  });

  it('is not read on storefront paths: a staff cookie is no customer session', async () => {
    const { browser } = await signedInStaff(api, handle);
    expect((await browser.request('GET', '/api/adonis/v1/users/current')).status).toBe(401);
  });
});

describe('self service', () => {
  it('changes own details and password (≥ 12 characters, the current one required; other sessions end)', async () => {
    const { browser, id, email, password } = await signedInStaff(api, handle);
    const other = createShopper(api);
    await login(other, email, password);
    expect((await browser.request('PATCH', `${STAFF_API}/employees/current`, { name: 'Jana Nová' })).body).toMatchObject({ name: 'Jana Nová' });
    expect((await browser.request('PATCH', `${STAFF_API}/employees/current/password`, { currentPassword: password, newPassword: 'short' })).status).toBe(400);
    const wrong = await browser.request<Err>('PATCH', `${STAFF_API}/employees/current/password`, { currentPassword: 'not it at all', newPassword: 'a new long password' });
    expect(wrong.body.error.code).toBe('PASSWORD_WRONG');
    expect((await browser.request('PATCH', `${STAFF_API}/employees/current/password`, { currentPassword: password, newPassword: 'a new long password' })).status).toBe(200);
    expect((await me(browser)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect(await sessionCount(id)).toBe(1);
    expect((await login(createShopper(api), email, password)).status).toBe(401);
    expect((await login(createShopper(api), email, 'a new long password')).status).toBe(200);
  });

  it('lists own sessions and revokes one', async () => {
    const { browser, email, password } = await signedInStaff(api, handle);
    const other = createShopper(api);
    await login(other, email, password);
    const list = await browser.request<{ items: { id: number; current: boolean }[] }>('GET', `${STAFF_API}/employees/current/sessions`);
    expect(list.body.items).toHaveLength(2);
    const theirs = list.body.items.find((s) => !s.current)!;
    expect((await browser.request('DELETE', `${STAFF_API}/employees/current/sessions/${theirs.id}`)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await me(browser)).status).toBe(200);
  });
});

describe('RFID card + PIN', () => {
  async function setup() {
    const admin = await signedInStaff(api, handle, ['employees']);
    const packer = await addEmployee(handle, ['orders.read', 'shipping'], NOW);
    const ws = await admin.browser.request<{ id: number; token: string }>('POST', `${STAFF_API}/workstations`, { name: 'Balicí stůl 1' });
    expect(ws.status).toBe(201);
    const cardId = `CARD-${++ipSeq}`;
    expect((await admin.browser.request('POST', `${STAFF_API}/employees/${packer.id}/cards`, { cardId })).status).toBe(200);
    const pin = await admin.browser.request<{ pin: string }>('POST', `${STAFF_API}/employees/${packer.id}/cards/${cardId}/pin`);
    expect(pin.body.pin).toMatch(/^\d{6}$/);
    return { admin, packer, token: ws.body.token, workstationId: ws.body.id, cardId, pin: pin.body.pin };
  }
  const rfid = (browser: Shopper, token: string | null, cardId: string, pin: string) =>
    browser.request<Err & { employee: { id: number } }>('POST', `${STAFF_API}/employees/login/rfid`, { cardId, pin }, { 'x-forwarded-for': newIp(), ...(token ? { 'x-workstation-token': token } : {}) });

  it('signs in with the card and its PIN on a registered workstation only', async () => {
    const { packer, token, cardId, pin } = await setup();
    expect((await rfid(createShopper(api), null, cardId, pin)).body.error.code).toBe('WORKSTATION_INVALID');
    expect((await rfid(createShopper(api), 'forged-token', cardId, pin)).status).toBe(403);
    const browser = createShopper(api);
    const ok = await rfid(browser, token, cardId, pin);
    expect(ok.status).toBe(200);
    expect(ok.body.employee.id).toBe(packer.id);
    expect((await me(browser)).body.id).toBe(packer.id);
  });

  it('stops working once the workstation is removed', async () => {
    const { admin, token, workstationId, cardId, pin } = await setup();
    expect((await admin.browser.request('DELETE', `${STAFF_API}/workstations/${workstationId}`)).status).toBe(200);
    expect((await rfid(createShopper(api), token, cardId, pin)).status).toBe(403);
  });

  it('takes a PIN only with its own card', async () => {
    const { admin, packer, token, cardId, pin } = await setup();
    const second = `${cardId}-B`;
    await admin.browser.request('POST', `${STAFF_API}/employees/${packer.id}/cards`, { cardId: second });
    const otherPin = (await admin.browser.request<{ pin: string }>('POST', `${STAFF_API}/employees/${packer.id}/cards/${second}/pin`)).body.pin;
    if (otherPin !== pin) expect((await rfid(createShopper(api), token, second, pin)).status).toBe(401);
    expect((await rfid(createShopper(api), token, second, otherPin)).status).toBe(200);
  });

  it('locks the card for 15 minutes after 5 wrong PINs (even the right PIN is refused)', async () => {
    const { token, cardId, pin } = await setup();
    const wrong = pin === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await rfid(createShopper(api), token, cardId, wrong)).status).toBe(401);
    const fifth = await rfid(createShopper(api), token, cardId, wrong);
    expect(fifth.status).toBe(423);
    expect(fifth.body.error.code).toBe('CARD_LOCKED');
    const right = await rfid(createShopper(api), token, cardId, pin);
    expect(right.status).toBe(423);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    api.setNow(new Date(NOW.getTime() + 15 * 60_000 + 1000));
    expect((await rfid(createShopper(api), token, cardId, pin)).status).toBe(200);
  });

  it('lets the card holder change the PIN', async () => {
    const { packer, token, cardId, pin } = await setup();
    const browser = createShopper(api);
    await login(browser, packer.email, packer.password);
    expect((await browser.request('PATCH', `${STAFF_API}/employees/current/pin`, { cardId, currentPin: pin, newPin: '8642' })).status).toBe(200);
    expect((await rfid(createShopper(api), token, cardId, '8642')).status).toBe(200);
  });

  it('keeps only hashes of workstation tokens and PINs', async () => {
    const { token, cardId, pin } = await setup();
    const [ws] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from workstations where token_hash = ${token}`);
    expect(Number(ws!.n)).toBe(0);
    const [card] = await queryRows<{ pin_hash: string }>(handle.db, sql`select pin_hash from rfid_cards where card_id = ${cardId}`);
    expect(card!.pin_hash).toMatch(/^\$argon2id\$/);
    expect(card!.pin_hash).not.toContain(pin);
  });
});

describe('administration (permission employees)', () => {
  it('adds and removes a permission by name; the employee’s next request sees it', async () => {
    const admin = await signedInStaff(api, handle, ['employees']);
    const clerk = await signedInStaff(api, handle, []);
    expect((await clerk.browser.request('GET', `${STAFF_API}/orders`)).status).toBe(403);
    const added = await admin.browser.request<{ permissions: string[] }>('POST', `${STAFF_API}/employees/${clerk.id}/permissions`, { permissionName: 'orders.read' });
    expect(added.body.permissions).toEqual(['orders.read']);
    expect((await clerk.browser.request('GET', `${STAFF_API}/orders`)).status).toBe(200);
    expect((await admin.browser.request('POST', `${STAFF_API}/employees/${clerk.id}/permissions`, { permissionName: 'superpowers' })).status).toBe(400);
    const removed = await admin.browser.request<{ permissions: string[] }>('DELETE', `${STAFF_API}/employees/${clerk.id}/permissions/orders.read`);
    expect(removed.body.permissions).toEqual([]);
    expect((await clerk.browser.request('GET', `${STAFF_API}/orders`)).status).toBe(403);
  });

  it('lists employees, shows one, creates one (e-mail unique case-insensitively) and deactivation ends their sessions', async () => {
    const admin = await signedInStaff(api, handle, ['employees']);
    const list = await admin.browser.request<{ items: { id: number }[] }>('GET', `${STAFF_API}/employees`);
    expect(list.body.items.some((e) => e.id === admin.id)).toBe(true);
    const created = await admin.browser.request<{ id: number; email: string }>('POST', `${STAFF_API}/employees`, { name: 'Petr', email: 'Petr.Novy@bookturn.test', password: 'twelve chars!' });
    expect(created.status).toBe(201);
    const dup = await admin.browser.request<Err>('POST', `${STAFF_API}/employees`, { name: 'Petr 2', email: 'petr.novy@BOOKTURN.test', password: 'twelve chars!' });
    expect(dup.body.error.code).toBe('EMAIL_TAKEN');
    const petr = createShopper(api);
    expect((await login(petr, 'petr.novy@bookturn.test', 'twelve chars!')).status).toBe(200);
    const off = await admin.browser.request<{ active: boolean }>('PATCH', `${STAFF_API}/employees/${created.body.id}`, { active: false });
    expect(off.body.active).toBe(false);
    expect((await me(petr)).status).toBe(401);
  });
});

describe('API docs in production', () => {
  it('are readable by a signed-in employee only', async () => {
    const production = createTestApi(handle, NOW, { env: { APP_MODE: 'production' } });
    const employee = await addEmployee(handle, [], NOW);
    const browser = createShopper(production);
    expect((await browser.request('GET', '/api/adonis/openapi.json')).status).toBe(404);
    expect((await login(browser, employee.email, employee.password)).status).toBe(200);
    expect((await browser.request('GET', '/api/adonis/openapi.json')).status).toBe(200);
  });
});
