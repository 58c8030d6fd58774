import { sql } from 'drizzle-orm';
import { pgTable, bigserial, bigint, integer, text, char, timestamp, jsonb, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { orders } from './commerce';

/**
 * Fulfilment (issue 13 item 5, docs/adr/0023): the way a paid (or confirmed cash-on-delivery)
 * order goes from the shelf to the customer.
 *
 *  order_fulfilment — while the order is being picked or packed: who holds it and since when, and
 *    which copies the packer has scanned. One row per order; it goes when the order is packed or
 *    released (the journal keeps the history).
 *  shipments — a parcel handed to a carrier: its tracking number, state and label data.
 *  shipment_log — every event of a shipment (created, handed over, carrier status, COD collected).
 */
export const FULFILMENT_STAGES = ['picking', 'packing'] as const;

export const orderFulfilment = pgTable('order_fulfilment', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey().references(() => orders.id),
  stage: text('stage', { enum: FULFILMENT_STAGES }).notNull(),
  /** The employee who holds the order (staff id); another employee's pick or scan gets 409. */
  holderStaffId: bigint('holder_staff_id', { mode: 'number' }).notNull(),
  /** Since when the holder has it (the stage's start). */
  since: timestamp('since', { withTimezone: true }).notNull(),
  /** Copies (book ids) scanned into the parcel so far. */
  scannedCopyIds: bigint('scanned_book_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('order_fulfilment_holder_idx').on(t.holderStaffId),
  check('order_fulfilment_stage', sql`${t.stage} in ('picking', 'packing')`),
]);

export const SHIPMENT_STATES = ['created', 'shipped', 'delivered', 'returned'] as const;

/** What a label shows (ZPL and PDF are rendered from it, so a reprint is the same label). */
export interface ShipmentLabelData {
  carrier: string;
  trackingNumber: string;
  /** The carrier's barcode text (Packeta: Z + 10 digits). */
  barcode: string;
  orderNumber: string;
  recipient: string;
  phone: string;
  lines: string[];
  codX100: number;
  currency: string;
  sender: string;
}

export const shipments = pgTable('shipments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  /** The carrier code (shipping_methods.carrier: packeta, dpd, …) and which client created it (packeta | sandbox). */
  carrier: text('carrier').notNull(),
  client: text('client').notNull(),
  /** The carrier's id of the parcel (Packeta packet id) and the number the customer tracks. */
  carrierRef: text('carrier_ref').notNull(),
  trackingNumber: text('tracking_number').notNull(),
  state: text('state', { enum: SHIPMENT_STATES }).notNull(),
  /** Cash to collect on delivery, hundredths of `currency`; 0 when prepaid. */
  codX100: integer('cod_x100').notNull().default(0),
  currency: char('currency', { length: 3 }).notNull(),
  codCollectedAt: timestamp('cod_collected_at', { withTimezone: true }),
  labelData: jsonb('label_data').$type<ShipmentLabelData>().notNull(),
  createdByStaffId: bigint('created_by_staff_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  returnedAt: timestamp('returned_at', { withTimezone: true }),
  /** When the carrier was last asked for the parcel's status (the scheduled poll, a staff refresh); null: never. */
  lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('shipments_order_idx').on(t.orderId),
  uniqueIndex('shipments_carrier_tracking_idx').on(t.carrier, t.trackingNumber),
  // One live parcel per order and carrier: a second ship of the same order cannot create another.
  uniqueIndex('shipments_live_per_order_idx').on(t.orderId, t.carrier).where(sql`${t.state} <> 'returned'`),
  index('shipments_open_idx').on(t.state).where(sql`${t.state} in ('created', 'shipped')`),
  check('shipments_state', sql`${t.state} in ('created', 'shipped', 'delivered', 'returned')`),
  check('shipments_cod', sql`${t.codX100} >= 0`),
]);

export const shipmentLog = pgTable('shipment_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  shipmentId: bigint('shipment_id', { mode: 'number' }).notNull().references(() => shipments.id),
  /** created, shipped, status, delivered, returned, cod_collected. */
  event: text('event').notNull(),
  /** The state after the event. */
  state: text('state', { enum: SHIPMENT_STATES }).notNull(),
  /** The carrier's own status text or code, when the event came from it. */
  carrierStatus: text('carrier_status'),
  actorStaffId: bigint('actor_staff_id', { mode: 'number' }),
  details: jsonb('details').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('shipment_log_shipment_idx').on(t.shipmentId)]);

/**
 * The demo's local carrier (APP_MODE=demo only, like sandbox_payments): the parcels it was given
 * and what became of them, so its status call answers like a real carrier's.
 */
export const sandboxParcels = pgTable('sandbox_parcels', {
  trackingNumber: text('tracking_number').primaryKey(),
  status: text('status', { enum: ['accepted', 'delivered', 'returned'] }).notNull().default('accepted'),
  codX100: integer('cod_x100').notNull().default(0),
  codCollected: text('cod_collected', { enum: ['no', 'yes'] }).notNull().default('no'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
