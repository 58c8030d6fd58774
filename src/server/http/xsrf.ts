import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { AppError } from './errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
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
 * Double-submit XSRF (ARCHITECTURE §6): every response makes sure the browser holds a random
 * token cookie readable by script; every state-changing request must echo it in a header.
 */
export function xsrf(options: { secure: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const cookie = getCookie(c, XSRF_COOKIE);
    if (!SAFE_METHODS.has(c.req.method) && !isXsrfExempt(c.req.method, c.req.path)) {
      const header = c.req.header(XSRF_HEADER);
      if (!cookie || !header || !sameToken(cookie, header)) {
        throw new AppError('XSRF_TOKEN_INVALID', 'Missing or mismatched XSRF token');
      }
    }
    await next();
    if (!cookie) {
      setCookie(c, XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/', sameSite: 'Lax', secure: options.secure, httpOnly: false,
      });
    }
  };
}
