import type { Hook } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import type { Context } from 'hono';
import { errorBody } from './errors';
import type { AppEnv } from './types';

/** zod-openapi's request validation failures become our 400 VALIDATION_FAILED. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the hook is shared by every route's input type
export const validationHook: Hook<any, AppEnv, any, any> = (result, c) => {
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return c.json(errorBody('VALIDATION_FAILED', 'Request does not match the contract', issues), 400);
  }
};

/** Output validation (docs/architecture.md#api-conventions): a response that breaks its contract is our bug, caught here. */
export function respond<T extends object, S extends 200 | 201 = 200>(c: Context, schema: ZodType<T>, data: T, status?: S) {
  return c.json(schema.parse(data), (status ?? 200) as S);
}
