import type { BuybackCarrier } from '@/contracts/buyback';
import type { RouteKey } from '@/routing';

/** The steps of a carrier's selling-by-post flow, in order; /address and /date only for courier pickups. */
export type CarrierStep = 'base' | 'address' | 'date' | 'data' | 'sent';

interface CarrierRoutes {
  base: RouteKey;
  data: RouteKey;
  sent: RouteKey;
  address?: RouteKey;
  date?: RouteKey;
}

/** Each carrier's pages (routes.ts: order-<carrier> with /data and /sent, pickups with /address and /date). */
export const CARRIER_ROUTES: Readonly<Record<BuybackCarrier, CarrierRoutes>> = {
  packeta: { base: 'orderPacketa', data: 'orderPacketaData', sent: 'orderPacketaSent' },
  dpd: { base: 'orderDpd', data: 'orderDpdData', sent: 'orderDpdSent' },
  dpd_courier: { base: 'orderDpdCourier', address: 'orderDpdCourierAddress', date: 'orderDpdCourierDate', data: 'orderDpdCourierData', sent: 'orderDpdCourierSent' },
  gls: { base: 'orderGls', address: 'orderGlsAddress', date: 'orderGlsDate', data: 'orderGlsData', sent: 'orderGlsSent' },
  dhl: { base: 'orderDhl', data: 'orderDhlData', sent: 'orderDhlSent' },
  austrian_post: { base: 'orderAustrianPost', data: 'orderAustrianPostData', sent: 'orderAustrianPostSent' },
};

/** The steps a seller walks for a carrier: a pickup asks for the address and the date. */
export function carrierSteps(carrier: BuybackCarrier, pickup: boolean): CarrierStep[] {
  const routes = CARRIER_ROUTES[carrier];
  return pickup && routes.address && routes.date ? ['base', 'address', 'date', 'data', 'sent'] : ['base', 'data', 'sent'];
}

export function nextStep(carrier: BuybackCarrier, pickup: boolean, step: CarrierStep): CarrierStep {
  const steps = carrierSteps(carrier, pickup);
  return steps[Math.min(steps.length - 1, steps.indexOf(step) + 1)];
}

export function carrierRoute(carrier: BuybackCarrier, step: CarrierStep): RouteKey {
  return CARRIER_ROUTES[carrier][step] ?? CARRIER_ROUTES[carrier].base;
}
