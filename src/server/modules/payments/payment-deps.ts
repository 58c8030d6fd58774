import { absoluteUrl } from '@/routing/resolve';
import { commerceEnv } from '../../commerce-config';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../http/types';
import { sendConfirmRequest, sendOrderConfirmation, type Mailer } from '../mail';
import type { PaymentDeps } from './payments.service';

/** The purchase path's collaborators: environment, outgoing fetch, what runs after confirmation. */
export function buildPaymentDeps(deps: AppDeps, mailer: Mailer, clock: () => Date): PaymentDeps {
  const env = commerceEnv(deps.env);
  const confirm = async (db: Db, orderId: number) => {
    await sendOrderConfirmation(db, orderId, {
      mailer,
      now: clock(),
      payPageUrl: (locale, paymentCode) => absoluteUrl('pay', locale, { paymentCode }, { port: env.PORT }),
    });
  };
  return {
    env,
    fetch: deps.fetch,
    onConfirmed: async (db, orderId) => {
      await confirm(db, orderId);
      await deps.onOrderConfirmed?.(db, orderId);
    },
    requestConfirmation: async (db, orderId, token) => {
      await sendConfirmRequest(db, orderId, token, {
        mailer, now: clock(), holdMinutes: env.CART_HOLD_MINUTES,
        confirmPageUrl: (locale, t) => `${absoluteUrl('confirmOrder', locale, {}, { port: env.PORT })}?token=${encodeURIComponent(t)}`,
      });
    },
  };
}
