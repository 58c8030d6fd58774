import type { AxiosInstance, Method } from 'axios';
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

/**
 * What apiRequest needs of a client: axios's `request`. The server passes an axios instance
 * (serverClient); the browser's client (browserClient) loads axios on its first request.
 */
export type ApiClient = Pick<AxiosInstance, 'request'>;

export interface RequestSpec<T> {
  method?: Method;
  /** A template with `{param}` placeholders, relative to the API base, e.g. '/adonis/v1/cart/items/book/{bookId}'. */
  url: string;
  params?: PathParams;
  query?: Query;
  headers?: Record<string, string>;
  data?: unknown;
  /**
   * A zod contract to validate the response against. The storefront's fetchers pass none: the
   * API validates every answer with the same contract before sending it (respond(), docs/adr/0027),
   * and parsing again would put zod in every page's first load. The staff pages pass one.
   */
  schema?: ZodType<T>;
  signal?: AbortSignal;
}

/** The generic request helper (docs/product.md#api-request-helper): URL from template, JSON body, 2xx = success, errors as HttpError. */
export async function apiRequest<T>(client: ApiClient, spec: RequestSpec<T>): Promise<T> {
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
