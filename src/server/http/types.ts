import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Locale } from '@/i18n/locales';
import type { Db } from '../db/client';

export interface AppVariables {
  locale: Locale;
  db: Db;
  /** The request's clock; injected so tests can move time. */
  now: Date;
  requestId: string;
}
export type AppEnv = { Variables: AppVariables };
export type Api = OpenAPIHono<AppEnv>;

export interface AppDeps {
  getDb: () => Promise<{ db: Db; kind: 'pglite' | 'postgres' }>;
  clock?: () => Date;
  buildHash?: string;
  secureCookies?: boolean;
}
