import { commerceEnv } from '../commerce-config';
import { mailerFromEnv, type Mailer } from '../modules/mail';
import { buildPaymentDeps } from '../modules/payments/payment-deps';
import type { PaymentDeps } from '../modules/payments/payments.service';
import type { AppDeps } from './types';

/**
 * The app's shared collaborators, each built once per app: the mailer (sink or SMTP, both through
 * mail_outbox), the clock and the purchase path's payment collaborators. createApp resolves them;
 * route modules mounted alone by a test resolve the same deps object to the same instances.
 */
export interface ServerDeps extends AppDeps {
  mailer: Mailer;
  clock: () => Date;
  payments: PaymentDeps;
}

const resolved = new WeakMap<AppDeps, ServerDeps>();

export function serverDeps(deps: AppDeps): ServerDeps {
  if (isServerDeps(deps)) return deps;
  let done = resolved.get(deps);
  if (!done) {
    const env = commerceEnv(deps.env);
    const mailer = deps.mailer ?? mailerFromEnv(env, async () => (await deps.getDb()).db);
    const clock = deps.clock ?? (() => new Date());
    done = { ...deps, mailer, clock, payments: buildPaymentDeps(deps, mailer, clock) };
    resolved.set(deps, done);
    resolved.set(done, done);
  }
  return done;
}

const isServerDeps = (deps: AppDeps): deps is ServerDeps => resolved.get(deps) === deps;
