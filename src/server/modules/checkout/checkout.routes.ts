import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { checkoutBody, checkoutChoices, checkoutResponse, IDEMPOTENCY_HEADER, quoteResponse } from '@/contracts/checkout';
import { apiError } from '@/contracts/common';
import type { Context } from 'hono';
import type { Api, AppDeps, AppEnv } from '../../http/types';
import { respond } from '../../http/validation';
import { findRequestCart } from '../cart';
import { getCookie } from 'hono/cookie';
import { ANONYMOUS_COOKIE } from '../../http/xsrf';
import { cartCookie } from '../../http/session-cookies';
import { serverDeps } from '../../http/deps';
import { checkout, quote, type CheckoutContext } from './checkout.service';
import { checkIdempotencyKey } from './idempotency';

const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
const errors = {
  400: { description: 'VALIDATION_FAILED, MALFORMED_REQUEST, IDEMPOTENCY_KEY_MISSING', ...json(apiError) },
  401: { description: 'NOT_LOGGED_IN (wallet credit without a session)', ...json(apiError) },
  403: { description: 'XSRF_TOKEN_INVALID', ...json(apiError) },
  422: {
    description: 'CART_EMPTY, SHIPPING_UNAVAILABLE, PUDO_REQUIRED, ADDRESS_REQUIRED, PAYMENT_METHOD_UNAVAILABLE, VOUCHER_INVALID (details.reason), TOTAL_CHANGED (details.totalX100), IDEMPOTENCY_KEY_REUSED, UNPAID_COPIES_LIMIT (details.limit = email | ip | device, details.max)',
    ...json(apiError),
  },
} satisfies RouteConfig['responses'];

/** The client's address for the caps on unpaid copies (http/client-ip.ts); null when nothing tells it. */
function requestIp(c: Context<AppEnv>): string | null {
  const ip = c.get('clientIp');
  return !ip || ip === 'unknown' ? null : ip;
}

export async function checkoutContext(c: Context<AppEnv>, deps: AppDeps): Promise<CheckoutContext> {
  return {
    db: c.get('db'), locale: c.get('locale'), now: c.get('now'),
    cartId: await findRequestCart(c.var.ctx, { cartCookie: cartCookie(c) }), customerId: c.var.ctx.customer?.id ?? null, ip: requestIp(c),
    anonymousId: getCookie(c, ANONYMOUS_COOKIE) ?? null, deps: serverDeps(deps).payments,
  };
}

/** Quote and checkout of the cart (docs/product.md#api-cart "POST cart checkout"). */
export function registerCheckoutRoutes(app: Api, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/cart/quote', tags: ['checkout'],
      summary: 'What the cart costs with these choices: items, shipping, fee, discount, wallet, total (writes nothing)',
      request: { body: { required: true, ...json(checkoutChoices.extend({ email: z.string().email().optional() })) } },
      responses: { 200: { description: 'Totals in hundredths', ...json(quoteResponse) }, ...errors },
    }),
    async (c) => {
      const body = c.req.valid('json');
      return respond(c, quoteResponse, await quote(await checkoutContext(c, deps), body, body.email?.toLowerCase() ?? null));
    },
  );

  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/cart/checkout', tags: ['checkout'],
      summary: 'Create the order from the cart and start its payment; the same Idempotency-Key and body give the same order',
      request: {
        headers: z.object({ [IDEMPOTENCY_HEADER]: z.string().optional().openapi({ description: '8–100 characters, one per checkout attempt' }) }),
        body: { required: true, ...json(checkoutBody) },
      },
      responses: {
        201: { description: 'Order created; `next` says where the browser goes', ...json(checkoutResponse) },
        200: { description: 'Replay of an earlier request with this key', ...json(checkoutResponse) },
        409: { description: 'BOOK_NOT_AVAILABLE: details.unavailable lists the copies that are gone; no order', ...json(apiError) },
        ...errors,
      },
    }),
    async (c) => {
      const key = checkIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
      const result = await checkout(await checkoutContext(c, deps), c.req.valid('json'), key);
      return result.status === 201 ? respond(c, checkoutResponse, result.body, 201) : respond(c, checkoutResponse, result.body);
    },
  );
}
