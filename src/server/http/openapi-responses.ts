import type { RouteConfig } from '@hono/zod-openapi';
import { apiError } from '@/contracts/common';

export const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });

/** One documented error answer: its codes in the description, the error body as its schema. */
export const errorResponse = (description: string) => ({ description, ...json(apiError) });

/** The error answers every account route shares. */
export const accountErrors = {
  400: { description: 'Malformed request: VALIDATION_FAILED / MALFORMED_REQUEST', ...json(apiError) },
  401: { description: 'NOT_LOGGED_IN: no session (bt_session cookie)', ...json(apiError) },
  403: { description: 'Missing XSRF pair: XSRF_TOKEN_INVALID', ...json(apiError) },
} satisfies RouteConfig['responses'];

export const notYours = { 404: { description: 'NOT_FOUND: unknown, or not the caller’s', ...json(apiError) } } satisfies RouteConfig['responses'];
