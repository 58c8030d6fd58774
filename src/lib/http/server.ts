import type { IncomingMessage } from 'node:http';
import type { AxiosInstance } from 'axios';
import { createHttpClient } from './client';

export interface ServerRequestContext {
  req: IncomingMessage;
  locale?: string;
}

/**
 * The client getServerSideProps uses: the same HTTP API the browser calls, reached on the
 * internal base URL (Node cannot resolve *.localhost), carrying the visitor's cookies and locale.
 */
export function serverClient(ctx: ServerRequestContext, locale: string): AxiosInstance {
  const port = process.env.PORT || '3000';
  const baseURL = process.env.INTERNAL_API_BASE_URL || `http://127.0.0.1:${port}/api`;
  const headers: Record<string, string> = {};
  if (ctx.req.headers.cookie) headers.cookie = ctx.req.headers.cookie;
  if (ctx.req.headers.host) headers['x-forwarded-host'] = String(ctx.req.headers.host);
  const forwardedFor = ctx.req.headers['x-forwarded-for'] ?? ctx.req.socket?.remoteAddress;
  if (forwardedFor) headers['x-forwarded-for'] = String(forwardedFor);
  return createHttpClient({ baseURL, locale, headers, timeoutMs: Number(process.env.API_TIMEOUT_MS) || undefined });
}
