import type { Context, MiddlewareHandler } from 'hono';
import { errorBody } from './errors';
import type { AppEnv } from './types';

/** Whether the request comes from someone allowed to read the API's own description. */
export type ApiDocsAccess = (c: Context<AppEnv>) => boolean | Promise<boolean>;

/**
 * THE hook for staff sign-in (issue 11, item 6): staff accounts do not exist yet, so nobody is
 * staff. The staff issue replaces this body with its session check (and may answer 401 to a
 * visitor without a staff session); every docs route already goes through it.
 */
export const staffMayReadApiDocs: ApiDocsAccess = () => false;

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
