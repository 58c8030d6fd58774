import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '@/contracts/auth';
import { AppError } from './errors';
import type { AppEnv } from './types';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** An anonymous visitor's random id (HttpOnly): what the XSRF token is bound to before login. */
export const ANONYMOUS_COOKIE = 'bt_anon';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Server-to-server calls and payment webhooks authenticate by signature, not by a browser cookie;
 * the demo's sandbox payment page is a plain HTML form keyed by an unguessable payment ref.
 */
export const XSRF_EXEMPT_PREFIXES = ['/api/adonis/s2s/', '/api/adonis/v1/payments/webhooks/', '/api/adonis/sandbox/'];

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The XSRF token of a binding (the session cookie, or before login the anonymous cookie): an
 * HMAC keyed by that HttpOnly secret, so only someone who holds the cookie can know the token,
 * and a token of one session is worthless with another's cookie. No server secret, no storage.
 */
export function xsrfTokenFor(binding: string): string {
  return createHmac('sha256', binding).update('bookturn xsrf v1').digest('base64url');
}

/**
 * XSRF (ARCHITECTURE §6, issue 11): every state-changing request must echo the XSRF-TOKEN cookie
 * in the X-XSRF-TOKEN header (double submit), and that token must be the one bound to the
 * request's session (or anonymous) cookie. Every response leaves the browser holding the token of
 * the cookie it will send next: after login it is the new session's, after logout the anonymous
 * one's (login and logout record the change in `sessionToken`).
 */
export function xsrf(options: { secure: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = getCookie(c, XSRF_COOKIE);
    const session = getCookie(c, SESSION_COOKIE) || undefined;
    const anonymous = getCookie(c, ANONYMOUS_COOKIE) || undefined;
    if (!SAFE_METHODS.has(c.req.method) && !XSRF_EXEMPT_PREFIXES.some((p) => c.req.path.startsWith(p))) {
      const header = c.req.header(XSRF_HEADER);
      const binding = session ?? anonymous;
      if (!binding || !cookie || !header || !sameToken(cookie, header) || !sameToken(header, xsrfTokenFor(binding))) {
        throw new AppError('XSRF_TOKEN_INVALID', 'Missing, mismatched or foreign XSRF token');
      }
    }
    await next();
    issueToken(c, options.secure, cookie, session, anonymous);
  };
}

function issueToken(c: Context<AppEnv>, secure: boolean, current: string | undefined, session: string | undefined, anonymous: string | undefined): void {
  const changed = c.get('sessionToken');
  let binding = changed === undefined ? session : changed ?? undefined;
  if (!binding) {
    binding = anonymous;
    if (!binding) {
      binding = randomBytes(32).toString('base64url');
      setCookie(c, ANONYMOUS_COOKIE, binding, { path: '/', sameSite: 'Lax', secure, httpOnly: true });
    }
  }
  const token = xsrfTokenFor(binding);
  if (current !== token) setCookie(c, XSRF_COOKIE, token, { path: '/', sameSite: 'Lax', secure, httpOnly: false });
}
