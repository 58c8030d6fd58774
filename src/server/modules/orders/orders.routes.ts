import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { checkoutResponse, IDEMPOTENCY_HEADER } from '@/contracts/checkout';
import { apiError } from '@/contracts/common';
import { confirmOrderBody, confirmOrderResponse, createOrderBody, extendOrderBody, payOrderBody, payOrderResponse, publicOrder } from '@/contracts/orders';
import type { Api, AppDeps } from '../../http/types';
import { respond } from '../../http/validation';
import { checkoutContext } from '../checkout';
import { createOrder } from '../checkout';
import { checkIdempotencyKey } from '../checkout';
import { serverDeps } from '../../http/deps';
import { cancelOrder, confirmOrder, extendOrder, getPublicOrder, payOrder } from './orders.service';

const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
const codeParams = z.object({
  paymentCode: z.string().regex(/^[A-Za-z0-9_-]{10,40}$/).openapi({ param: { name: 'paymentCode', in: 'path' }, description: 'The order’s unguessable payment code' }),
});
const errors = {
  400: { description: 'VALIDATION_FAILED', ...json(apiError) },
  404: { description: 'NOT_FOUND: no order with this code', ...json(apiError) },
} satisfies RouteConfig['responses'];

/** An order by its payment code: view, pay (again), cancel, extend (docs/product.md#api-endpoints "customer order cancel/extend"). */
export function registerOrderRoutes(app: Api, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/orders', tags: ['orders'],
      summary: 'Order the copies listed in `items` (not the cart’s): each must be free or held by the caller’s own cart, and leaves that cart; the same Idempotency-Key and body give the same order',
      request: {
        headers: z.object({ [IDEMPOTENCY_HEADER]: z.string().optional().openapi({ description: '8–100 characters, one per order attempt' }) }),
        body: { required: true, ...json(createOrderBody) },
      },
      responses: {
        201: { description: 'Order created; `next` says where the browser goes', ...json(checkoutResponse) },
        200: { description: 'Replay of an earlier request with this key', ...json(checkoutResponse) },
        400: { description: 'VALIDATION_FAILED, MALFORMED_REQUEST, IDEMPOTENCY_KEY_MISSING', ...json(apiError) },
        401: { description: 'NOT_LOGGED_IN (wallet credit without a session)', ...json(apiError) },
        403: { description: 'XSRF_TOKEN_INVALID', ...json(apiError) },
        409: { description: 'BOOK_NOT_AVAILABLE: details.unavailable names each copy (sold, held, not_found); no order', ...json(apiError) },
        422: {
          description: 'SHIPPING_UNAVAILABLE, PUDO_REQUIRED, ADDRESS_REQUIRED, PAYMENT_METHOD_UNAVAILABLE, VOUCHER_INVALID, TOTAL_CHANGED, IDEMPOTENCY_KEY_REUSED, UNPAID_COPIES_LIMIT (details.limit, details.max)',
          ...json(apiError),
        },
      },
    }),
    async (c) => {
      const key = checkIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
      const result = await createOrder(await checkoutContext(c, deps), c.req.valid('json'), key);
      return result.status === 201 ? respond(c, checkoutResponse, result.body, 201) : respond(c, checkoutResponse, result.body);
    },
  );

  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/orders/confirm', tags: ['orders'],
      summary: 'The one-click confirmation of an order from an unverified address (the e-mailed link’s token): the order then keeps its copies like any order of its payment method; single use',
      request: { body: { required: true, ...json(confirmOrderBody) } },
      responses: {
        200: { description: 'Confirmed', ...json(confirmOrderResponse) },
        400: { description: 'VALIDATION_FAILED', ...json(apiError) },
        403: { description: 'XSRF_TOKEN_INVALID', ...json(apiError) },
        404: { description: 'ORDER_CONFIRMATION_INVALID: unknown or already used token', ...json(apiError) },
        409: { description: 'ORDER_CONFIRMATION_EXPIRED: the hold lapsed and some copy is no longer free; the order is cancelled', ...json(apiError) },
      },
    }),
    async (c) => {
      c.header('cache-control', 'no-store');
      return respond(c, confirmOrderResponse, await confirmOrder(c.get('db'), c.req.valid('json').token, serverDeps(deps).payments, c.get('now')));
    },
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/orders/by-code/{paymentCode}', tags: ['orders'],
      summary: 'An order as the pay, thank-you and payment-failed pages show it (with bank transfer QR when unpaid by transfer)',
      request: { params: codeParams },
      responses: { 200: { description: 'The order', ...json(publicOrder) }, ...errors },
    }),
    async (c) => {
      c.header('cache-control', 'no-store');
      return respond(c, publicOrder, await getPublicOrder(c.get('db'), c.req.valid('param').paymentCode, serverDeps(deps).payments.env, c.get('now')));
    },
  );

  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/orders/by-code/{paymentCode}/pay', tags: ['orders'],
      summary: 'Start another payment of an unpaid order (retry after a failed or abandoned payment)',
      request: { params: codeParams, body: { required: true, ...json(payOrderBody) } },
      responses: {
        200: { description: 'Where the browser goes', ...json(payOrderResponse) }, ...errors,
        409: { description: 'ORDER_NOT_PAYABLE', ...json(apiError) },
        422: { description: 'PAYMENT_METHOD_UNAVAILABLE', ...json(apiError) },
        502: { description: 'PROVIDER_UNAVAILABLE', ...json(apiError) },
      },
    }),
    async (c) => {
      const next = await payOrder(c.get('db'), c.req.valid('param').paymentCode, c.req.valid('json').method, serverDeps(deps).payments, c.get('now'));
      return respond(c, payOrderResponse, { next });
    },
  );

  app.openapi(
    createRoute({
      method: 'put', path: '/adonis/v1/orders/by-code/{paymentCode}/cancel', tags: ['orders'],
      summary: 'Cancel an unpaid order: its copies are free at once, voucher use and wallet credit come back',
      request: { params: codeParams },
      responses: { 200: { description: 'The cancelled order', ...json(publicOrder) }, ...errors, 409: { description: 'ORDER_NOT_CANCELLABLE', ...json(apiError) } },
    }),
    async (c) => {
      const { paymentCode } = c.req.valid('param');
      await cancelOrder(c.get('db'), paymentCode, c.get('now'));
      return respond(c, publicOrder, await getPublicOrder(c.get('db'), paymentCode, serverDeps(deps).payments.env, c.get('now')));
    },
  );

  app.openapi(
    createRoute({
      method: 'put', path: '/adonis/v1/orders/by-code/{paymentCode}/extend', tags: ['orders'],
      summary: 'Move the cart’s copies into this open order: one shipment, no second shipping fee, its own payment',
      request: {
        params: codeParams,
        headers: z.object({ [IDEMPOTENCY_HEADER]: z.string().optional() }),
        body: { required: true, ...json(extendOrderBody) },
      },
      responses: {
        201: { description: 'The extension order; `next` says how to pay it', ...json(checkoutResponse) },
        200: { description: 'Replay of an earlier request with this key', ...json(checkoutResponse) },
        ...errors,
        409: { description: 'ORDER_NOT_EXTENDABLE, BOOK_NOT_AVAILABLE', ...json(apiError) },
        422: { description: 'CART_EMPTY, PAYMENT_METHOD_UNAVAILABLE', ...json(apiError) },
      },
    }),
    async (c) => {
      const key = checkIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
      const result = await extendOrder(await checkoutContext(c, deps), c.req.valid('param').paymentCode, c.req.valid('json').paymentMethod, key);
      return result.status === 201 ? respond(c, checkoutResponse, result.body, 201) : respond(c, checkoutResponse, result.body);
    },
  );
}
