import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Locale } from '@/i18n/locales';
import type { Db } from '../db/client';
import type { CommerceEnv } from '../commerce-config';
import type { Mailer } from '../modules/mail/mail.types';
import type { RequestContext } from './context';

export interface AppVariables {
  locale: Locale;
  db: Db;
  /** The request's clock; injected so tests can move time. */
  now: Date;
  requestId: string;
  /** The visitor's address for per-IP limits (client-ip.ts: the socket, or what trusted proxies forwarded). */
  clientIp: string;
  /** What services are given: built once per request by the API frame (context.ts). */
  ctx: RequestContext;
  /**
   * Set by login (the new session cookie) and logout (null): the session the browser leaves this
   * response with, so the XSRF token handed out is bound to it. Undefined: unchanged.
   */
  sessionToken?: string | null;
}
export type AppEnv = { Variables: AppVariables };
export type Api = OpenAPIHono<AppEnv>;

export interface AppDeps {
  getDb: () => Promise<{ db: Db; kind: 'pglite' | 'postgres' }>;
  clock?: () => Date;
  buildHash?: string;
  secureCookies?: boolean;
  /** Overrides of the purchase path's environment (tests: hold minutes, provider credentials...). */
  env?: Partial<CommerceEnv>;
  /** Outgoing HTTP of payment providers (tests pass a stub: the edge of the system). */
  fetch?: typeof fetch;
  /** Replaces the mailer (tests: a spy transport). */
  mailer?: Mailer;
  /** Also runs after an order is paid or confirmed, after the confirmation e-mail (tests count calls). */
  onOrderConfirmed?: (db: Db, orderId: number) => Promise<void>;
}
