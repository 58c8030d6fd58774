import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { currencyFor } from '@/i18n/locales';
import { apiError } from '@/contracts/common';
import { voucherValidateBody, voucherValidateResponse } from '@/contracts/checkout';
import { autoAssignableBody, autoAssignableResponse, voucherAppliedResponse } from '@/contracts/vouchers';
import type { Api, AppEnv } from '../../http/types';
import { respond } from '../../http/validation';
import { applyVoucherCode, findBestAutoVoucher, validateVoucherCode, type StorefrontVoucherRequest } from './vouchers.service';

const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
const body = <T,>(schema: T) => ({ body: { required: true, ...json(schema) } });
const errors = {
  400: { description: 'Malformed body: MALFORMED_REQUEST or VALIDATION_FAILED', ...json(apiError) },
  403: { description: 'Missing or wrong XSRF pair: XSRF_TOKEN_INVALID', ...json(apiError) },
} satisfies RouteConfig['responses'];

/** The typed e-mail (still accepted) is not used: only a logged-in customer's own history counts before the order. */
const storefront = async (c: Context<AppEnv>, extra: { itemsX100?: number }): Promise<StorefrontVoucherRequest> => ({
  locale: c.get('locale'), currency: currencyFor(c.get('locale')).code, now: c.get('now'), customerId: c.var.ctx.customer?.id ?? null, ...extra,
});

/**
 * The voucher box of the cart and checkout. A code that does not apply is a normal answer
 * (200, valid: false, with the reason), not an error: the shopper mistyped or came too late.
 */
export function registerVoucherRoutes(app: Api): void {
  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/vouchers/validate', tags: ['vouchers'],
      summary: 'Whether a voucher code applies on this storefront now (e-mail and items total make the check complete)',
      request: body(voucherValidateBody),
      responses: { 200: { description: 'Valid with its effect, or the reason it is not', ...json(voucherValidateResponse) }, ...errors },
    }),
    async (c) => {
      const { code, itemsX100 } = c.req.valid('json');
      return respond(c, voucherValidateResponse, await validateVoucherCode(c.get('db'), code, await storefront(c, { itemsX100 })));
    },
  );

  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/vouchers/applied', tags: ['vouchers'],
      summary: 'The validation plus the discount the code gives on itemsX100 and whether shipping becomes free',
      request: body(voucherValidateBody),
      responses: { 200: { description: 'Validation and effect', ...json(voucherAppliedResponse) }, ...errors },
    }),
    async (c) => {
      const { code, itemsX100 } = c.req.valid('json');
      return respond(c, voucherAppliedResponse, await applyVoucherCode(c.get('db'), code, await storefront(c, { itemsX100 })));
    },
  );

  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/vouchers/find-auto-assignable', tags: ['vouchers'],
      summary: 'The best voucher offered without typing a code for this cart now, or null',
      request: body(autoAssignableBody),
      responses: { 200: { description: 'The voucher with its effect, or null', ...json(autoAssignableResponse) }, ...errors },
    }),
    async (c) => {
      const { itemsX100, shippingX100 } = c.req.valid('json');
      return respond(c, autoAssignableResponse, await findBestAutoVoucher(c.get('db'), { ...(await storefront(c, {})), itemsX100, shippingX100 }));
    },
  );
}
