/**
 * Test-only: answers the browser client's requests at its edge (the axios adapter), so everything
 * above it — apiRequest, contract parsing, HttpError mapping — runs for real.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { Locale } from '@/i18n/locales';
import { browserAxios } from '@/lib/http/browserAxios';

export interface FakeRequest {
  method: string;
  /** Path and query as sent, e.g. '/adonis/v1/books/by-book-ids?bookIds=501'. */
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
}

export interface FakeReply {
  status: number;
  body?: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeReply;

/** The API's error body (docs/architecture.md#error-model). */
export const apiError = (status: number, code: string, details?: unknown): FakeReply => ({
  status,
  body: { error: details === undefined ? { code, message: code } : { code, message: code, details } },
});

/** Routes `locale`'s browser client to `handler` and records every request; restore() undoes it. */
export function installFakeApi(locale: Locale, handler: FakeHandler) {
  const client = browserAxios(locale);
  // As a browser that has had an API response: it holds the XSRF cookie, so no token fetch comes first.
  if (typeof document !== 'undefined') document.cookie = 'XSRF-TOKEN=fake; path=/';
  const original = client.defaults.adapter;
  const requests: FakeRequest[] = [];

  const adapter: AxiosAdapter = async (config) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: AxiosHeaders.from(config.headers).toJSON(),
    };
    requests.push(request);
    const reply = handler(request);
    const response: AxiosResponse = { data: reply.body, status: reply.status, statusText: '', headers: {}, config, request: {} };
    if (reply.status >= 200 && reply.status < 300) return response;
    const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, {}, response);
  };
  client.defaults.adapter = adapter;

  return {
    requests,
    restore: () => {
      client.defaults.adapter = original;
    },
  };
}
