import { createRoute, z } from '@hono/zod-openapi';
import { apiError } from '@/contracts/common';
import { paymentReturnResponse } from '@/contracts/orders';
import { AppError } from '../../http/errors';
import { logger } from '../../http/logger';
import type { Api, AppDeps } from '../../http/types';
import { respond } from '../../http/validation';
import { serverDeps } from '../../http/deps';
import { findPaymentById } from './payments.repository';
import { applyVerifiedPayment, confirmWithProvider, paymentReturn } from './payments.service';
import { parseAdyenWebhook } from './providers/adyen';
import { parseComgateNotification } from './providers/comgate';
import { registerSandboxRoutes } from './sandbox/sandbox.routes';

const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });

const webhookErrors = {
  400: { description: 'MALFORMED_REQUEST: not the provider’s notification format', ...json(apiError) },
  401: { description: 'WEBHOOK_REJECTED: wrong merchant/secret (Comgate), HMAC does not verify (Adyen) or provider not configured; nothing stored', ...json(apiError) },
};

/**
 * The two webhooks take the providers' own formats (a form post, Adyen's JSON) and answer in the
 * providers' own words, so their handlers are plain routes; the document still describes them.
 */
function documentWebhooks(app: Api): void {
  app.openAPIRegistry.registerPath({
    method: 'post', path: '/adonis/v1/payments/webhooks/comgate', tags: ['payments'],
    summary: 'Comgate push notification: authenticated by merchant id and secret, then confirmed by our own status call before it counts',
    request: {
      body: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: z.object({
              merchant: z.string(), secret: z.string(), transId: z.string(), refId: z.string().optional(),
              status: z.string().openapi({ description: 'PAID, CANCELLED, PENDING, AUTHORIZED' }), price: z.string().openapi({ description: 'hundredths' }),
              curr: z.string(), test: z.string().optional(),
            }),
          },
        },
      },
    },
    responses: {
      200: { description: 'Received (whatever the status call then says)', content: { 'text/plain': { schema: z.string().openapi({ example: 'code=0&message=OK' }) } } },
      ...webhookErrors,
    },
  });
  app.openAPIRegistry.registerPath({
    method: 'post', path: '/adonis/v1/payments/webhooks/adyen', tags: ['payments'],
    summary: 'Adyen standard webhook: every NotificationRequestItem HMAC-verified before anything is stored; AUTHORISATION items pay or fail the payment once',
    request: {
      body: {
        required: true,
        ...json(z.object({
          live: z.string(),
          notificationItems: z.array(z.object({ NotificationRequestItem: z.record(z.string(), z.unknown()) })).min(1),
        })),
      },
    },
    responses: {
      200: { description: 'Accepted', content: { 'text/plain': { schema: z.string().openapi({ example: '[accepted]' }) } } },
      ...webhookErrors,
    },
  });
}

/**
 * Payment returns and provider webhooks. Webhooks are XSRF-exempt and authenticate by the
 * provider's own means (Comgate: merchant + secret, then our status call; Adyen: HMAC per item).
 */
export function registerPaymentRoutes(app: Api, deps: AppDeps): void {
  const paymentDeps = () => serverDeps(deps).payments;

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/payments/return', tags: ['payments'],
      summary: 'The shopper is back from the payment page: confirm with the provider and say how it went',
      request: {
        query: z.object({
          provider: z.enum(['comgate', 'adyen', 'sandbox']),
          ref: z.string().min(1).max(120).regex(/^[A-Za-z0-9_.-]+$/),
          sessionResult: z.string().max(4000).optional().openapi({ description: 'Adyen drop-in result, when it gave one' }),
          redirectResult: z.string().max(4000).optional().openapi({ description: 'Adyen redirect result, when it gave one' }),
        }),
      },
      responses: {
        200: { description: 'The order’s payment code and the result', ...json(paymentReturnResponse) },
        400: { description: 'VALIDATION_FAILED', ...json(apiError) },
        404: { description: 'NOT_FOUND', ...json(apiError) },
      },
    }),
    async (c) => {
      const { provider, ref, sessionResult } = c.req.valid('query');
      c.header('cache-control', 'no-store');
      const hint = sessionResult ? { sessionResult } : undefined;
      return respond(c, paymentReturnResponse, await paymentReturn(c.get('db'), provider, ref, paymentDeps(), c.get('now'), hint));
    },
  );

  documentWebhooks(app);

  // Comgate's push: form-urlencoded, answered with Comgate's own "code=0" format.
  app.post('/adonis/v1/payments/webhooks/comgate', async (c) => {
    const d = paymentDeps();
    if (!d.env.COMGATE_MERCHANT || !d.env.COMGATE_SECRET) throw new AppError('WEBHOOK_REJECTED', 'Comgate is not configured');
    const notification = parseComgateNotification(await c.req.text(), d.env.COMGATE_MERCHANT, d.env.COMGATE_SECRET);
    await confirmWithProvider(c.get('db'), 'comgate', notification.transId, d, c.get('now'));
    return c.text('code=0&message=OK');
  });

  // Adyen's standard webhook: every item HMAC-verified before anything is stored; answered "[accepted]".
  app.post('/adonis/v1/payments/webhooks/adyen', async (c) => {
    const d = paymentDeps();
    if (!d.env.ADYEN_HMAC_KEY) throw new AppError('WEBHOOK_REJECTED', 'Adyen webhooks are not configured');
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new AppError('MALFORMED_REQUEST', 'Body is not valid JSON');
    }
    const items = parseAdyenWebhook(body, d.env.ADYEN_HMAC_KEY);
    if (d.env.APP_MODE !== 'demo' && (body as { live?: unknown }).live !== 'true') {
      // A notification from Adyen's test environment: no money moved, so in production it pays nothing.
      logger().error({ reqId: c.get('requestId') }, 'Adyen test-environment webhook in production mode: ignored');
      return c.text('[accepted]');
    }
    for (const item of items) {
      if (item.eventCode !== 'AUTHORISATION') continue;
      const paymentId = /^\d{1,15}$/.test(item.merchantReference) ? Number(item.merchantReference) : null;
      const payment = paymentId ? await findPaymentById(c.get('db'), paymentId) : null;
      if (!payment || payment.provider !== 'adyen' || !payment.provider_ref) continue;
      await applyVerifiedPayment(c.get('db'), {
        provider: 'adyen', providerRef: payment.provider_ref, status: item.success ? 'paid' : 'failed',
        amountX100: item.amountX100, currency: item.currency, eventKey: item.eventKey, payload: item,
      }, d, c.get('now'));
    }
    return c.text('[accepted]');
  });

}

/** The demo's payment sandbox page (createApp mounts it in demo mode only). */
export function registerPaymentSandboxRoutes(app: Api, deps: AppDeps): void {
  registerSandboxRoutes(app, {
    onResult: async (db, ref) => {
      await confirmWithProvider(db, 'sandbox', ref, serverDeps(deps).payments, new Date());
    },
  });
}
