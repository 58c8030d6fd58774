import { z } from '@hono/zod-openapi';
import { apiError } from '@/contracts/common';
import { deskActionResponse, deskOrderDetail, deskOrderIdParam } from '@/contracts/admin-orders';
import { IDEMPOTENCY_HEADER } from '@/contracts/checkout';
import { staffRoute } from '../../../http/staff-route';
import type { Api } from '../../../http/types';
import { respond } from '../../../http/validation';
import { DESK_DETAIL_PERMISSION, DESK_ROUTES, OrderDesk } from './index';
import { registerDeskDocumentRoutes } from './desk-documents.routes';

const BASE = '/adonis/admin/v1';
const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
const err = (description: string) => ({ description, ...json(apiError) });
const idempotencyHeader = z.object({
  [IDEMPOTENCY_HEADER]: z.string().optional().openapi({ description: '8–100 letters, digits or _ . : -; the same key and body give the same answer' }),
});

/**
 * The order desk (issue 13 item 4, docs/adr/0020): its detail and every action of DESK_ROUTES,
 * each behind the permission the table declares (docs/adr/0019).
 */
export function registerDeskRoutes(app: Api): void {
  staffRoute(app, {
    method: 'get', path: `${BASE}/orders/{id}`, permission: DESK_DETAIL_PERMISSION,
    summary: 'An order as the desk sees it: lines, customer, addresses, payments, refunds, tags, comments, journal, allowed actions',
    request: { params: deskOrderIdParam },
    responses: { 200: { description: 'The order', ...json(deskOrderDetail) }, 404: err('NOT_FOUND') },
  }, async (c) => {
    c.header('cache-control', 'private, no-store');
    return respond(c, deskOrderDetail, await OrderDesk.getOrder(c.var.ctx, c.req.valid('param').id));
  });
  registerDeskDocumentRoutes(app, BASE);

  for (const route of DESK_ROUTES) {
    staffRoute(app, {
      method: route.method, path: `${BASE}${route.path}`, permission: route.permission,
      summary: `Order desk: ${route.method.toUpperCase()} ${route.path} (idempotent by Idempotency-Key, checked against the order state machine, journaled)`,
      request: {
        params: route.params as typeof deskOrderIdParam,
        headers: idempotencyHeader,
        ...(route.body ? { body: { required: true, ...json(route.body) } } : {}),
      },
      responses: {
        200: { description: 'Done (or the stored answer of an earlier request with this key)', ...json(deskActionResponse) },
        400: err('VALIDATION_FAILED, IDEMPOTENCY_KEY_MISSING'),
        404: err('NOT_FOUND'),
        409: err('ORDER_STATE_CONFLICT (details.state, details.allowed), ORDER_LINE_CONFLICT'),
        422: err('ORDERS_NOT_MERGEABLE, IDEMPOTENCY_KEY_REUSED, WALLET_INSUFFICIENT, PAYMENT_AMOUNT_MISMATCH, REFUND_METHOD_UNAVAILABLE'),
      },
    }, async (c) => {
      const params = c.req.valid('param' as never) as never;
      const body = route.body ? (c.req.valid('json' as never) as never) : (undefined as never);
      const key = c.req.header(IDEMPOTENCY_HEADER) ?? '';
      c.header('cache-control', 'private, no-store');
      return respond(c, deskActionResponse, await route.run(c.var.ctx, params, body, key));
    });
  }
}
