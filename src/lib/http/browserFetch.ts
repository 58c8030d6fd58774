import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { DEFAULT_TIMEOUT_MS, XSRF_COOKIE, XSRF_HEADER, type ApiClient } from './client';
import { HttpError } from './errors';

/** The API's path that hands out the XSRF cookie pair (any response does; this one is cheap). */
export const XSRF_REFRESH_PATH = '/adonis/health';

/** One request as it leaves the browser client: what a transport (fetch, or a test's fake) sends. */
export interface TransportRequest {
  method: string;
  /** Relative to the API base, with its query, e.g. '/adonis/v1/cart/data'. */
  url: string;
  headers: Record<string, string>;
  /** The JSON body, not yet serialised. */
  body: unknown;
  signal: AbortSignal;
}

/** An answer: any status; `data` is the parsed JSON body (undefined when there is none). */
export interface TransportReply {
  status: number;
  data: unknown;
}

export type Transport = (request: TransportRequest) => Promise<TransportReply>;

const baseUrl = () => process.env.NEXT_PUBLIC_API_BASE_URL || '/api';

/** The browser's transport: fetch, same origin, with cookies. A network failure rejects (TypeError). */
const fetchTransport: Transport = async ({ method, url, headers, body, signal }) => {
  const response = await fetch(`${baseUrl()}${url}`, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  const text = await response.text();
  let data: unknown = text === '' ? undefined : text;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): kept as text, as axios does.
  }
  return { status: response.status, data };
};

let transport: Transport = fetchTransport;

/** Tests answer the browser client's requests here (features/cart/testing/fakeApi.ts); null restores fetch. */
export function setBrowserTransport(next: Transport | null): void {
  transport = next ?? fetchTransport;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

function errorFromReply(reply: TransportReply): HttpError {
  const body = reply.data as { error?: { code?: string; message?: string; details?: unknown } } | undefined;
  const apiError = body && typeof body === 'object' ? body.error : undefined;
  const message = apiError?.message ?? `Request failed with status code ${reply.status}`;
  const kind = reply.status >= 400 && reply.status < 500 ? 'bad_request' : 'bad_response';
  return new HttpError(message, kind, reply.status, apiError?.code, apiError?.details);
}

const isStaleXsrf = (reply: TransportReply) =>
  reply.status === 403 && (reply.data as { error?: { code?: string } } | undefined)?.error?.code === 'XSRF_TOKEN_INVALID';

/**
 * The browser's client for a storefront locale, on fetch (issue 17 item 8: axios was 22 KB
 * compressed, fetched and run after every page's load by the first revalidation). What axios did
 * for us, kept: JSON in and out, the storefront's Accept-Language, the XSRF header from its
 * cookie, cookies sent, 2xx = success, a 15 s timeout, errors as HttpError with the API's code.
 *
 * A browser's first state-changing call can come before any API response has given it the XSRF
 * token bound to its cookies (a server-rendered page makes no API call from the browser; a new
 * browser opens the order-confirmation link): the API answers 403 XSRF_TOKEN_INVALID. Then one
 * GET fetches the bound token and the call is sent once more; a second refusal is the answer.
 */
export function fetchClient(locale: string): ApiClient {
  const send = async (method: string, url: string, body: unknown, extra: Record<string, string>, outer?: AbortSignal): Promise<TransportReply> => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, DEFAULT_TIMEOUT_MS);
    const cancel = () => controller.abort();
    if (outer?.aborted) controller.abort();
    outer?.addEventListener('abort', cancel);
    const xsrf = readCookie(XSRF_COOKIE);
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale, ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}), ...extra };
    try {
      return await transport({ method, url, headers, body, signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new HttpError(`timeout of ${DEFAULT_TIMEOUT_MS}ms exceeded`, 'timeout');
      if (controller.signal.aborted) throw new HttpError('canceled', 'canceled');
      throw new HttpError(error instanceof Error ? error.message : 'Network Error', 'network');
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', cancel);
    }
  };

  const request = async (config: AxiosRequestConfig) => {
    const method = (config.method ?? 'GET').toUpperCase();
    const url = config.url ?? '';
    const headers = (config.headers ?? {}) as Record<string, string>;
    const signal = (config.signal ?? undefined) as AbortSignal | undefined;
    let reply = await send(method, url, config.data, headers, signal);
    if (isStaleXsrf(reply)) {
      await send('GET', XSRF_REFRESH_PATH, undefined, {}, signal);
      reply = await send(method, url, config.data, headers, signal);
    }
    if (reply.status < 200 || reply.status >= 300) throw errorFromReply(reply);
    return { data: reply.data, status: reply.status } as AxiosResponse;
  };
  return { request } as ApiClient;
}
