import axios, { type AxiosInstance, type Method } from 'axios';
import type { ZodType } from 'zod';
import { apiPath, type PathParams, type Query } from './url';
import { toHttpError } from './errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The spec says no timeout; a hung upstream must not hang a page, so we keep a generous one. */
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface ClientOptions {
  baseURL: string;
  locale: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

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

export interface RequestSpec<T> {
  method?: Method;
  /** A template with `{param}` placeholders, relative to the API base, e.g. '/adonis/v1/cart/items/book/{bookId}'. */
  url: string;
  params?: PathParams;
  query?: Query;
  headers?: Record<string, string>;
  data?: unknown;
  /** The shared zod contract; the response is validated against it. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
}

/** The generic request helper (docs/product.md#api-request-helper): URL from template, JSON body, 2xx = success, errors as HttpError. */
export async function apiRequest<T>(client: AxiosInstance, spec: RequestSpec<T>): Promise<T> {
  try {
    const response = await client.request({
      method: spec.method ?? 'GET',
      url: apiPath(spec.url, spec.params, spec.query),
      data: spec.data,
      headers: spec.headers,
      signal: spec.signal,
    });
    return spec.schema ? spec.schema.parse(response.data) : (response.data as T);
  } catch (error) {
    throw toHttpError(error);
  }
}
