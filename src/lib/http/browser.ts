import type { AxiosInstance } from 'axios';
import { createHttpClient } from './client';
import { retryOnStaleXsrf } from './xsrfRetry';

const clients = new Map<string, AxiosInstance>();

/** The browser's client for a storefront locale; same origin, so the XSRF cookie is readable. */
export function browserClient(locale: string): AxiosInstance {
  let client = clients.get(locale);
  if (!client) {
    client = retryOnStaleXsrf(createHttpClient({ baseURL: process.env.NEXT_PUBLIC_API_BASE_URL || '/api', locale }));
    clients.set(locale, client);
  }
  return client;
}
