import type { Context } from 'hono';
import { AppError } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { currentCustomerId } from '../customers/session';

/** Account resources: the logged-in customer, or 401 NOT_LOGGED_IN before anything is read or written. */
export async function requireCustomer(c: Context<AppEnv>): Promise<number> {
  const id = await currentCustomerId(c);
  if (id === null) throw new AppError('NOT_LOGGED_IN', 'Log in to use this');
  return id;
}

/** 409/422 answers keep the shared code and name the engagement rule in details.reason. */
export const ruleError = (code: 'CONFLICT' | 'BUSINESS_RULE', reason: string, message: string) => new AppError(code, message, { reason });

/** Digits-only path ids (validated by the contract) as numbers. */
export const rowId = (raw: string) => Number(raw);
