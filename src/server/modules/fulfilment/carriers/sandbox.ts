import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxParcels } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import type { CarrierClient, CarrierStatus, CreatedParcel } from './types';

export const SANDBOX_TRACKING_PATH = '/api/adonis/sandbox/carrier/parcels';

/**
 * The demo's carrier (APP_MODE=demo only, like the payment sandbox): it accepts any parcel, hands
 * out a tracking number SBX + 10 digits, keeps the parcel in `sandbox_parcels`, and answers the
 * status call from there. The demo's dev route (sandbox-carrier.routes.ts) plays the courier:
 * delivered, returned, cash collected.
 */
export function createSandboxCarrier(db: Db, now: () => Date, baseUrl = ''): CarrierClient {
  return {
    name: 'sandbox',

    async createParcel(input): Promise<CreatedParcel> {
      const digits = String(Math.floor(Math.random() * 1e10)).padStart(10, '0');
      const trackingNumber = `SBX${digits}`;
      await db.insert(sandboxParcels).values({ trackingNumber, codX100: input.codX100, createdAt: now(), updatedAt: now() });
      return { carrierRef: trackingNumber, trackingNumber, barcode: trackingNumber };
    },

    async createReturnParcel(): Promise<CreatedParcel> {
      const digits = String(Math.floor(Math.random() * 1e10)).padStart(10, '0');
      const trackingNumber = `SBR${digits}`;
      await db.insert(sandboxParcels).values({ trackingNumber, codX100: 0, createdAt: now(), updatedAt: now() });
      return { carrierRef: trackingNumber, trackingNumber, barcode: trackingNumber };
    },

    async fetchStatus(carrierRef): Promise<CarrierStatus> {
      const [parcel] = await db.select().from(sandboxParcels).where(eq(sandboxParcels.trackingNumber, carrierRef));
      if (!parcel) throw notFound('Sandbox parcel');
      const status = parcel.status === 'accepted' ? 'in_transit' : parcel.status;
      return { status, carrierStatus: `sandbox:${parcel.status}${parcel.codCollected === 'yes' ? '+cod' : ''}`, codCollected: parcel.codCollected === 'yes' };
    },

    trackingUrl: (trackingNumber) => `${baseUrl}${SANDBOX_TRACKING_PATH}/${encodeURIComponent(trackingNumber)}`,
  };
}

/** The courier's side of the sandbox: what the dev route reports. */
export async function reportSandboxParcel(db: Db, trackingNumber: string, event: 'delivered' | 'returned' | 'cod-collected', now: Date): Promise<void> {
  const set = event === 'cod-collected' ? { codCollected: 'yes' as const, updatedAt: now } : { status: event, updatedAt: now };
  const rows = await db.update(sandboxParcels).set(set).where(eq(sandboxParcels.trackingNumber, trackingNumber)).returning({ t: sandboxParcels.trackingNumber });
  if (rows.length === 0) throw notFound('Sandbox parcel');
}
