import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { XSRF_COOKIE } from './client';

/** The API's path that hands out the XSRF cookie pair (any response does; this one is cheap). */
export const XSRF_REFRESH_PATH = '/adonis/health';

type RetriableConfig = InternalAxiosRequestConfig & { xsrfRetried?: boolean };

const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** Whether this browser holds an XSRF cookie at all (not whether it is still bound to its session). */
export const browserHasXsrfCookie = (): boolean =>
  typeof document === 'undefined' || document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${XSRF_COOKIE}=`));

/**
 * A browser's first state-changing call can come before any API response has given it the XSRF
 * token bound to its cookies (a server-rendered page makes no API call from the browser; a new
 * browser opens the order-confirmation link). With no XSRF cookie at all, one GET fetches it before
 * the call; with a stale one (bound to a session that changed) the API answers 403
 * XSRF_TOKEN_INVALID, one GET fetches the bound token and the call is sent once more; a second
 * refusal is the answer.
 */
export function withXsrfToken(client: AxiosInstance, hasXsrfCookie: () => boolean = browserHasXsrfCookie): AxiosInstance {
  // A browser with no XSRF cookie yet (its first call is a POST) fetches one first, rather than
  // being refused: a refusal shows as a failed request in the shopper's console.
  client.interceptors.request.use(async (config) => {
    if (!SAFE_METHODS.has((config.method ?? 'get').toLowerCase()) && !hasXsrfCookie()) await client.get(XSRF_REFRESH_PATH);
    return config;
  });
  client.interceptors.response.use(undefined, async (error: AxiosError<{ error?: { code?: string } }>) => {
    const config = error.config as RetriableConfig | undefined;
    const stale = error.response?.status === 403 && error.response.data?.error?.code === 'XSRF_TOKEN_INVALID';
    if (!config || !stale || config.xsrfRetried) throw error;
    config.xsrfRetried = true;
    await client.get(XSRF_REFRESH_PATH);
    return client.request(config);
  });
  return client;
}
