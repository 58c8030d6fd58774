import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '@/contracts/auth';
import { ANONYMOUS_COOKIE, xsrfTokenFor } from '@/server/http/xsrf';
import type { TestApi } from './test-api';

export interface Shopper {
  /** JSON of the response (null for an empty body) with its status. */
  request<T = unknown>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: T; headers: Headers }>;
  cookies: Map<string, string>;
  locale: string;
}

/**
 * One browser against the in-process API: its own cookie jar (cart cookie, session), an XSRF
 * pair and a storefront (Accept-Language). Many shoppers on one API are many people.
 */
export function createShopper(api: Pick<TestApi, 'app'> & Partial<Pick<TestApi, 'request'>>, locale = 'cs'): Shopper {
  // Like a browser after its first API call: an anonymous id and the XSRF token bound to it. The
  // header echoes whatever XSRF cookie the jar holds now (as axios does), so the token the API
  // hands out at login and logout is the one used next.
  const anonymous = randomBytes(16).toString('base64url');
  const cookies = new Map<string, string>([[ANONYMOUS_COOKIE, anonymous], ['XSRF-TOKEN', xsrfTokenFor(anonymous)]]);
  const binding = () => cookies.get(SESSION_COOKIE) ?? cookies.get(ANONYMOUS_COOKIE);
  // What the jar's XSRF cookie was handed out for. A test that puts a session cookie into the jar
  // itself (a login done elsewhere) makes the shopper load something first, as a browser loads a
  // page before it posts: the API then hands out the token of that session.
  let boundTo = binding();

  async function send<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookieHeader = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // Through the test load balancer when the API has one (createTestApi); a bare app frame is called as it is.
    const call = api.request ?? ((p: string, init: RequestInit) => api.app.request(p, init));
    const res = await call(path, {
      method,
      headers: {
        'accept-language': locale, cookie: cookieHeader, 'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '',
        ...(body === undefined || body instanceof Uint8Array ? {} : { 'content-type': 'application/json' }), ...headers,
      },
      // Raw bytes (an uploaded picture) go as they are; anything else as JSON.
      body: body === undefined ? undefined : typeof body === 'string' || body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body),
    });
    let tokenSet = false;
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()));
      if (expired || value === '') cookies.delete(name!.trim());
      else cookies.set(name!.trim(), value);
      if (name!.trim() === 'XSRF-TOKEN') tokenSet = true;
    }
    if (tokenSet) boundTo = binding();
    const text = await res.text();
    let parsed: unknown = null;
    try { parsed = text ? JSON.parse(text) : null; } catch { parsed = text; }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  return {
    cookies,
    locale,
    async request<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      if (!['GET', 'HEAD'].includes(method.toUpperCase()) && binding() !== boundTo) {
        await send('GET', '/api/adonis/health');
        boundTo = binding();
      }
      return send<T>(method, path, body, headers);
    },
  };
}
