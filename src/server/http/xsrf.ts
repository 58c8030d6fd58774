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

export interface XsrfExemption {
  readonly method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The full request path; `:name` matches one non-empty segment. */
  readonly path: string;
  /** Why a browser cookie pair is not the right proof here, and what is. */
  readonly reason: string;
}

/**
 * THE list of state-changing routes that take no XSRF pair, one entry per route (no prefixes:
 * a new route under the same folder is protected until someone adds it here with a reason).
 * tests/security/secrets-xsrf.test.ts sends every other mounted state-changing route without the
 * pair and expects 403. Server-to-server (s2s) routes will join this list one by one, each with
 * its signature check named in the reason.
 */
export const XSRF_EXEMPTIONS: readonly XsrfExemption[] = [
  {
    method: 'POST', path: '/api/adonis/v1/payments/webhooks/comgate',
    reason: "Comgate's server calls it without a browser; it proves itself by merchant id and secret, and we ask Comgate for the status ourselves",
  },
  {
    method: 'POST', path: '/api/adonis/v1/payments/webhooks/adyen',
    reason: "Adyen's server calls it without a browser; every notification item carries an HMAC signature we verify",
  },
  {
    method: 'POST', path: '/api/adonis/sandbox/pay/:ref',
    reason: "The demo sandbox's hosted payment page is a plain HTML form (no script to echo a header), authorised by the unguessable payment ref; absent in production",
  },
];

function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

export function isXsrfExempt(method: string, path: string): boolean {
  return XSRF_EXEMPTIONS.some((e) => e.method === method.toUpperCase() && pathMatches(e.path, path));
}

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
 * XSRF (docs/architecture.md#api-conventions, issue 11): every state-changing request must echo the XSRF-TOKEN cookie
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
    if (!SAFE_METHODS.has(c.req.method) && !isXsrfExempt(c.req.method, c.req.path)) {
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
