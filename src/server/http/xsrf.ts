import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { AppError } from './errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
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
 * Double-submit XSRF (ARCHITECTURE §6): every response makes sure the browser holds a random
 * token cookie readable by script; every state-changing request must echo it in a header.
 */
export function xsrf(options: { secure: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const cookie = getCookie(c, XSRF_COOKIE);
    if (!SAFE_METHODS.has(c.req.method) && !XSRF_EXEMPT_PREFIXES.some((p) => c.req.path.startsWith(p))) {
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
