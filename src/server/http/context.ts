import type { Logger } from 'pino';
import type { Locale } from '@/i18n/locales';
import type { Db } from '../db/client';
import { AppError } from './errors';

/** The logged-in customer of a request (its session resolved once, by the context middleware). */
export interface CustomerRef { id: number }

/**
 * The signed-in employee of a request to /api/adonis/admin/... (the staff cookie, resolved once by
 * the context middleware; null on every other path). docs/adr/0019.
 */
export interface StaffRef { id: number; name: string; permissions: readonly string[] }

/**
 * What a service knows of the request it serves, built once per request by the API frame
 * (src/server/http/app.ts). Services take `(ctx, input)`: no Hono, no cookies; only route files
 * read or set cookies.
 */
export interface RequestContext {
  db: Db;
  /** The request's clock (tests move it through AppDeps.clock). */
  now: Date;
  locale: Locale;
  customer: CustomerRef | null;
  staff: StaffRef | null;
  /** The request's logger (carries its request id). */
  log: Logger;
  /** The visitor's address for per-client limits (client-ip.ts). */
  ip: string;
}

/** The customer of the request, or 401 NOT_LOGGED_IN before anything is read or written. */
export function requireCustomer(ctx: Pick<RequestContext, 'customer'>): CustomerRef {
  if (ctx.customer === null) throw new AppError('NOT_LOGGED_IN', 'Log in first');
  return ctx.customer;
}

/**
 * The back office's guard: a logged-in staff member holding the permission, else 401/403.
 * `'signed-in'` asks only for a signed-in employee (self-service routes). staffRoute calls it
 * before validation; services may call it again.
 */
export function requireStaff(ctx: Pick<RequestContext, 'staff'>, permission: string): StaffRef {
  if (ctx.staff === null) throw new AppError('NOT_LOGGED_IN', 'Log in first');
  if (permission !== 'signed-in' && !ctx.staff.permissions.includes(permission)) throw new AppError('FORBIDDEN', 'Not allowed');
  return ctx.staff;
}

/** The same context working on a transaction's handle. */
export const withDb = (ctx: RequestContext, db: Db): RequestContext => ({ ...ctx, db });

/**
 * What a service needs of any caller: the database, the clock, a logger. A request's context is
 * one; work nobody asked for over HTTP (a scheduled job) makes its own with systemContext — no
 * customer, no staff, no locale or client address, rather than a faked request.
 */
export type SystemContext = Pick<RequestContext, 'db' | 'now' | 'log'>;

export const systemContext = (db: Db, now: Date, log: Logger): SystemContext => ({ db, now, log });
