import type { CommerceEnv } from '../../../commerce-config';
import type { Db } from '../../../db/client';
import { createPacketaClient } from './packeta';
import { createSandboxCarrier } from './sandbox';
import type { CarrierClient, CarrierClientName } from './types';

export type CarrierEnv = Pick<CommerceEnv, 'APP_MODE' | 'PACKETA_API_PASSWORD' | 'PACKETA_API_URL' | 'PACKETA_ESHOP' | 'CARRIER_TIMEOUT_MS'>;

export interface CarrierSelection { env: CarrierEnv; db: Db; now: () => Date; fetch?: typeof fetch; sandboxBaseUrl?: string }

/** The demo's sandbox carrier exists in demo mode only (absent in production, like the payment sandbox). */
export const isSandboxCarrierEnabled = (env: Pick<CommerceEnv, 'APP_MODE'>) => env.APP_MODE === 'demo';

const packeta = (sel: CarrierSelection) => createPacketaClient({
  apiPassword: sel.env.PACKETA_API_PASSWORD ?? '', apiUrl: sel.env.PACKETA_API_URL, eshop: sel.env.PACKETA_ESHOP, timeoutMs: sel.env.CARRIER_TIMEOUT_MS, fetch: sel.fetch,
});

/**
 * The client for an order's carrier (shipping_methods.carrier of its checkout shipping method):
 * Packeta's real API when its password is set; in demo mode the sandbox carrier for everything
 * else; otherwise none (422 CARRIER_UNAVAILABLE: that carrier has no client yet).
 */
export function selectCarrier(carrier: string, sel: CarrierSelection): CarrierClient | null {
  if (carrier === 'packeta' && sel.env.PACKETA_API_PASSWORD) return packeta(sel);
  if (isSandboxCarrierEnabled(sel.env)) return createSandboxCarrier(sel.db, sel.now, sel.sandboxBaseUrl ?? '');
  return null;
}

/** The client that created a shipment (its status call and tracking page), null if it no longer exists here. */
export function clientByName(name: string, sel: CarrierSelection): CarrierClient | null {
  const client = name as CarrierClientName;
  if (client === 'packeta') return sel.env.PACKETA_API_PASSWORD ? packeta(sel) : null;
  if (client === 'sandbox') return isSandboxCarrierEnabled(sel.env) ? createSandboxCarrier(sel.db, sel.now, sel.sandboxBaseUrl ?? '') : null;
  return null;
}
