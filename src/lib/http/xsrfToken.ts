import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';

/** The API's path that hands out the XSRF cookie pair (any response does; this one is cheap). */
export const XSRF_REFRESH_PATH = '/adonis/health';

type RetriableConfig = InternalAxiosRequestConfig & { xsrfRetried?: boolean };

/**
 * A browser's first state-changing call can come before any API response has given it the XSRF
 * token bound to its cookies (a server-rendered page makes no API call from the browser; a new
 * browser opens the order-confirmation link): the API answers 403 XSRF_TOKEN_INVALID. Then one
 * GET fetches the bound token and the call is sent once more; a second refusal is the answer.
 */
export function retryOnStaleXsrf(client: AxiosInstance): AxiosInstance {
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
