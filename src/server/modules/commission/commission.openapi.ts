import type { Hook } from '@hono/zod-openapi';
import { apiError } from '@/contracts/common';
import { errorBody } from '../../http/errors';
import type { AppEnv } from '../../http/types';

export const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
export const err = (description: string) => ({ description, ...json(apiError) });

/**
 * Commission selling answers a body that breaks its contract with 422 INVALID_FIELDS and the field
 * errors (as buying books does); unreadable JSON stays 400.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared by every commission route's input type
export const fieldErrorsHook: Hook<any, AppEnv, any, any> = (result, c) => {
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return c.json(errorBody('INVALID_FIELDS', 'Some fields are not valid', issues), 422);
  }
};

export const noStore = (c: { header: (name: string, value: string) => void }) => c.header('cache-control', 'private, no-store');
