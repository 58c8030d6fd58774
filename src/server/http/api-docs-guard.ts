import type { Context, MiddlewareHandler } from 'hono';
import { errorBody } from './errors';
import type { AppEnv } from './types';

/** Whether the request comes from someone allowed to read the API's own description. */
export type ApiDocsAccess = (c: Context<AppEnv>) => boolean | Promise<boolean>;

/**
 * THE hook for staff sign-in (issue 11, item 6; issue 13): any signed-in employee may read the
 * API's description (the request context resolves the staff cookie on the docs paths).
 */
export const staffMayReadApiDocs: ApiDocsAccess = (c) => c.var.ctx?.staff != null;

export interface ApiDocsGuardOptions {
  /** Read per request, the way the rest of the app reads it (commerceEnv(deps.env).APP_MODE). */
  mode: () => 'demo' | 'production';
  access?: ApiDocsAccess;
}

/**
 * The OpenAPI document and Swagger UI: public in demo mode; in production only for staff, and
 * for everyone else indistinguishable from a route that does not exist (404).
 */
export function apiDocsGuard(options: ApiDocsGuardOptions): MiddlewareHandler<AppEnv> {
  const access = options.access ?? staffMayReadApiDocs;
  return async (c, next) => {
    if (options.mode() === 'demo' || (await access(c))) return next();
    return c.json(errorBody('NOT_FOUND', `No API route ${c.req.method} ${c.req.path}`), 404);
  };
}
