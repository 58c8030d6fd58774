import type { IncomingMessage } from 'node:http';
import axios, { type AxiosInstance } from 'axios';
import { createHttpClient } from './axios';
import { inProcessAdapter } from './inProcessApi';
import { INTERNAL_HOP_HEADER, internalHopToken } from './internalHop';

export interface ServerRequestContext {
  req: IncomingMessage;
  locale?: string;
}

/**
 * X-Forwarded-For as a proxy passes it on: what the page request carried, then the peer it came
 * from. The API believes this hop only with the process's token (docs/adr/0011), and judges the
 * rest of the chain by TRUSTED_PROXIES exactly as it would have judged the page request.
 */
export function forwardedForOf(req: Pick<IncomingMessage, 'headers' | 'socket'>): string | undefined {
  const incoming = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(incoming) ? incoming.join(', ') : incoming ?? '').trim();
  const peer = req.socket?.remoteAddress;
  const parts = [chain, peer].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/**
 * The client getServerSideProps uses: the same HTTP API the browser calls, reached on the
 * internal base URL (Node cannot resolve *.localhost), carrying the visitor's cookies and locale,
 * and the visitor's address as a proxy would (see forwardedForOf).
 */
export function serverClient(ctx: ServerRequestContext, locale: string): AxiosInstance {
  const port = process.env.PORT || '3000';
  const baseURL = process.env.INTERNAL_API_BASE_URL || `http://127.0.0.1:${port}/api`;
  const headers: Record<string, string> = {};
  if (ctx.req.headers.cookie) headers.cookie = ctx.req.headers.cookie;
  if (ctx.req.headers.host) headers['x-forwarded-host'] = String(ctx.req.headers.host);
  const forwardedFor = forwardedForOf(ctx.req);
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  headers[INTERNAL_HOP_HEADER] = internalHopToken();
  const client = createHttpClient({ baseURL, locale, headers, timeoutMs: Number(process.env.API_TIMEOUT_MS) || undefined });
  // In the same process as the API, requests skip loopback HTTP (inProcessApi.ts).
  // The fallback is the client's own choice (http in Node; xhr where tests render in jsdom).
  client.defaults.adapter = inProcessAdapter(axios.getAdapter(client.defaults.adapter));
  return client;
}
