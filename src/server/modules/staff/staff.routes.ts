import { z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { apiError } from '@/contracts/common';
import {
  adminOrderList, adminOrderListQuery, adminSearchQuery, adminSearchResult, cardBindBody, cardPinResponse, currentEmployee, employeeAdminPatch,
  employeeCreateBody, employeeDetail, employeeDetailsPatch, employeeList, passwordChangeBody, permissionBody, permissionName, pinChangeBody,
  staffLoginBody, staffLoginResponse, staffRfidLoginBody, staffSessionList, WORKSTATION_HEADER, workstationCreateBody, workstationCreated, workstationList,
} from '@/contracts/staff';
import type { StaffRef } from '../../http/context';
import { clearStaffCookie, setStaffCookie, staffSessionCookie } from '../../http/session-cookies';
import { SIGNED_IN, staffPublicRoute, staffRoute } from '../../http/staff-route';
import type { AppDeps, AppEnv, Api } from '../../http/types';
import { respond } from '../../http/validation';
import * as admin from './admin-orders.service';
import * as staff from './staff.service';

const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
const err = (description: string) => ({ description, ...json(apiError) });
const body = <T,>(schema: T) => ({ body: { required: true, ...json(schema) } });
const ok = z.object({ ok: z.literal(true) });
const idParam = z.object({ id: z.coerce.number().int().positive() });
const BASE = '/adonis/admin/v1';

export interface StaffRouteOptions {
  /** Tests tighten the sign-in limits. */
  limits?: staff.StaffLimits;
}

/** Staff identity (issue 13, docs/adr/0019): sign-in, self service, employees, workstations, and the order list and search of the admin shell. */
export function registerStaffRoutes(app: Api, deps: AppDeps, options: StaffRouteOptions = {}): void {
  const secure = deps.secureCookies ?? false;
  const limits = options.limits ?? staff.STAFF_LIMITS_DEFAULT;
  const me = (c: Context<AppEnv>): StaffRef => c.var.ctx.staff!;
  const browser = (c: Context<AppEnv>) => ({ oldToken: staffSessionCookie(c, secure), userAgent: c.req.header('user-agent') ?? null });
  const signedIn = (c: Context<AppEnv>, result: staff.StaffSignIn) => {
    setStaffCookie(c, result.token, secure);
    c.header('cache-control', 'no-store');
    return respond(c, staffLoginResponse, { employee: result.employee });
  };
  const loginResponses = {
    200: { description: 'Signed in: a new staff session cookie (the browser’s previous one ended)', ...json(staffLoginResponse) },
    400: err('VALIDATION_FAILED'), 401: err('STAFF_LOGIN_FAILED'), 403: err('XSRF_TOKEN_INVALID, WORKSTATION_INVALID'),
    423: err('CARD_LOCKED, with Retry-After'), 429: err('RATE_LIMITED, with Retry-After'),
  } satisfies RouteConfig['responses'];

  // ---------------------------------------------------------------- sign in / out (public)
  staffPublicRoute(app, {
    method: 'post', path: `${BASE}/employees/login`, summary: 'Staff sign-in by e-mail and password (argon2id); limited per account and per client',
    request: body(staffLoginBody), responses: loginResponses,
  }, async (c) => {
    const { email, password } = c.req.valid('json');
    return signedIn(c, await staff.loginWithPassword(c.var.ctx, limits, { email, password, browser: browser(c) }));
  });

  staffPublicRoute(app, {
    method: 'post', path: `${BASE}/employees/login/rfid`,
    summary: 'Staff sign-in by RFID card and the PIN generated for it, only with a registered workstation’s token (X-Workstation-Token)',
    request: body(staffRfidLoginBody), responses: loginResponses,
  }, async (c) => {
    const { cardId, pin } = c.req.valid('json');
    const workstationToken = c.req.header(WORKSTATION_HEADER) ?? null;
    return signedIn(c, await staff.loginWithCard(c.var.ctx, limits, { workstationToken, cardId, pin, browser: browser(c) }));
  });

  staffPublicRoute(app, {
    method: 'post', path: `${BASE}/employees/logout`, summary: 'Ends this browser’s staff session',
    responses: { 200: { description: 'Signed out', ...json(ok) }, 403: err('XSRF_TOKEN_INVALID') },
  }, async (c) => {
    await staff.logout(c.var.ctx, staffSessionCookie(c, secure));
    clearStaffCookie(c, secure);
    return respond(c, ok, { ok: true as const });
  });

  // ---------------------------------------------------------------- self service (any signed-in employee)
  staffRoute(app, {
    method: 'get', path: `${BASE}/employees/current`, permission: SIGNED_IN, summary: 'The signed-in employee and their permissions',
    responses: { 200: { description: 'Employee', ...json(currentEmployee) } },
  }, async (c) => {
    c.header('cache-control', 'private, no-store');
    return respond(c, currentEmployee, await staff.currentEmployee(c.var.ctx, me(c)));
  });

  staffRoute(app, {
    method: 'patch', path: `${BASE}/employees/current`, permission: SIGNED_IN, summary: 'Change own details (name, branch)',
    request: body(employeeDetailsPatch), responses: { 200: { description: 'Employee', ...json(currentEmployee) }, 400: err('VALIDATION_FAILED') },
  }, async (c) => respond(c, currentEmployee, await staff.updateOwnDetails(c.var.ctx, me(c), c.req.valid('json'))));

  staffRoute(app, {
    method: 'patch', path: `${BASE}/employees/current/password`, permission: SIGNED_IN,
    summary: 'Change own password (≥ 12 characters); every other session of the employee ends',
    request: body(passwordChangeBody), responses: { 200: { description: 'Changed', ...json(ok) }, 400: err('VALIDATION_FAILED'), 422: err('PASSWORD_WRONG') },
  }, async (c) => {
    const input = c.req.valid('json');
    await staff.changeOwnPassword(c.var.ctx, me(c), { ...input, token: staffSessionCookie(c, secure) });
    return respond(c, ok, { ok: true as const });
  });

  staffRoute(app, {
    method: 'patch', path: `${BASE}/employees/current/pin`, permission: SIGNED_IN, summary: 'Change the PIN of one’s own RFID card',
    request: body(pinChangeBody), responses: { 200: { description: 'Changed', ...json(ok) }, 404: err('NOT_FOUND'), 422: err('PASSWORD_WRONG') },
  }, async (c) => {
    await staff.changeOwnPin(c.var.ctx, me(c), c.req.valid('json'));
    return respond(c, ok, { ok: true as const });
  });

  staffRoute(app, {
    method: 'get', path: `${BASE}/employees/current/sessions`, permission: SIGNED_IN, summary: 'Own active staff sessions',
    responses: { 200: { description: 'Sessions', ...json(staffSessionList) } },
  }, async (c) => respond(c, staffSessionList, { items: await staff.ownSessions(c.var.ctx, me(c), staffSessionCookie(c, secure)) }));

  staffRoute(app, {
    method: 'delete', path: `${BASE}/employees/current/sessions/{sessionId}`, permission: SIGNED_IN, summary: 'Revoke one of own sessions',
    request: { params: z.object({ sessionId: z.coerce.number().int().positive() }) },
    responses: { 200: { description: 'Revoked', ...json(ok) }, 404: err('NOT_FOUND') },
  }, async (c) => {
    await staff.revokeOwnSession(c.var.ctx, me(c), c.req.valid('param').sessionId);
    return respond(c, ok, { ok: true as const });
  });

  staffRoute(app, {
    method: 'get', path: `${BASE}/search`, permission: SIGNED_IN,
    summary: 'Global search of the admin shell: orders by number, e-mail, customer name, copy id or ISBN (with orders.read), employees by name or e-mail (with employees)',
    request: { query: adminSearchQuery }, responses: { 200: { description: 'Hits', ...json(adminSearchResult) }, 400: err('VALIDATION_FAILED') },
  }, async (c) => respond(c, adminSearchResult, await admin.search(c.var.ctx, c.req.valid('query').q)));

  // ---------------------------------------------------------------- employees (permission `employees`)
  staffRoute(app, {
    method: 'get', path: `${BASE}/employees`, permission: 'employees', summary: 'Employees with their permissions',
    responses: { 200: { description: 'Employees', ...json(employeeList) } },
  }, async (c) => respond(c, employeeList, { items: await staff.listEmployees(c.var.ctx) }));

  staffRoute(app, {
    method: 'post', path: `${BASE}/employees`, permission: 'employees', summary: 'Add an employee (initial password ≥ 12 characters)',
    request: body(employeeCreateBody), responses: { 201: { description: 'Created', ...json(employeeDetail) }, 400: err('VALIDATION_FAILED'), 409: err('EMAIL_TAKEN') },
  }, async (c) => {
    const id = await staff.createEmployee(c.var.ctx, c.req.valid('json'));
    return respond(c, employeeDetail, await staff.employeeDetail(c.var.ctx, id), 201);
  });

  staffRoute(app, {
    method: 'get', path: `${BASE}/employees/{id}`, permission: 'employees', summary: 'An employee: permissions, cards, sessions',
    request: { params: idParam }, responses: { 200: { description: 'Employee', ...json(employeeDetail) }, 404: err('NOT_FOUND') },
  }, async (c) => respond(c, employeeDetail, await staff.employeeDetail(c.var.ctx, c.req.valid('param').id)));

  staffRoute(app, {
    method: 'patch', path: `${BASE}/employees/{id}`, permission: 'employees', summary: 'Edit an employee; deactivating ends their sessions',
    request: { params: idParam, ...body(employeeAdminPatch) }, responses: { 200: { description: 'Employee', ...json(employeeDetail) }, 404: err('NOT_FOUND') },
  }, async (c) => respond(c, employeeDetail, await staff.updateEmployee(c.var.ctx, c.req.valid('param').id, c.req.valid('json'))));

  staffRoute(app, {
    method: 'post', path: `${BASE}/employees/{id}/permissions`, permission: 'employees', summary: 'Add a permission by name',
    request: { params: idParam, ...body(permissionBody) }, responses: { 200: { description: 'Employee', ...json(employeeDetail) }, 404: err('NOT_FOUND') },
  }, async (c) => respond(c, employeeDetail, await staff.addPermission(c.var.ctx, c.req.valid('param').id, c.req.valid('json').permissionName)));

  staffRoute(app, {
    method: 'delete', path: `${BASE}/employees/{id}/permissions/{permissionName}`, permission: 'employees', summary: 'Remove a permission by name',
    request: { params: idParam.extend({ permissionName }) }, responses: { 200: { description: 'Employee', ...json(employeeDetail) }, 404: err('NOT_FOUND') },
  }, async (c) => {
    const { id, permissionName: name } = c.req.valid('param');
    return respond(c, employeeDetail, await staff.removePermission(c.var.ctx, id, name));
  });

  staffRoute(app, {
    method: 'delete', path: `${BASE}/employees/{id}/sessions/{sessionId}`, permission: 'employees', summary: 'Revoke a session of an employee',
    request: { params: idParam.extend({ sessionId: z.coerce.number().int().positive() }) }, responses: { 200: { description: 'Revoked', ...json(ok) }, 404: err('NOT_FOUND') },
  }, async (c) => {
    const { id, sessionId } = c.req.valid('param');
    await staff.revokeEmployeeSession(c.var.ctx, id, sessionId);
    return respond(c, ok, { ok: true as const });
  });

  staffRoute(app, {
    method: 'post', path: `${BASE}/employees/{id}/cards`, permission: 'employees', summary: 'Bind an RFID card to the employee (moves it from anyone else, clearing its PIN)',
    request: { params: idParam, ...body(cardBindBody) }, responses: { 200: { description: 'Employee', ...json(employeeDetail) }, 404: err('NOT_FOUND') },
  }, async (c) => respond(c, employeeDetail, await staff.bindCard(c.var.ctx, c.req.valid('param').id, c.req.valid('json').cardId)));

  const cardParams = idParam.extend({ cardId: z.string().min(1).max(100) });
  staffRoute(app, {
    method: 'delete', path: `${BASE}/employees/{id}/cards/{cardId}`, permission: 'employees', summary: 'Unbind an RFID card',
    request: { params: cardParams }, responses: { 200: { description: 'Unbound', ...json(ok) }, 404: err('NOT_FOUND') },
  }, async (c) => {
    const { id, cardId } = c.req.valid('param');
    await staff.unbindCard(c.var.ctx, id, cardId);
    return respond(c, ok, { ok: true as const });
  });

  staffRoute(app, {
    method: 'post', path: `${BASE}/employees/{id}/cards/{cardId}/pin`, permission: 'employees',
    summary: 'Generate a new PIN for the card: shown in this answer only, valid only with this card; unlocks the card',
    request: { params: cardParams }, responses: { 200: { description: 'The PIN', ...json(cardPinResponse) }, 404: err('NOT_FOUND') },
  }, async (c) => {
    const { id, cardId } = c.req.valid('param');
    c.header('cache-control', 'no-store');
    return respond(c, cardPinResponse, await staff.generateCardPin(c.var.ctx, id, cardId));
  });

  // ---------------------------------------------------------------- workstations (permission `employees`)
  staffRoute(app, {
    method: 'get', path: `${BASE}/workstations`, permission: 'employees', summary: 'Registered workstations',
    responses: { 200: { description: 'Workstations', ...json(workstationList) } },
  }, async (c) => respond(c, workstationList, { items: await staff.listWorkstations(c.var.ctx) }));

  staffRoute(app, {
    method: 'post', path: `${BASE}/workstations`, permission: 'employees', summary: 'Register a workstation: its token is shown in this answer only',
    request: body(workstationCreateBody), responses: { 201: { description: 'Created', ...json(workstationCreated) }, 400: err('VALIDATION_FAILED') },
  }, async (c) => {
    c.header('cache-control', 'no-store');
    return respond(c, workstationCreated, await staff.createWorkstation(c.var.ctx, me(c), c.req.valid('json').name), 201);
  });

  staffRoute(app, {
    method: 'delete', path: `${BASE}/workstations/{id}`, permission: 'employees', summary: 'Remove a workstation (its token stops working)',
    request: { params: idParam }, responses: { 200: { description: 'Removed', ...json(ok) }, 404: err('NOT_FOUND') },
  }, async (c) => {
    await staff.removeWorkstation(c.var.ctx, c.req.valid('param').id);
    return respond(c, ok, { ok: true as const });
  });

  // ---------------------------------------------------------------- the order desk's list
  staffRoute(app, {
    method: 'get', path: `${BASE}/orders`, permission: 'orders.read',
    summary: 'Orders, server-paged: filters state, storefront, payment method, date range (shop days), search by order number, e-mail, customer name, copy id or ISBN; sortable',
    request: { query: adminOrderListQuery }, responses: { 200: { description: 'Orders', ...json(adminOrderList) }, 400: err('VALIDATION_FAILED') },
  }, async (c) => {
    c.header('cache-control', 'private, no-store');
    return respond(c, adminOrderList, await admin.listOrders(c.var.ctx, c.req.valid('query')));
  });
}
