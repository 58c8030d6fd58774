import { createRoute } from '@hono/zod-openapi';
import { apiError } from '@/contracts/common';
import { pushSubscriptionRequest, pushSubscriptionResponse, pushUnsubscribeRequest, vapidKeyResponse } from '@/contracts/content';
import type { Api } from '../../http/types';
import { AppError } from '../../http/errors';
import { respond } from '../../http/validation';
import { upsertPushSubscription } from './push.repository';
import { removeOwnSubscription } from './push.service';

const json = <S,>(schema: S) => ({ content: { 'application/json': { schema } } });

export interface PushRouteOptions {
  /** The VAPID public key (base64url, uncompressed P-256 point); absent = Web Push is off. */
  vapidPublicKey?: string | null;
}

/**
 * Web Push subscriptions of browsers whose owner allowed notifications. The watchdog run sends
 * its hits to them (push.service.ts: RFC 8291 payload encryption, RFC 8292 VAPID signing).
 */
export function registerPushRoutes(app: Api, options: PushRouteOptions = {}): void {
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/push/vapid-public-key', tags: ['push'],
      summary: 'The VAPID application server key for PushManager.subscribe, or null when Web Push is not configured',
      responses: { 200: { description: 'Key', ...json(vapidKeyResponse) } },
    }),
    async (c) => respond(c, vapidKeyResponse, { publicKey: options.vapidPublicKey || null }),
  );

  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/push/subscriptions', tags: ['push'],
      summary: "Stores the browser's push subscription (PushSubscription.toJSON()), linked to the customer when logged in",
      request: { body: { required: true, ...json(pushSubscriptionRequest) } },
      responses: {
        201: { description: 'Stored', ...json(pushSubscriptionResponse) },
        400: { description: 'VALIDATION_FAILED', ...json(apiError) },
        404: { description: 'NOT_FOUND: Web Push is not configured', ...json(apiError) },
        409: { description: "CONFLICT: the endpoint belongs to another browser's or customer's subscription; nothing changed", ...json(apiError) },
      },
    }),
    async (c) => {
      if (!options.vapidPublicKey) return c.json({ error: { code: 'NOT_FOUND', message: 'Web Push is not configured' } }, 404);
      const body = c.req.valid('json');
      const stored = await upsertPushSubscription(c.get('db'), {
        endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, locale: c.get('locale'), customerId: c.var.ctx.customer?.id ?? null, now: c.get('now'),
      });
      if (!stored) throw new AppError('CONFLICT', 'This push endpoint belongs to another subscription');
      return respond(c, pushSubscriptionResponse, { subscribed: true }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete', path: '/adonis/v1/push/subscriptions', tags: ['push'],
      summary: 'Forgets a push subscription (the browser unsubscribed): only for the customer it belongs to, or with its auth secret',
      request: { body: { required: true, ...json(pushUnsubscribeRequest) } },
      responses: {
        200: { description: 'Removed', ...json(pushSubscriptionResponse) },
        400: { description: 'VALIDATION_FAILED', ...json(apiError) },
        404: { description: 'NOT_FOUND: no such subscription, or not yours', ...json(apiError) },
      },
    }),
    async (c) => {
      const { endpoint, keys } = c.req.valid('json');
      await removeOwnSubscription(c.get('db'), endpoint, { customerId: c.var.ctx.customer?.id ?? null, auth: keys?.auth });
      return respond(c, pushSubscriptionResponse, { subscribed: false });
    },
  );
}
