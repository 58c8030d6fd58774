import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CART_COOKIE } from '@/contracts/cart';
import { staffCookieName } from '@/contracts/staff';
import { LOGGED_IN_HINT_COOKIE, SESSION_COOKIE, SESSION_DAYS } from '@/contracts/auth';
import { CART_COOKIE_MAX_AGE_SECONDS, CART_HINT_COOKIE } from '@/contracts/session-cookies';
import type { AppEnv } from './types';

/** The browser's cookies that services need as input (routes read them; services never do). */
export const sessionCookie = (c: Context<AppEnv>): string | null => getCookie(c, SESSION_COOKIE) || null;
export const cartCookie = (c: Context<AppEnv>): string | null => getCookie(c, CART_COOKIE) || null;

/**
 * After login: the new session's cookie and the logged-in hint; the request's context now names
 * the customer, and the XSRF token handed out is bound to the new session.
 */
export function setSessionCookies(c: Context<AppEnv>, token: string, customerId: number, secure: boolean): void {
  const maxAge = SESSION_DAYS * 86_400;
  setCookie(c, SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge });
  setCookie(c, LOGGED_IN_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'Lax', secure, maxAge });
  c.var.ctx.customer = { id: customerId };
  c.set('sessionToken', token);
}

/** After logout or account deletion: the browser forgets its session. */
export function clearSessionCookies(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, LOGGED_IN_HINT_COOKIE, { path: '/' });
  c.var.ctx.customer = null;
  c.set('sessionToken', null);
}

export function setCartCookie(c: Context<AppEnv>, cartId: string, secure: boolean): void {
  const maxAge = CART_COOKIE_MAX_AGE_SECONDS;
  setCookie(c, CART_COOKIE, cartId, { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge });
  setCookie(c, CART_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'Lax', secure, maxAge });
}

export function clearCartCookie(c: Context<AppEnv>): void {
  deleteCookie(c, CART_COOKIE, { path: '/' });
  deleteCookie(c, CART_HINT_COOKIE, { path: '/' });
}

/**
 * The staff session cookie (docs/adr/0019): `__Host-bt_staff` with secure cookies (Secure, path /,
 * no Domain), `bt_staff` otherwise; HttpOnly, SameSite=Lax, a browser-session cookie (the server
 * ends an idle session after STAFF_IDLE_HOURS).
 */
export const staffSessionCookie = (c: Context<AppEnv>, secure: boolean): string | null => getCookie(c, staffCookieName(secure)) || null;

export function setStaffCookie(c: Context<AppEnv>, token: string, secure: boolean): void {
  setCookie(c, staffCookieName(secure), token, { path: '/', httpOnly: true, sameSite: 'Lax', secure });
}

export function clearStaffCookie(c: Context<AppEnv>, secure: boolean): void {
  deleteCookie(c, staffCookieName(secure), { path: '/', secure });
  c.var.ctx.staff = null;
}
