// Fulfilment's public face for other modules (issue 13 item 5, docs/adr/0023).
import type { CustomerShipment } from '@/contracts/fulfilment';
import { originFor } from '@/i18n/locales';
import type { Db } from '../../db/client';
import { carrierName } from '../mail';
import { trackingUrlFor } from './carriers/tracking';
import { shipmentsOfOrder } from './fulfilment.repository';

/** An order's parcels as the shopper sees them (/account/orders): carrier, tracking number and link, state. */
export async function customerShipments(db: Db, orderId: number, port: number): Promise<CustomerShipment[]> {
  return (await shipmentsOfOrder(db, orderId)).map((s) => ({
    carrier: carrierName(s.carrier), trackingNumber: s.trackingNumber, trackingUrl: trackingUrlFor(s.client, s.trackingNumber, originFor('cs', port)),
    state: s.state, shippedAt: s.shippedAt, deliveredAt: s.deliveredAt,
  }));
}

// The carrier interface for other flows that ship parcels (buying books: the seller's parcel to us).
export { selectCarrier, type CarrierSelection } from './carriers/select-carrier';
export type { CarrierClient, ParcelInput, CreatedParcel } from './carriers/types';
