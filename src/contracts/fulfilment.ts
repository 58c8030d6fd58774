import { z } from 'zod';
import { moneyX100 } from './common';
import { ORDER_STATES } from './orders';

/**
 * Fulfilment (issue 13 item 5, docs/adr/0023): verify → pick → pack by scanning → ship, then the
 * carrier's delivered / returned / cash collected. Staff calls under /api/adonis/admin/v1:
 *
 * | call                                          | permission  |
 * |-----------------------------------------------|-------------|
 * | GET  fulfilment/to-verify                     | orders.read |
 * | GET  fulfilment/in-progress                   | orders.read |
 * | GET  fulfilment/pick-list?orders=1,2          | orders.read |
 * | POST fulfilment/orders/{id}/pick              | shipping    |
 * | POST fulfilment/orders/{id}/scan  {code}      | shipping    |
 * | POST fulfilment/orders/{id}/release           | shipping    |
 * | POST fulfilment/orders/{id}/pack              | shipping    |
 * | POST fulfilment/orders/{id}/ship              | shipping    |
 * | GET  shipments/{id}                           | orders.read |
 * | GET  shipments/{id}/label.zpl, label.pdf      | shipping    |
 * | POST shipments/{id}/delivered, returned, refresh | shipping |
 *
 * Every POST takes an Idempotency-Key (as the order desk): the same key and body answer the first
 * answer again. Errors: 409 ORDER_STATE_CONFLICT, FULFILMENT_HELD (another employee holds the
 * order), COPY_ALREADY_SCANNED, PACKING_INCOMPLETE, SHIPMENT_STATE_CONFLICT; 422
 * COPY_NOT_IN_ORDER, COPIES_NOT_PRESENT, CARRIER_UNAVAILABLE, CARRIER_REJECTED; 502 PROVIDER_UNAVAILABLE.
 */
export const FULFILMENT_STAGES = ['picking', 'packing'] as const;
export const SHIPMENT_STATES = ['created', 'shipped', 'delivered', 'returned'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/** A copy's label is its id (the number on /g/…/b/[copyId]), optionally prefixed "B"; scanners send it and Enter. */
export const COPY_LABEL = /^\s*[Bb]?0*(\d{1,15})\s*$/;
export const copyIdFromLabel = (code: string): number | null => {
  const m = COPY_LABEL.exec(code);
  return m ? Number(m[1]) : null;
};

export const fulfilmentOrderParam = z.object({ id: z.coerce.number().int().positive() });
export const shipmentParam = z.object({ id: z.coerce.number().int().positive() });
export const scanBody = z.object({ code: z.string().trim().min(1).max(64) }).strict();
export type ScanBody = z.infer<typeof scanBody>;
export const fulfilmentReasonBody = z.object({ reason: z.string().trim().min(1).max(500).optional() }).strict();
export type FulfilmentReasonBody = z.infer<typeof fulfilmentReasonBody>;
export const pickListQuery = z.object({
  /** Comma-separated order ids; default: the orders the caller is picking. */
  orders: z.string().regex(/^\d+(,\d+){0,99}$/).optional(),
});

const holder = z.object({ staffId: z.number().int(), name: z.string() });

/** An order waiting to be picked: paid, or confirmed cash on delivery, every copy on its shelf. */
export const toVerifyItem = z.object({
  orderId: z.number().int(),
  number: z.string(),
  state: z.enum(ORDER_STATES),
  paymentMethod: z.string(),
  shippingMethod: z.string(),
  carrier: z.string().nullable(),
  name: z.string(),
  copies: z.number().int(),
  totalX100: moneyX100,
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export const toVerifyList = z.object({ items: z.array(toVerifyItem) });
export type ToVerifyList = z.infer<typeof toVerifyList>;

/** An order someone is picking or packing. */
export const inProgressItem = z.object({
  orderId: z.number().int(),
  number: z.string(),
  stage: z.enum(FULFILMENT_STAGES),
  holder,
  since: z.string(),
  scanned: z.number().int(),
  copies: z.number().int(),
});
export const inProgressList = z.object({ items: z.array(inProgressItem) });
export type InProgressList = z.infer<typeof inProgressList>;

export const pickListCopy = z.object({ copyId: z.number().int(), title: z.string(), orderId: z.number().int(), orderNumber: z.string(), isbn: z.string().nullable() });
/** Copies grouped by warehouse location, locations in order (null location last). */
export const pickList = z.object({
  groups: z.array(z.object({ location: z.string().nullable(), copies: z.array(pickListCopy) })),
});
export type PickList = z.infer<typeof pickList>;

/** The state of one order at the packing desk after a pick, scan, release or pack. */
export const packingState = z.object({
  orderId: z.number().int(),
  number: z.string(),
  state: z.enum(ORDER_STATES),
  /** null once packed or released. */
  stage: z.enum(FULFILMENT_STAGES).nullable(),
  holder: holder.nullable(),
  since: z.string().nullable(),
  lines: z.array(z.object({ copyId: z.number().int(), title: z.string(), location: z.string().nullable(), scanned: z.boolean() })),
  /** The copy the last scan recorded. */
  scannedCopyId: z.number().int().nullable(),
  complete: z.boolean(),
});
export type PackingState = z.infer<typeof packingState>;

export const shipmentLogEntry = z.object({
  event: z.string(),
  state: z.enum(SHIPMENT_STATES),
  carrierStatus: z.string().nullable(),
  actorStaffId: z.number().int().nullable(),
  at: z.string(),
});

export const shipment = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderState: z.enum(ORDER_STATES),
  carrier: z.string(),
  client: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string(),
  state: z.enum(SHIPMENT_STATES),
  codX100: moneyX100,
  currency: z.string(),
  codCollectedAt: z.string().nullable(),
  createdAt: z.string(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  log: z.array(shipmentLogEntry),
});
export type Shipment = z.infer<typeof shipment>;

/** What the shopper sees of a parcel (/account/orders). */
export const customerShipment = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string(),
  state: z.enum(SHIPMENT_STATES),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type CustomerShipment = z.infer<typeof customerShipment>;

export const SANDBOX_CARRIER_EVENTS = ['delivered', 'returned', 'cod-collected'] as const;

/** GET fulfilment/orders/{id}: the order at the packing desk with its parcels (the packing screen). */
export const packingDetail = packingState.extend({
  shippingMethod: z.string(),
  paymentMethod: z.string(),
  name: z.string(),
  shipments: z.array(shipment),
});
export type PackingDetail = z.infer<typeof packingDetail>;
