import type { Db } from '../../../db/client';

/**
 * One interface for every carrier (issue 13 item 5, docs/adr/0023): a real client at the edge
 * (Packeta's REST/XML API), the demo's sandbox twin in demo mode only. Calls have a timeout; a
 * carrier that cannot be reached is 502 PROVIDER_UNAVAILABLE, one that refuses the parcel 422
 * CARRIER_REJECTED — both before anything is written.
 */
export type CarrierClientName = 'packeta' | 'sandbox';

export interface ParcelInput {
  /** Our order number: the carrier's reference of the parcel. */
  orderNumber: string;
  /** Our shipment row does not exist yet; the label carries the order number. */
  name: string;
  email: string;
  phone: string;
  /** A pick-up point id (Packeta addressId) or null for home delivery. */
  pudoId: string | null;
  address: { street?: string; houseNumber?: string; city?: string; zip?: string; country?: string } | null;
  /** Cash to collect, hundredths of `currency` (0: prepaid). */
  codX100: number;
  /** What the parcel is worth (insurance), hundredths. */
  valueX100: number;
  currency: string;
  weightGrams: number;
}

export interface CreatedParcel {
  /** The carrier's id of the parcel (Packeta packet id). */
  carrierRef: string;
  /** What the customer tracks (Packeta: the barcode Z…). */
  trackingNumber: string;
  /** Printable barcode text. */
  barcode: string;
}

export type ParcelStatus = 'in_transit' | 'delivered' | 'returned';

export interface CarrierStatus {
  status: ParcelStatus;
  /** The carrier's own words (status code / text), kept in the shipment log. */
  carrierStatus: string;
  /** The carrier collected the cash on delivery. */
  codCollected: boolean;
}

/** A parcel a customer sends to the shop (buying books, issue 14): the carrier's return label. */
export interface ReturnParcelInput {
  /** Our reference (the batch code): on the label and the carrier's record. */
  reference: string;
  /** The sender (the seller). */
  name: string;
  email: string;
  phone: string;
  /** What the parcel is worth (insurance), hundredths of `currency`. */
  valueX100: number;
  currency: string;
}

export interface CarrierClient {
  readonly name: CarrierClientName;
  createParcel(input: ParcelInput): Promise<CreatedParcel>;
  /** A return parcel from a customer to the shop (Packeta: a claim packet; its label is sent to the customer too). */
  createReturnParcel(input: ReturnParcelInput): Promise<CreatedParcel>;
  fetchStatus(carrierRef: string): Promise<CarrierStatus>;
  /** The public tracking page for a tracking number (the "shipped" e-mail, the account). */
  trackingUrl(trackingNumber: string): string;
}

/** What selecting a carrier needs: the database (the sandbox keeps its parcels there). */
export interface CarrierContext { db: Db; fetch?: typeof fetch; now: () => Date }
