/**
 * Permissions fail closed (issue 13 item 2, docs/adr/0019): EVERY path under /api/adonis/admin/v1
 * in the OpenAPI document, but signing in and out, answers an anonymous caller 401, a customer
 * session 401, and an employee without the route's permission 403 — and lets one holding it
 * through. A route mounted any other way than staffRoute (no x-permission, not in the app's staff
 * route list, or not guarded) fails here.
 */
import { PERMISSIONS } from '@/contracts/staff';
import type { DbHandle } from '@/server/db/client';
import { createSession } from '@/server/modules/customers';
import { STAFF_PUBLIC_PATHS, staffRoutesOf } from '@/server/http/staff-route';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/sql';
import { createShopper } from '../support/shopper';
import { createTestApi, type TestApi } from '../support/test-api';
import { createTestDb } from '../support/test-db';
import { signedInStaff } from '../support/staff';

const NOW = new Date('2026-05-04T10:00:00Z');
let handle: DbHandle;
let api: TestApi;

interface Operation { method: string; path: string; permission: string | undefined }
let operations: Operation[] = [];

beforeAll(async () => {
  handle = await createTestDb();
  api = createTestApi(handle, NOW);
  const doc = (await (await api.get('/api/adonis/openapi.json')).json()) as { paths: Record<string, Record<string, { 'x-permission'?: string }>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(), path: path.startsWith('/api/') ? path : `/api${path}`, permission: op['x-permission'],
  }))).filter((op) => op.path.startsWith('/api/adonis/admin/'));
});
afterAll(() => handle.close());

const guarded = () => operations.filter((op) => !STAFF_PUBLIC_PATHS.includes(op.path.replace(/^\/api/, '')));
/** A concrete URL for a templated path: ids nobody has, a permission name where one is asked for. */
const urlOf = (path: string) => path.replace(/\{permissionName\}/g, 'refunds').replace(/\{[^}]+\}/g, '999999');
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

describe('the staff API fails closed', () => {
  it('documents the staff routes, each with a permission from the registry', () => {
    expect(guarded().length).toBeGreaterThan(15);
    const bad = guarded().filter((op) => op.permission !== 'signed-in' && !(PERMISSIONS as readonly string[]).includes(op.permission ?? ''));
    expect(bad).toEqual([]);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toEqual(expect.arrayContaining([
      'POST /api/adonis/admin/v1/employees/login', 'POST /api/adonis/admin/v1/employees/login/rfid', 'POST /api/adonis/admin/v1/employees/logout',
      'GET /api/adonis/admin/v1/orders',
    ]));
  });

  it('mounted every documented staff route through staffRoute / staffPublicRoute, and documented every one of those', () => {
    const mounted = staffRoutesOf(api.app).map((r) => `${r.method.toUpperCase()} /api${r.path}`).sort();
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual(mounted);
  });

  it('answers an anonymous caller 401 NOT_LOGGED_IN on every staff path', async () => {
    const failures: string[] = [];
    const browser = createShopper(api);
    for (const op of guarded()) {
      const res = await browser.request<{ error: { code: string } }>(op.method, urlOf(op.path), bodyFor(op.method));
      if (res.status !== 401 || res.body.error.code !== 'NOT_LOGGED_IN') failures.push(`${op.method} ${op.path}: ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers a customer session 401 on every staff path', async () => {
    const [customer] = await queryRows<{ id: number }>(handle.db, sql`insert into customers (email, name) values ('sweep@example.cz', 'Sweep') returning id`);
    const browser = createShopper(api);
    browser.cookies.set('bt_session', await createSession(handle.db, Number(customer!.id), NOW));
    expect((await browser.request('GET', '/api/adonis/v1/users/current')).status).toBe(200);
    const failures: string[] = [];
    for (const op of guarded()) {
      const res = await browser.request(op.method, urlOf(op.path), bodyFor(op.method));
      if (res.status !== 401) failures.push(`${op.method} ${op.path}: ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers an employee without the permission 403 FORBIDDEN, and lets one holding it through', async () => {
    const nobody = await signedInStaff(api, handle, []);
    const failures: string[] = [];
    for (const op of guarded()) {
      const res = await nobody.browser.request<{ error?: { code: string } }>(op.method, urlOf(op.path), bodyFor(op.method));
      const forbidden = res.status === 403 && res.body.error?.code === 'FORBIDDEN';
      if (op.permission === 'signed-in' ? res.status === 401 || res.status === 403 : !forbidden) failures.push(`${op.method} ${op.path} (${op.permission}): ${res.status}`);
    }
    const holders = new Map<string, Awaited<ReturnType<typeof signedInStaff>>>();
    for (const op of guarded().filter((o) => o.permission !== 'signed-in')) {
      if (!holders.has(op.permission!)) holders.set(op.permission!, await signedInStaff(api, handle, [op.permission as (typeof PERMISSIONS)[number]]));
      const holder = holders.get(op.permission!)!;
      const res = await holder.browser.request(op.method, urlOf(op.path), bodyFor(op.method));
      if (res.status === 401 || res.status === 403) failures.push(`${op.method} ${op.path}: holder of ${op.permission} got ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 under the admin prefix even where no route is mounted', async () => {
    expect((await createShopper(api).request('GET', '/api/adonis/admin/v1/not-a-route')).status).toBe(401);
  });
});
