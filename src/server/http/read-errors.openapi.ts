import { apiError } from '@/contracts/common';

const json = { 'application/json': { schema: apiError } };

/** The error answers these read-only routes can give, for the OpenAPI document. */
export const BAD_REQUEST = { 400: { description: 'VALIDATION_FAILED: malformed id, page or include', content: json } } as const;
export const NOT_FOUND = { 404: { description: 'NOT_FOUND', content: json } } as const;
