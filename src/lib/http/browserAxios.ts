import type { AxiosInstance } from 'axios';
import { createHttpClient } from './axios';
import { withXsrfToken } from './xsrfToken';

const instances = new Map<string, AxiosInstance>();

/**
 * The browser's axios instance for a storefront locale; same origin, so the XSRF cookie is
 * readable. Loaded by browserClient on its first request (browser.ts); tests reach it directly to
 * answer requests at its adapter (features/cart/testing/fakeApi.ts).
 */
export function browserAxios(locale: string): AxiosInstance {
  let instance = instances.get(locale);
  if (!instance) {
    instance = withXsrfToken(createHttpClient({ baseURL: process.env.NEXT_PUBLIC_API_BASE_URL || '/api', locale }));
    instances.set(locale, instance);
  }
  return instance;
}
