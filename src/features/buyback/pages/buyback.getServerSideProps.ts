import type { BuybackCarrier, TransportOptions } from '@/contracts/buyback';
import { withShell } from '@/app-context/page/shell.server';
import { sessionUserProp } from '@/app-context/session';
import { fetchTransportOptions, transportOptionsKey } from '../api/transport';
import type { CarrierStep } from '../lib/carriers';

/** A selling page: the visitor (to fill in their details), never cached for a logged-in one. */
export const sellPageProps = withShell(async (ctx) => {
  const session = await sessionUserProp(ctx.client);
  ctx.res.setHeader('cache-control', 'private, no-store');
  return { props: { ...session } };
}, { namespaces: ['buyback'] });

async function withTransport(ctx: Parameters<Parameters<typeof withShell>[0] & object>[0]): Promise<TransportOptions> {
  const options = await fetchTransportOptions(ctx.client);
  ctx.seedFallback(transportOptionsKey(), options);
  return options;
}

/** The transport-selection pages: the storefront's carriers come seeded. */
export const transportPageProps = withShell(async (ctx) => {
  const [session] = await Promise.all([sessionUserProp(ctx.client), withTransport(ctx)]);
  ctx.res.setHeader('cache-control', 'private, no-store');
  return { props: { ...session } };
}, { namespaces: ['buyback'] });

export interface CarrierPageProps {
  carrier: BuybackCarrier;
  step: CarrierStep;
  [key: string]: unknown;
}

/** A step of one carrier's selling-by-post flow (order-<carrier>[/address|/date|/data|/sent]). */
export function carrierPageProps(carrier: BuybackCarrier, step: CarrierStep) {
  return withShell<CarrierPageProps>(async (ctx) => {
    const [session] = await Promise.all([sessionUserProp(ctx.client), withTransport(ctx)]);
    ctx.res.setHeader('cache-control', 'private, no-store');
    return { props: { carrier, step, ...session } };
  }, { namespaces: ['buyback'] });
}
