import type { TestApi } from './test-api';

const XSRF = 'shopper-xsrf';

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
  const cookies = new Map<string, string>([['XSRF-TOKEN', XSRF]]);
  return {
    cookies,
    locale,
    async request<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const cookieHeader = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      // Through the test load balancer when the API has one (createTestApi); a bare app frame is called as it is.
      const send = api.request ?? ((p: string, init: RequestInit) => api.app.request(p, init));
      const res = await send(path, {
        method,
        headers: {
          'accept-language': locale, cookie: cookieHeader, 'x-xsrf-token': XSRF,
          ...(body === undefined || body instanceof Uint8Array ? {} : { 'content-type': 'application/json' }), ...headers,
        },
        // Raw bytes (an uploaded picture) go as they are; anything else as JSON.
        body: body === undefined ? undefined : typeof body === 'string' || body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body),
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(';');
        const [name, ...rest] = pair!.split('=');
        const value = rest.join('=');
        const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()));
        if (expired || value === '') cookies.delete(name!.trim());
        else cookies.set(name!.trim(), value);
      }
      const text = await res.text();
      let parsed: unknown = null;
      try { parsed = text ? JSON.parse(text) : null; } catch { parsed = text; }
      return { status: res.status, body: parsed as T, headers: res.headers };
    },
  };
}
