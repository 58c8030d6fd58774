import { AppError } from './errors';

/** 409/422 answers keep the shared code and name the engagement rule in details.reason. */
export const ruleError = (code: 'CONFLICT' | 'BUSINESS_RULE', reason: string, message: string) => new AppError(code, message, { reason });

/** Digits-only path ids (validated by the contract) as numbers. */
export const rowId = (raw: string) => Number(raw);
