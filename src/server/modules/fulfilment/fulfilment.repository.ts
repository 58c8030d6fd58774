import { sql } from 'drizzle-orm';
import type { ShipmentState } from '@/contracts/fulfilment';
import type { Db } from '../../db/client';
import type { ShipmentLabelData } from '../../db/schema';
import { bigintArray, queryRows } from '../../db/sql';

/**
 * Fulfilment's SQL (docs/adr/0023). Order rows and their journal stay in ../orders/orders.repository;
 * this file reads lines with their shelves, keeps the picking/packing hold and the shipments.
 */
const iso = (d: Date) => d.toISOString();
const toIso = (v: unknown) => (v === null || v === undefined ? null : (v instanceof Date ? v : new Date(String(v))).toISOString());

// --- What is ready to pick ---

/**
 * Orders ready to pick: paid, or confirmed cash on delivery (new, no pending e-mail confirmation,
 * no deadline), nobody holding them, at least one active line and every active line's copy this
 * order's and on a shelf (a location, not discarded).
 */
export async function ordersToVerify(db: Db, limit: number) {
  const rows = await queryRows<{
    id: number; number: string; state: string; payment_method: string; shipping_method: string; carrier: string | null; name: string;
    copies: number; total_x100: number; currency: string; created_at: unknown; paid_at: unknown;
  }>(db, sql`
    select o.id::float8 as id, o.number, o.state, o.payment_method, o.shipping_method, m.carrier, o.name,
           (select count(*)::int from order_lines l where l.order_id = o.id and l.active) as copies,
           o.total_x100, o.currency, o.created_at, o.paid_at
      from orders o
      left join shipping_methods m on m.code = o.shipping_method
     where (o.state = 'paid'
            or (o.state = 'new' and o.payment_method = 'cash-on-delivery' and o.confirm_token_hash is null and o.expires_at is null))
       and not exists (select 1 from order_fulfilment f where f.order_id = o.id)
       and exists (select 1 from order_lines l where l.order_id = o.id and l.active)
       and not exists (
         select 1 from order_lines l
           join books b on b.id = l.book_id
           left join book_claims c on c.book_id = l.book_id
          where l.order_id = o.id and l.active
            and (b.location is null or b.state = 'discarded' or c.order_id is distinct from o.id))
     order by coalesce(o.paid_at, o.created_at), o.id
     limit ${limit}`);
  return rows.map((r) => ({
    orderId: Number(r.id), number: r.number, state: r.state, paymentMethod: r.payment_method, shippingMethod: r.shipping_method, carrier: r.carrier,
    name: r.name, copies: Number(r.copies), totalX100: Number(r.total_x100), currency: r.currency.trim(), createdAt: toIso(r.created_at)!, paidAt: toIso(r.paid_at),
  }));
}

/** Copy ids of the order's active lines that are not on a shelf as this order's (empty: all present). */
export async function missingCopies(db: Db, orderId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    select l.book_id::float8 as id from order_lines l join books b on b.id = l.book_id left join book_claims c on c.book_id = l.book_id
     where l.order_id = ${orderId} and l.active and (b.location is null or b.state = 'discarded' or c.order_id is distinct from ${orderId})
     order by l.book_id`);
  return rows.map((r) => Number(r.id));
}

// --- The hold ---

export interface HoldRow { orderId: number; stage: 'picking' | 'packing'; holderStaffId: number; holderName: string; since: string; scanned: number[] }

export async function findHold(db: Db, orderId: number): Promise<HoldRow | null> {
  const [row] = await queryRows<{ order_id: number; stage: 'picking' | 'packing'; holder_staff_id: number; holder_name: string | null; since: unknown; scanned: (string | number)[] | string }>(db, sql`
    select f.order_id::float8 as order_id, f.stage, f.holder_staff_id::float8 as holder_staff_id, e.name as holder_name, f.since,
           array(select x::float8 from unnest(f.scanned_book_ids) x) as scanned
      from order_fulfilment f left join employees e on e.id = f.holder_staff_id where f.order_id = ${orderId}`);
  if (!row) return null;
  return {
    orderId: Number(row.order_id), stage: row.stage, holderStaffId: Number(row.holder_staff_id), holderName: row.holder_name ?? `#${row.holder_staff_id}`,
    since: toIso(row.since)!, scanned: parseIds(row.scanned),
  };
}

/** PGlite and pg hand arrays back as arrays; a text form ('{1,2}') is read too. */
function parseIds(v: (string | number)[] | string): number[] {
  if (Array.isArray(v)) return v.map(Number);
  return v.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

export async function insertHold(db: Db, orderId: number, staffId: number, now: Date): Promise<void> {
  await db.execute(sql`insert into order_fulfilment (order_id, stage, holder_staff_id, since, updated_at) values (${orderId}, 'picking', ${staffId}, ${iso(now)}, ${iso(now)})`);
}

export async function addScan(db: Db, orderId: number, copyId: number, now: Date): Promise<void> {
  await db.execute(sql`update order_fulfilment
      set scanned_book_ids = array_append(scanned_book_ids, ${copyId}::bigint),
          since = case when stage = 'picking' then ${iso(now)}::timestamptz else since end,
          stage = 'packing', updated_at = ${iso(now)}
    where order_id = ${orderId}`);
}

export async function deleteHold(db: Db, orderId: number): Promise<void> {
  await db.execute(sql`delete from order_fulfilment where order_id = ${orderId}`);
}

export async function inProgress(db: Db) {
  const rows = await queryRows<{ order_id: number; number: string; stage: 'picking' | 'packing'; holder_staff_id: number; holder_name: string | null; since: unknown; scanned: number; copies: number }>(db, sql`
    select f.order_id::float8 as order_id, o.number, f.stage, f.holder_staff_id::float8 as holder_staff_id, e.name as holder_name, f.since,
           coalesce(array_length(f.scanned_book_ids, 1), 0)::int as scanned,
           (select count(*)::int from order_lines l where l.order_id = f.order_id and l.active) as copies
      from order_fulfilment f join orders o on o.id = f.order_id left join employees e on e.id = f.holder_staff_id
     order by f.since, f.order_id`);
  return rows.map((r) => ({
    orderId: Number(r.order_id), number: r.number, stage: r.stage, holder: { staffId: Number(r.holder_staff_id), name: r.holder_name ?? `#${r.holder_staff_id}` },
    since: toIso(r.since)!, scanned: Number(r.scanned), copies: Number(r.copies),
  }));
}

export async function ordersHeldBy(db: Db, staffId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`select order_id::float8 as id from order_fulfilment where holder_staff_id = ${staffId} order by order_id`);
  return rows.map((r) => Number(r.id));
}

// --- Lines ---

export interface PackLine { copyId: number; title: string; location: string | null; isbn: string | null; orderId: number; orderNumber: string }

export async function activeLines(db: Db, orderIds: readonly number[]): Promise<PackLine[]> {
  if (orderIds.length === 0) return [];
  const rows = await queryRows<{ copy_id: number; title: string; location: string | null; isbn: string | null; order_id: number; number: string }>(db, sql`
    select l.book_id::float8 as copy_id, l.title, b.location, coalesce(m.isbn13, m.isbn10) as isbn, l.order_id::float8 as order_id, o.number
      from order_lines l join orders o on o.id = l.order_id join books b on b.id = l.book_id left join mothers m on m.id = b.mother_id
     where l.order_id = any(${bigintArray(orderIds)}) and l.active
     order by b.location nulls last, l.book_id`);
  return rows.map((r) => ({ copyId: Number(r.copy_id), title: r.title, location: r.location, isbn: r.isbn, orderId: Number(r.order_id), orderNumber: r.number }));
}

/** The active order holding this copy, if any (a scan of another order's copy says which). */
export async function orderOfCopy(db: Db, copyId: number): Promise<{ orderId: number; number: string } | null> {
  const [row] = await queryRows<{ id: number; number: string }>(db, sql`
    select o.id::float8 as id, o.number from order_lines l join orders o on o.id = l.order_id where l.book_id = ${copyId} and l.active limit 1`);
  return row ? { orderId: Number(row.id), number: row.number } : null;
}

export async function carrierOf(db: Db, shippingMethod: string): Promise<string | null> {
  const [row] = await queryRows<{ carrier: string }>(db, sql`select carrier from shipping_methods where code = ${shippingMethod}`);
  return row?.carrier ?? null;
}

// --- Shipments ---

export interface ShipmentRow {
  id: number; orderId: number; orderNumber: string; orderState: string; carrier: string; client: string; carrierRef: string; trackingNumber: string;
  state: ShipmentState; codX100: number; currency: string; codCollectedAt: string | null; labelData: ShipmentLabelData;
  createdAt: string; shippedAt: string | null; deliveredAt: string | null; returnedAt: string | null;
}

const SHIPMENT_COLUMNS = sql.raw(`s.id::float8 as id, s.order_id::float8 as order_id, o.number as order_number, o.state as order_state, s.carrier, s.client,
  s.carrier_ref, s.tracking_number, s.state, s.cod_x100, s.currency, s.cod_collected_at, s.label_data, s.created_at, s.shipped_at, s.delivered_at, s.returned_at`);

type RawShipment = {
  id: number; order_id: number; order_number: string; order_state: string; carrier: string; client: string; carrier_ref: string; tracking_number: string;
  state: ShipmentState; cod_x100: number; currency: string; cod_collected_at: unknown; label_data: ShipmentLabelData | string;
  created_at: unknown; shipped_at: unknown; delivered_at: unknown; returned_at: unknown;
};
const toShipment = (r: RawShipment): ShipmentRow => ({
  id: Number(r.id), orderId: Number(r.order_id), orderNumber: r.order_number, orderState: r.order_state, carrier: r.carrier, client: r.client,
  carrierRef: r.carrier_ref, trackingNumber: r.tracking_number, state: r.state, codX100: Number(r.cod_x100), currency: r.currency.trim(),
  codCollectedAt: toIso(r.cod_collected_at), labelData: typeof r.label_data === 'string' ? JSON.parse(r.label_data) as ShipmentLabelData : r.label_data,
  createdAt: toIso(r.created_at)!, shippedAt: toIso(r.shipped_at), deliveredAt: toIso(r.delivered_at), returnedAt: toIso(r.returned_at),
});

export async function findShipment(db: Db, id: number, lock = false): Promise<ShipmentRow | null> {
  const [row] = await queryRows<RawShipment>(db, sql`select ${SHIPMENT_COLUMNS} from shipments s join orders o on o.id = s.order_id where s.id = ${id} ${lock ? sql`for update of s` : sql``}`);
  return row ? toShipment(row) : null;
}

export async function findShipmentByTracking(db: Db, trackingNumber: string): Promise<ShipmentRow | null> {
  const [row] = await queryRows<RawShipment>(db, sql`select ${SHIPMENT_COLUMNS} from shipments s join orders o on o.id = s.order_id where s.tracking_number = ${trackingNumber} order by s.id desc limit 1`);
  return row ? toShipment(row) : null;
}

export async function shipmentsOfOrder(db: Db, orderId: number): Promise<ShipmentRow[]> {
  const rows = await queryRows<RawShipment>(db, sql`select ${SHIPMENT_COLUMNS} from shipments s join orders o on o.id = s.order_id where s.order_id = ${orderId} order by s.id`);
  return rows.map(toShipment);
}

export interface NewShipment {
  orderId: number; carrier: string; client: string; carrierRef: string; trackingNumber: string; state: ShipmentState;
  codX100: number; currency: string; labelData: ShipmentLabelData; staffId: number;
}

export async function insertShipment(db: Db, s: NewShipment, now: Date): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`
    insert into shipments (order_id, carrier, client, carrier_ref, tracking_number, state, cod_x100, currency, label_data, created_by_staff_id, created_at, shipped_at, updated_at)
    values (${s.orderId}, ${s.carrier}, ${s.client}, ${s.carrierRef}, ${s.trackingNumber}, ${s.state}, ${s.codX100}, ${s.currency}, ${JSON.stringify(s.labelData)}::jsonb,
            ${s.staffId}, ${iso(now)}, ${s.state === 'shipped' ? iso(now) : null}, ${iso(now)})
    returning id::float8 as id`);
  return Number(row!.id);
}

const STATE_TIME: Record<ShipmentState, string> = { created: 'created_at', shipped: 'shipped_at', delivered: 'delivered_at', returned: 'returned_at' };

/** Conditional move: false when the shipment was not in `from` (a concurrent report won). */
export async function moveShipment(db: Db, id: number, from: readonly ShipmentState[], to: ShipmentState, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`
    update shipments set state = ${to}, ${sql.raw(STATE_TIME[to])} = ${iso(now)}, updated_at = ${iso(now)}
     where id = ${id} and state = any(${`{${from.join(',')}}`}::text[]) returning id`);
  return rows.length > 0;
}

/**
 * The scheduled poll's next batch: shipments on their way (shipped) created since `createdSince`,
 * not asked about since `polledBefore`, least recently asked first.
 */
export async function shipmentsToPoll(db: Db, q: { createdSince: Date; polledBefore: Date; limit: number }): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    select id::float8 as id from shipments
     where state = 'shipped' and created_at >= ${iso(q.createdSince)} and (last_polled_at is null or last_polled_at < ${iso(q.polledBefore)})
     order by last_polled_at nulls first, id
     limit ${q.limit}`);
  return rows.map((r) => Number(r.id));
}

/** The carrier was asked about the shipment now (whatever it answered). */
export async function markPolled(db: Db, id: number, now: Date): Promise<void> {
  await db.execute(sql`update shipments set last_polled_at = ${iso(now)} where id = ${id}`);
}

/** Marks the cash as collected once; false if it already was. */
export async function markCodCollected(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`update shipments set cod_collected_at = ${iso(now)}, updated_at = ${iso(now)} where id = ${id} and cod_collected_at is null returning id`);
  return rows.length > 0;
}

export async function logShipment(db: Db, entry: { shipmentId: number; event: string; state: ShipmentState; carrierStatus?: string | null; staffId?: number | null; details?: Record<string, unknown> | null }, now: Date): Promise<void> {
  await db.execute(sql`insert into shipment_log (shipment_id, event, state, carrier_status, actor_staff_id, details, created_at)
    values (${entry.shipmentId}, ${entry.event}, ${entry.state}, ${entry.carrierStatus ?? null}, ${entry.staffId ?? null}, ${entry.details ? JSON.stringify(entry.details) : null}::jsonb, ${iso(now)})`);
}

export async function shipmentLog(db: Db, id: number) {
  const rows = await queryRows<{ event: string; state: ShipmentState; carrier_status: string | null; actor_staff_id: number | null; created_at: unknown }>(db, sql`
    select event, state, carrier_status, actor_staff_id::float8 as actor_staff_id, created_at from shipment_log where shipment_id = ${id} order by id`);
  return rows.map((r) => ({ event: r.event, state: r.state, carrierStatus: r.carrier_status, actorStaffId: r.actor_staff_id === null ? null : Number(r.actor_staff_id), at: toIso(r.created_at)! }));
}
