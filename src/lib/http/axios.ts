import axios, { type AxiosInstance } from 'axios';
import { DEFAULT_TIMEOUT_MS, XSRF_COOKIE, XSRF_HEADER, type ClientOptions } from './client';

/**
 * An axios instance for the API: JSON, the storefront's Accept-Language, the XSRF pair, cookies,
 * 2xx = success. The server's client (server.ts) is one; the browser's (browserAxios.ts) is one
 * too, but loaded on its first request (browser.ts), so no page's first load carries axios.
 */
export function createHttpClient({ baseURL, locale, headers, timeoutMs }: ClientOptions): AxiosInstance {
  return axios.create({
    baseURL,
    timeout: timeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: { Accept: 'application/json', 'Accept-Language': locale, ...headers },
    xsrfCookieName: XSRF_COOKIE,
    xsrfHeaderName: XSRF_HEADER,
    withCredentials: true,
    validateStatus: (status) => status >= 200 && status < 300,
  });
}
