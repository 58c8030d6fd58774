import { createRoute, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { apiError } from '@/contracts/common';
import { isPermission, type Permission } from '@/contracts/staff';
import { requireStaff } from './context';
import type { Api, AppEnv } from './types';

/**
 * Staff routes (issue 13, docs/adr/0019): every route under /api/adonis/admin/v1 is mounted by
 * `staffRoute`, which REQUIRES the permission it is guarded by (type: `permission` is a required
 * field; run time: an unknown or missing name throws at mount). The guard runs before the
 * request is validated, so an anonymous caller learns nothing from a 400. The permission is
 * recorded in the OpenAPI document (`x-permission`) and in STAFF_ROUTES of the app, which
 * tests/api/staff-permission-sweep.test.ts walks.
 *
 *   staffRoute(app, {
 *     method: 'get', path: '/adonis/admin/v1/orders', permission: 'orders.read',
 *     summary: '…', request: { query: adminOrderListQuery },
 *     responses: { 200: { description: 'Orders', ...json(adminOrderList) } },
 *   }, async (c) => respond(c, adminOrderList, await listOrders(c.var.ctx, c.req.valid('query'))));
 *
 * Inside the handler `c.var.ctx.staff` is the signed-in employee (non-null).
 */
export const ADMIN_API_PREFIX = '/adonis/admin/v1';
/** Not a permission: any signed-in active employee (own details, own password, own sessions). */
export const SIGNED_IN = 'signed-in' as const;
export type StaffRouteAccess = Permission | typeof SIGNED_IN;

/**
 * THE staff routes that need no signed-in employee (signing in and out), exact paths. The sweep
 * skips only these; staffPublicRoute refuses any other path.
 */
export const STAFF_PUBLIC_PATHS: readonly string[] = [
  `${ADMIN_API_PREFIX}/employees/login`,
  `${ADMIN_API_PREFIX}/employees/login/rfid`,
  `${ADMIN_API_PREFIX}/employees/logout`,
];

export interface StaffRouteRecord { method: string; path: string; permission: StaffRouteAccess | 'public' }
const mounted = new WeakMap<object, StaffRouteRecord[]>();
/** What staffRoute / staffPublicRoute mounted on this app (the sweep compares it with the OpenAPI document). */
export const staffRoutesOf = (app: Api): readonly StaffRouteRecord[] => mounted.get(app) ?? [];

export type StaffRouteConfig = Omit<RouteConfig, 'middleware'> & { permission: StaffRouteAccess };

const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
const guardResponses = {
  401: { description: 'NOT_LOGGED_IN: no staff session (a customer session does not count)', ...json(apiError) },
  403: { description: 'FORBIDDEN: the employee lacks the permission; XSRF_TOKEN_INVALID', ...json(apiError) },
};

function guard(permission: StaffRouteAccess): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    requireStaff(c.var.ctx, permission);
    await next();
  };
}

function checkPath(path: string): void {
  if (!path.startsWith(`${ADMIN_API_PREFIX}/`)) throw new Error(`staff route ${path} must live under ${ADMIN_API_PREFIX}/`);
}

function record(app: Api, entry: StaffRouteRecord): void {
  const list = mounted.get(app) ?? [];
  list.push(entry);
  mounted.set(app, list);
}

/** Mounts a staff route guarded by `permission` (see the module comment). */
export function staffRoute<R extends StaffRouteConfig>(app: Api, config: R, handler: RouteHandler<R, AppEnv>): void {
  const permission = (config as { permission?: unknown }).permission;
  if (permission !== SIGNED_IN && !isPermission(permission)) {
    throw new Error(`staff route ${config.method.toUpperCase()} ${config.path} declares no known permission (${String(permission)}); see src/contracts/staff.ts`);
  }
  checkPath(config.path);
  const { permission: _declared, ...route } = config;
  void _declared;
  const full = createRoute({
    ...route,
    tags: route.tags ?? ['admin'],
    'x-permission': permission,
    description: [`Permission: \`${permission}\`.`, route.description].filter(Boolean).join(' '),
    responses: { ...guardResponses, ...route.responses },
    middleware: [guard(permission)],
  } as RouteConfig);
  app.openapi(full as unknown as R, handler);
  record(app, { method: config.method, path: config.path, permission });
}

/** Signing in and out only: a path of STAFF_PUBLIC_PATHS, no permission. */
export function staffPublicRoute<R extends Omit<RouteConfig, 'middleware'>>(app: Api, config: R, handler: RouteHandler<R, AppEnv>): void {
  checkPath(config.path);
  if (!STAFF_PUBLIC_PATHS.includes(config.path)) throw new Error(`${config.path} is not a public staff path (STAFF_PUBLIC_PATHS)`);
  app.openapi(createRoute({ ...config, tags: config.tags ?? ['admin'], 'x-permission': 'public' } as RouteConfig) as unknown as R, handler);
  record(app, { method: config.method, path: config.path, permission: 'public' });
}

/**
 * Fails closed below the routes: any request under the admin prefix but the public paths needs
 * a signed-in employee, whatever was (or was not) mounted there.
 */
export const staffPrefixGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const path = c.req.path.replace(/^\/api/, '');
  if (!STAFF_PUBLIC_PATHS.includes(path)) requireStaff(c.var.ctx, SIGNED_IN);
  await next();
};
