import { originFor } from '@/i18n/locales';
import { journalEvent } from '@/contracts/order-journal';
import { commerceEnv } from '../../commerce-config';
import { serverDeps } from '../../http/deps';
import type { AppDeps } from '../../http/types';
import { findOrderById, journal } from '../orders';
import { sendShippedMail } from '../mail';
import type { FulfilmentDeps } from './fulfilment.service';

/**
 * The fulfilment collaborators of this app: carriers from its environment, the shipped e-mail.
 * Without Hono, so the routes and the scheduled status poll (background-jobs.ts) share it.
 */
export function fulfilmentDeps(appDeps: AppDeps): FulfilmentDeps {
  const deps = serverDeps(appDeps);
  const env = commerceEnv(deps.env);
  return {
    carriers: { env, now: deps.clock, fetch: deps.fetch, sandboxBaseUrl: originFor('cs', env.PORT) },
    onShipped: async (db, s) => {
      const sent = await sendShippedMail(db, s.orderId, { shipmentId: s.id, carrier: s.carrier, trackingNumber: s.trackingNumber, trackingUrl: s.trackingUrl, codX100: s.codX100, currency: s.currency }, { mailer: deps.mailer, now: deps.clock() });
      const order = await findOrderById(db, s.orderId);
      if (order && sent) {
        await journal(db, order.id, order.state, order.state, `"shipped" e-mail to ${order.email}`, deps.clock(), { kind: 'email', action: 'shipped-mail', details: { shipmentId: s.id }, event: journalEvent('shipped-mail', { email: order.email }) });
      }
    },
  };
}
