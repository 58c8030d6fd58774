import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { addCartItemsBody, cartData } from '@/contracts/cart';
import { apiError } from '@/contracts/common';
import { commerceEnv } from '../../commerce-config';
import type { Api, AppDeps } from '../../http/types';
import { cartCookie, setCartCookie } from '../../http/session-cookies';
import { respond } from '../../http/validation';
import { copyIdParams } from '../works';
import { addToCart, ensureRequestCart, getCartData, removeFromCart, renewHold, type CartConfig } from './cart.service';

const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
const errors = {
  400: { description: 'Malformed request: VALIDATION_FAILED / MALFORMED_REQUEST', ...json(apiError) },
  403: { description: 'Missing XSRF pair: XSRF_TOKEN_INVALID', ...json(apiError) },
} satisfies RouteConfig['responses'];
const cartResponse = { 200: { description: 'The cart in the Accept-Language storefront’s currency', ...json(cartData) } };

/** The cart (docs/product.md#api-cart): read, add (with a hold per copy), remove one, empty it. */
export function registerCartRoutes(app: Api, deps: AppDeps): void {
  const config = (): CartConfig => ({ holdMinutes: commerceEnv(deps.env).CART_HOLD_MINUTES });

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/cart/data', tags: ['cart'],
      summary: 'The cart: copies with their holds, total in hundredths, copies dropped because someone bought them',
      responses: cartResponse,
    }),
    async (c) => respond(c, cartData, await getCartData(c.var.ctx, { cartCookie: cartCookie(c) }, config())),
  );

  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/cart/items', tags: ['cart'],
      summary: 'Add copies and hold them for this cart (all or nothing)',
      request: { body: { required: true, ...json(addCartItemsBody) } },
      responses: {
        ...cartResponse, ...errors,
        409: { description: 'BOOK_NOT_AVAILABLE: details.unavailable names each copy (sold, held, not_found); nothing added', ...json(apiError) },
        422: { description: 'CART_FULL', ...json(apiError) },
      },
    }),
    async (c) => {
      const productIds = c.req.valid('json').requests.map((r) => r.productId);
      const { cartId, created } = await ensureRequestCart(c.var.ctx, { cartCookie: cartCookie(c) });
      // A new anonymous cart: the browser keeps its id, even if none of the copies can be held.
      if (created) setCartCookie(c, cartId, deps.secureCookies ?? false);
      return respond(c, cartData, await addToCart(c.var.ctx, { cartId, productIds }, config()));
    },
  );

  app.openapi(
    createRoute({
      method: 'delete', path: '/adonis/v1/cart/items/book/{id}', tags: ['cart'],
      summary: 'Remove a copy from the cart and release its hold',
      request: { params: copyIdParams.extend({ id: copyIdParams.shape.id.openapi({ param: { name: 'id', in: 'path' }, description: 'bookId' }) }) },
      responses: { ...cartResponse, ...errors },
    }),
    async (c) => respond(c, cartData, await removeFromCart(c.var.ctx, { cartCookie: cartCookie(c), copyIds: [Number(c.req.valid('param').id)] }, config())),
  );

  app.openapi(
    createRoute({
      method: 'put', path: '/adonis/v1/cart/items/book/{id}', tags: ['cart'],
      summary: 'Hold a copy already in the cart again for the full hold time (after its hold lapsed)',
      request: { params: copyIdParams.extend({ id: copyIdParams.shape.id.openapi({ param: { name: 'id', in: 'path' }, description: 'bookId' }) }) },
      responses: {
        ...cartResponse, ...errors,
        404: { description: 'NOT_FOUND: the copy is not in this cart', ...json(apiError) },
        409: { description: 'BOOK_NOT_AVAILABLE: another cart or an order has the copy now (details.unavailable)', ...json(apiError) },
      },
    }),
    async (c) => respond(c, cartData, await renewHold(c.var.ctx, { cartCookie: cartCookie(c), copyId: Number(c.req.valid('param').id) }, config())),
  );

  app.openapi(
    createRoute({
      method: 'delete', path: '/adonis/v1/cart', tags: ['cart'], summary: 'Empty the cart and release every hold',
      responses: { ...cartResponse, 403: errors[403] },
    }),
    async (c) => respond(c, cartData, await removeFromCart(c.var.ctx, { cartCookie: cartCookie(c), copyIds: 'all' }, config())),
  );
}

