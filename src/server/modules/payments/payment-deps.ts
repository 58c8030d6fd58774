import { absoluteUrl } from '@/routing/resolve';
import { commerceEnv, type CommerceEnv } from '../../commerce-config';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../http/types';
import { createMailer, sendConfirmRequest, sendOrderConfirmation, type Mailer } from '../mail';
import type { PaymentDeps } from './payments.service';

/** One mailer per app: the local sink (demo) or SMTP, both recording in mail_outbox first. */
const mailers = new WeakMap<AppDeps, Mailer>();
function mailerFor(deps: AppDeps, env: CommerceEnv): Mailer {
  let mailer = mailers.get(deps);
  if (!mailer) {
    mailer = deps.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, mode: env.APP_MODE, db: async () => (await deps.getDb()).db });
    mailers.set(deps, mailer);
  }
  return mailer;
}

/** The purchase path's collaborators for one app: environment, outgoing fetch, what runs after confirmation. */
export function paymentDepsFrom(deps: AppDeps): PaymentDeps {
  const env = commerceEnv(deps.env);
  const confirm = async (db: Db, orderId: number) => {
    await sendOrderConfirmation(db, orderId, {
      mailer: mailerFor(deps, env),
      now: deps.clock ? deps.clock() : new Date(),
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
        mailer: mailerFor(deps, env), now: deps.clock ? deps.clock() : new Date(), holdMinutes: env.CART_HOLD_MINUTES,
        confirmPageUrl: (locale, t) => `${absoluteUrl('confirmOrder', locale, {}, { port: env.PORT })}?token=${encodeURIComponent(t)}`,
      });
    },
  };
}
