import { OpenAPIHono, z } from '@hono/zod-openapi';
import { staffPublicRoute, staffRoute, staffRoutesOf } from './staff-route';
import type { Api, AppEnv } from './types';

const newApp = () => new OpenAPIHono<AppEnv>().basePath('/api') as unknown as Api;
const responses = { 200: { description: 'ok', content: { 'application/json': { schema: z.object({ ok: z.boolean() }) } } } };

describe('staffRoute', () => {
  it('cannot mount a staff route without a known permission', () => {
    const app = newApp();
    // @ts-expect-error -- the permission is a required field
    expect(() => staffRoute(app, { method: 'get', path: '/adonis/admin/v1/x', responses }, (c) => c.json({ ok: true }))).toThrow(/permission/);
    // @ts-expect-error -- only names of the registry
    expect(() => staffRoute(app, { method: 'get', path: '/adonis/admin/v1/x', permission: 'everything', responses }, (c) => c.json({ ok: true }))).toThrow(/permission/);
    expect(staffRoutesOf(app)).toEqual([]);
  });

  it('mounts only under the admin prefix, and public routes only for signing in and out', () => {
    const app = newApp();
    expect(() => staffRoute(app, { method: 'get', path: '/adonis/v1/x', permission: 'orders.read', responses }, (c) => c.json({ ok: true }))).toThrow(/admin/);
    expect(() => staffPublicRoute(app, { method: 'get', path: '/adonis/admin/v1/orders', responses }, (c) => c.json({ ok: true }))).toThrow(/public/);
    staffRoute(app, { method: 'get', path: '/adonis/admin/v1/x', permission: 'orders.read', responses }, (c) => c.json({ ok: true }, 200));
    expect(staffRoutesOf(app)).toEqual([{ method: 'get', path: '/adonis/admin/v1/x', permission: 'orders.read' }]);
  });
});
