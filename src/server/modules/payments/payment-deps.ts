import { commerceEnv } from '../../commerce-config';
import type { AppDeps } from '../../http/types';
import type { PaymentDeps } from './payments.service';

/** The purchase path's collaborators for one app: environment, outgoing fetch, what runs after confirmation. */
export function paymentDepsFrom(deps: AppDeps): PaymentDeps {
  return {
    env: commerceEnv(deps.env),
    fetch: deps.fetch,
    onConfirmed: deps.onOrderConfirmed ?? (async () => undefined),
  };
}
