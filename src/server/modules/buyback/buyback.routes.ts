import { createRoute } from '@hono/zod-openapi';
import { quoteRequest, quoteResponse } from '@/contracts/buyback';
import type { Api, AppDeps } from '../../http/types';
import { respond } from '../../http/validation';
import { err, fieldErrorsHook, json, noStore } from './buyback.openapi';
import { quote } from './quotes.service';

const BASE = '/adonis/v1';

/** Buying books (issue 14; contracts: src/contracts/buyback.ts; pricing: docs/adr/0025). */
export function registerBuybackRoutes(app: Api, _deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'post', path: `${BASE}/buyback/quotes`, tags: ['buyback'],
      summary: 'Instant offers: per ISBN (≤ 200, ISBN-10/13, hyphens allowed) a cash and commission price per condition band in the storefront’s currency, or a refusal with its reason; with why (readers waiting, stock, days to sell)',
      request: { body: { required: true, ...json(quoteRequest) } },
      responses: {
        200: { description: 'One result per ISBN, in order', ...json(quoteResponse) },
        400: err('MALFORMED_REQUEST: not JSON'),
        422: err('INVALID_FIELDS: details [{path, message}] (no list, more than 200, not strings)'),
      },
    }),
    async (c) => {
      noStore(c);
      return respond(c, quoteResponse, await quote(c.var.ctx, c.req.valid('json').isbns));
    },
    fieldErrorsHook as never,
  );
}
