/**
 * Page rendering calls the shop API (docs/architecture.md#shape) — in the same Node process as
 * the pages. Over loopback HTTP each call cost a whole second request through Next's server
 * (routing, the API route, the Node adapter, socket writes and reads on both ends) for a few
 * kilobytes of JSON (issue 18 item 2). The API route (pages/api/[...path].ts) registers its Hono
 * app's fetch here when it loads; the server-side client (server.ts) then hands its requests to
 * it directly: same Request, headers, cookies, internal-hop token and X-Forwarded-For as on the
 * wire, so the API sees the same visitor (client-ip.ts: no socket peer, the hop is dropped the
 * same way). Until the API route has loaded (the first call after start), calls go over HTTP.
 * INTERNAL_API_BASE_URL set (the API elsewhere) or INTERNAL_API_IN_PROCESS=0 keep HTTP.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export type ApiFetch = (request: Request) => Response | Promise<Response>;

const KEY = Symbol.for('bookturn.inProcessApi');
type Holder = { [KEY]?: ApiFetch };

/** Called by the API route module (the page bundles and the API bundle share globalThis). */
export function registerInProcessApi(fetch: ApiFetch): void {
  (globalThis as Holder)[KEY] = fetch;
}

export function inProcessApi(): ApiFetch | undefined {
  if (process.env.INTERNAL_API_IN_PROCESS === '0' || process.env.INTERNAL_API_BASE_URL) return undefined;
  return (globalThis as Holder)[KEY];
}

function requestUrl(config: InternalAxiosRequestConfig): string {
  const url = config.url ?? '';
  if (/^https?:\/\//.test(url)) return url;
  return `${(config.baseURL ?? '').replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

function requestBody(data: unknown): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (typeof data === 'string' || data instanceof ArrayBuffer || ArrayBuffer.isView(data) || data instanceof URLSearchParams || data instanceof FormData || data instanceof Blob) {
    return data as BodyInit;
  }
  return JSON.stringify(data);
}

/**
 * An axios adapter that answers from the in-process API when it is registered, else with
 * `fallback` (axios's own HTTP adapter). Status handling is axios's: validateStatus decides,
 * a refused status rejects with an AxiosError carrying the response (toHttpError reads it).
 */
export function inProcessAdapter(fallback: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    const api = inProcessApi();
    if (!api) return fallback(config);
    const headers = new Headers();
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON() as Record<string, unknown>)) {
      if (typeof value === 'string' || typeof value === 'number' || Array.isArray(value)) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const method = (config.method ?? 'get').toUpperCase();
    const signals = [config.signal as AbortSignal | undefined, config.timeout ? AbortSignal.timeout(config.timeout) : undefined].filter((s): s is AbortSignal => Boolean(s));
    const request = new Request(requestUrl(config), {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : requestBody(config.data),
      signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
    });
    const answer = await api(request);
    const data = config.responseType === 'arraybuffer' ? Buffer.from(await answer.arrayBuffer()) : await answer.text();
    const response: AxiosResponse = {
      data,
      status: answer.status,
      statusText: answer.statusText,
      headers: AxiosHeaders.from(Object.fromEntries(answer.headers)),
      config,
      request: null,
    };
    // axios's transformResponse (JSON parsing) runs after the adapter, as for HTTP answers.
    if (!config.validateStatus || config.validateStatus(response.status)) return response;
    throw new AxiosError(`Request failed with status code ${response.status}`,
      response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST, config, null, response);
  };
}
