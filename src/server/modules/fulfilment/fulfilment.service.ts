import { copyIdFromLabel, type InProgressList, type PackingDetail, type PackingState, type PickList, type ScanBody, type Shipment, type ToVerifyList } from '@/contracts/fulfilment';
import type { OrderState } from '@/contracts/orders';
import type { Db } from '../../db/client';
import type { ShipmentLabelData } from '../../db/schema';
import type { RequestContext, StaffRef, SystemContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { checkIdempotencyKey, requestHash } from '../checkout';
import { carrierName } from '../mail';
import { journalEvent, type JournalEvent } from '@/contracts/order-journal';
import * as payments from '../payments';
import * as ledger from '../orders';
import { findDeskKey, insertDeskKey, retryOnDeadlock, saveDeskResponse, type OrderRow } from '../orders';
import { clientByName, selectCarrier, type CarrierSelection } from './carriers/select-carrier';
import { trackingUrlFor } from './carriers/tracking';
import type { CarrierStatus } from './carriers/types';
import * as repo from './fulfilment.repository';

/**
 * Fulfilment (issue 13 item 5, docs/adr/0023): transport-free services `(ctx, input)`; the routes
 * check the permission (`shipping` to act, `orders.read` to look). Like the order desk each action
 * is one transaction: the Idempotency-Key (scope fulfil:<order|shipment>:<action>), the order row
 * locked (two packers at once: one waits, then meets the new state — one wins), the state checked,
 * the work journaled. Anything refused throws before a write and rolls back: nothing changes.
 *
 *   verify (list) → pick (take the order) → scan each copy's label → pack (order packed)
 *   → ship (carrier parcel, tracking, label; order shipped; e-mail) → delivered | returned,
 *   cash on delivery paid when the carrier reports it collected.
 */
export interface FulfilmentDeps {
  carriers: Omit<CarrierSelection, 'db'>;
  /** After a shipment is handed over (the e-mail); runs after the transaction committed. */
  onShipped?: (db: Db, shipment: { id: number; orderId: number; carrier: string; trackingNumber: string; trackingUrl: string; codX100: number; currency: string }) => Promise<void>;
}

const LIST_LIMIT = 200;

function actor(ctx: RequestContext): StaffRef {
  if (ctx.staff === null) throw new AppError('NOT_LOGGED_IN', 'Log in first');
  return ctx.staff;
}

/** The Idempotency-Key, the transaction, the stored answer (as the order desk's runAction). */
async function idempotent<R>(ctx: RequestContext, scope: string, key: string, body: unknown, refId: number, work: (tx: Db, staff: StaffRef) => Promise<R>): Promise<R> {
  const staff = actor(ctx);
  checkIdempotencyKey(key);
  const hash = requestHash(body ?? {});
  return retryOnDeadlock(() => ctx.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    if (!(await insertDeskKey(tx, scope, key, hash, refId, ctx.now))) {
      const earlier = await findDeskKey(tx, scope, key);
      if (!earlier || earlier.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request');
      return earlier.response as R;
    }
    const result = await work(tx, staff);
    await saveDeskResponse(tx, scope, key, result);
    return result;
  }));
}

const conflict = (order: OrderRow, action: string) => new AppError('ORDER_STATE_CONFLICT', `Order ${order.number} is ${order.state}: ${action} is not possible now`, { state: order.state, action });

/** Paid, or cash on delivery confirmed (no e-mail confirmation pending, no deadline): ready to pick and pack. */
const isPickable = (o: OrderRow) => o.state === 'paid' || (o.state === 'new' && o.payment_method === 'cash-on-delivery' && !o.awaiting_confirmation && o.expires_at === null);

async function lockOrder(tx: Db, id: number): Promise<OrderRow> {
  const order = await ledger.findOrderById(tx, id, true);
  if (!order) throw notFound('Order');
  return order;
}

const heldByOther = (hold: repo.HoldRow) => new AppError('FULFILMENT_HELD', `${hold.holderName} is ${hold.stage} this order since ${hold.since}`, {
  holder: { staffId: hold.holderStaffId, name: hold.holderName }, stage: hold.stage, since: hold.since,
});

async function note(tx: Db, order: OrderRow, staff: StaffRef, action: string, reason: string, event: JournalEvent, now: Date, details: Record<string, unknown> | null = null, kind: ledger.JournalActor['kind'] = 'staff_action') {
  await ledger.journal(tx, order.id, order.state, order.state, reason, now, { kind, staffId: staff.id, action, details, event });
}

async function packingStateOf(tx: Db, orderId: number, scannedCopyId: number | null = null): Promise<PackingState> {
  const order = (await ledger.findOrderById(tx, orderId))!;
  const hold = await repo.findHold(tx, orderId);
  const lines = await repo.activeLines(tx, [orderId]);
  const scanned = new Set(hold?.scanned ?? []);
  const packed = !hold && (order.state === 'packed' || order.state === 'shipped' || order.state === 'delivered');
  return {
    orderId, number: order.number, state: order.state, stage: hold?.stage ?? null,
    holder: hold ? { staffId: hold.holderStaffId, name: hold.holderName } : null, since: hold?.since ?? null,
    lines: lines.map((l) => ({ copyId: l.copyId, title: l.title, location: l.location, scanned: packed || scanned.has(l.copyId) })),
    scannedCopyId, complete: packed || (lines.length > 0 && lines.every((l) => scanned.has(l.copyId))),
  };
}

// --- Lists ---

export async function listToVerify(ctx: RequestContext): Promise<ToVerifyList> {
  return { items: (await repo.ordersToVerify(ctx.db, LIST_LIMIT)) as ToVerifyList['items'] };
}

export async function listInProgress(ctx: RequestContext): Promise<InProgressList> {
  return { items: await repo.inProgress(ctx.db) };
}

/** The copies of the given orders (default: the ones the caller holds) by shelf, in walking order. */
export async function pickList(ctx: RequestContext, orders: string | undefined): Promise<PickList> {
  const staff = actor(ctx);
  const ids = orders ? [...new Set(orders.split(',').map(Number))] : await repo.ordersHeldBy(ctx.db, staff.id);
  const lines = await repo.activeLines(ctx.db, ids);
  const groups: PickList['groups'] = [];
  for (const line of lines) {
    let group = groups[groups.length - 1];
    if (!group || group.location !== line.location) groups.push(group = { location: line.location, copies: [] });
    group.copies.push({ copyId: line.copyId, title: line.title, orderId: line.orderId, orderNumber: line.orderNumber, isbn: line.isbn });
  }
  return { groups };
}

// --- Pick, scan, release, pack ---

async function take(tx: Db, order: OrderRow, staff: StaffRef, now: Date): Promise<void> {
  if (!isPickable(order)) throw conflict(order, 'pick');
  const missing = await repo.missingCopies(tx, order.id);
  if (missing.length > 0) {
    throw new AppError('COPIES_NOT_PRESENT', `Order ${order.number}: ${missing.length} copies are not on their shelves (${missing.join(', ')})`, { missing });
  }
  await repo.insertHold(tx, order.id, staff.id, now);
  await note(tx, order, staff, 'pick', `picking started by ${staff.name}`, journalEvent('picked', { name: staff.name }), now);
}

/** pick (shipping): the employee takes the order to pick it; another employee holding it → 409 FULFILMENT_HELD. */
export async function pickOrder(ctx: RequestContext, input: { orderId: number; idempotencyKey: string }): Promise<PackingState> {
  return idempotent(ctx, `fulfil:${input.orderId}:pick`, input.idempotencyKey, {}, input.orderId, async (tx, staff) => {
    const order = await lockOrder(tx, input.orderId);
    const hold = await repo.findHold(tx, order.id);
    if (hold && hold.holderStaffId !== staff.id) throw heldByOther(hold);
    if (!hold) await take(tx, order, staff, ctx.now);
    return packingStateOf(tx, order.id);
  });
}

/**
 * scan (shipping): one copy's label into the parcel. The order is taken if nobody holds it (a
 * packer may start by scanning). A label that is no copy, a copy of another order or none → 422
 * COPY_NOT_IN_ORDER; the same copy twice → 409 COPY_ALREADY_SCANNED; nothing is recorded then.
 */
export async function scanCopy(ctx: RequestContext, input: { orderId: number; idempotencyKey: string; body: ScanBody }): Promise<PackingState> {
  return idempotent(ctx, `fulfil:${input.orderId}:scan`, input.idempotencyKey, input.body, input.orderId, async (tx, staff) => {
    const order = await lockOrder(tx, input.orderId);
    let hold = await repo.findHold(tx, order.id);
    if (hold && hold.holderStaffId !== staff.id) throw heldByOther(hold);
    const copyId = copyIdFromLabel(input.body.code);
    if (copyId === null) throw new AppError('COPY_NOT_IN_ORDER', `“${input.body.code}” is not a copy label`, { code: input.body.code, reason: 'not-a-copy-label' });
    const lines = await repo.activeLines(tx, [order.id]);
    if (!lines.some((l) => l.copyId === copyId)) {
      const other = await repo.orderOfCopy(tx, copyId);
      const where = other ? `it belongs to order ${other.number}` : 'it is in no order';
      throw new AppError('COPY_NOT_IN_ORDER', `Copy ${copyId} is not in order ${order.number}: ${where}. Put it aside.`, {
        copyId, reason: other ? 'other-order' : 'not-ordered', otherOrder: other?.number ?? null,
      });
    }
    if (!hold) {
      await take(tx, order, staff, ctx.now);
      hold = (await repo.findHold(tx, order.id))!;
    }
    if (hold.scanned.includes(copyId)) throw new AppError('COPY_ALREADY_SCANNED', `Copy ${copyId} is already in the parcel`, { copyId });
    await repo.addScan(tx, order.id, copyId, ctx.now);
    await note(tx, order, staff, 'scan', `copy ${copyId} scanned into the parcel`, journalEvent('scanned', { copyId }), ctx.now, { copyId });
    return packingStateOf(tx, order.id, copyId);
  });
}

/** release (shipping): the holder gives the order back (it returns to the list to verify); scans are forgotten. */
export async function releaseOrder(ctx: RequestContext, input: { orderId: number; idempotencyKey: string; body: { reason?: string } }): Promise<PackingState> {
  return idempotent(ctx, `fulfil:${input.orderId}:release`, input.idempotencyKey, input.body, input.orderId, async (tx, staff) => {
    const order = await lockOrder(tx, input.orderId);
    const hold = await repo.findHold(tx, order.id);
    if (!hold) throw conflict(order, 'release (nobody is picking or packing it)');
    if (hold.holderStaffId !== staff.id) throw heldByOther(hold);
    await repo.deleteHold(tx, order.id);
    await note(tx, order, staff, 'release', input.body.reason ?? `released by ${staff.name}`, journalEvent('released', { name: staff.name }, input.body.reason), ctx.now, { stage: hold.stage, scanned: hold.scanned });
    return packingStateOf(tx, order.id);
  });
}

/** pack (shipping): every copy scanned → the order is packed (paid → packed, confirmed COD new → packed). */
export async function packOrder(ctx: RequestContext, input: { orderId: number; idempotencyKey: string }): Promise<PackingState> {
  return idempotent(ctx, `fulfil:${input.orderId}:pack`, input.idempotencyKey, {}, input.orderId, async (tx, staff) => {
    const order = await lockOrder(tx, input.orderId);
    if (!isPickable(order)) throw conflict(order, 'pack');
    const hold = await repo.findHold(tx, order.id);
    const lines = await repo.activeLines(tx, [order.id]);
    if (hold && hold.holderStaffId !== staff.id) throw heldByOther(hold);
    const scanned = new Set(hold?.scanned ?? []);
    const missing = lines.filter((l) => !scanned.has(l.copyId)).map((l) => l.copyId);
    if (!hold || missing.length > 0 || lines.length === 0) {
      throw new AppError('PACKING_INCOMPLETE', `Order ${order.number}: scan every copy first (${missing.length} missing)`, { missing });
    }
    const moved = await ledger.transition(tx, order.id, [order.state], 'packed', `packed by ${staff.name}`, ctx.now, undefined, {
      event: journalEvent('packed', { name: staff.name }),
      kind: 'staff_action', staffId: staff.id, action: 'pack', details: { copies: lines.map((l) => l.copyId) },
    });
    if (!moved) throw conflict(order, 'pack');
    await ledger.markBooksSold(tx, order.id, ctx.now);
    await repo.deleteHold(tx, order.id);
    return packingStateOf(tx, order.id);
  });
}

// --- Ship ---

function labelLines(order: OrderRow): string[] {
  if (order.pudo_label) return [order.pudo_label];
  const a = order.address ?? {};
  return [[a.street, a.houseNumber].filter(Boolean).join(' '), [a.zip, a.city].filter(Boolean).join(' '), a.country ?? ''].filter((l) => l.trim() !== '');
}

async function toShipment(db: Db, row: repo.ShipmentRow, origin: string): Promise<Shipment> {
  const { labelData: _label, carrierRef: _ref, ...rest } = row;
  void _label; void _ref;
  return { ...rest, orderState: row.orderState as OrderState, trackingUrl: trackingUrlFor(row.client, row.trackingNumber, origin), log: await repo.shipmentLog(db, row.id) };
}

/**
 * ship (shipping): a packed order's parcel is created at its carrier (the checkout's shipping
 * method names the carrier) — tracking number and label — and handed over: the shipment is
 * shipped, the order shipped, both journaled; the customer's e-mail follows the commit. The
 * carrier call runs inside the transaction holding the order row, so a second ship waits and then
 * meets `shipped` (409); a carrier that fails rolls everything back (and the key: retry).
 */
export async function shipOrder(ctx: RequestContext, deps: FulfilmentDeps, input: { orderId: number; idempotencyKey: string }): Promise<Shipment> {
  const origin = deps.carriers.sandboxBaseUrl ?? '';
  const shipment = await idempotent(ctx, `fulfil:${input.orderId}:ship`, input.idempotencyKey, {}, input.orderId, async (tx, staff) => {
    const order = await lockOrder(tx, input.orderId);
    if (order.state !== 'packed') throw conflict(order, 'ship');
    const carrier = await repo.carrierOf(tx, order.shipping_method);
    const client = carrier ? selectCarrier(carrier, { ...deps.carriers, db: tx }) : null;
    if (!carrier || !client) throw new AppError('CARRIER_UNAVAILABLE', `No carrier client for ${order.shipping_method} (${carrier ?? 'unknown carrier'})`, { carrier });
    const codX100 = order.payment_method === 'cash-on-delivery' && order.paid_at === null ? order.total_x100 : 0;
    const parcel = await client.createParcel({
      orderNumber: order.number, name: order.name, email: order.email, phone: order.phone, pudoId: order.pudo_id,
      address: order.pudo_id ? null : (order.address ?? null), codX100, valueX100: order.items_x100, currency: order.currency, weightGrams: 500 * Math.max(1, (await repo.activeLines(tx, [order.id])).length),
    });
    const labelData: ShipmentLabelData = {
      carrier: carrierName(carrier), trackingNumber: parcel.trackingNumber, barcode: parcel.barcode, orderNumber: order.number,
      recipient: order.name, phone: order.phone, lines: labelLines(order), codX100, currency: order.currency, sender: 'Bookturn s.r.o.',
    };
    const id = await repo.insertShipment(tx, {
      orderId: order.id, carrier, client: client.name, carrierRef: parcel.carrierRef, trackingNumber: parcel.trackingNumber, state: 'created',
      codX100, currency: order.currency, labelData, staffId: staff.id,
    }, ctx.now);
    await repo.logShipment(tx, { shipmentId: id, event: 'created', state: 'created', carrierStatus: parcel.carrierRef, staffId: staff.id }, ctx.now);
    await repo.moveShipment(tx, id, ['created'], 'shipped', ctx.now);
    await repo.logShipment(tx, { shipmentId: id, event: 'shipped', state: 'shipped', staffId: staff.id }, ctx.now);
    const moved = await ledger.transition(tx, order.id, ['packed'], 'shipped', `shipped with ${carrierName(carrier)}, tracking ${parcel.trackingNumber}`, ctx.now, undefined, {
      kind: 'staff_action', staffId: staff.id, action: 'ship', details: { shipmentId: id, carrier, client: client.name, trackingNumber: parcel.trackingNumber, codX100 },
      event: journalEvent('shipped', { carrier: carrierName(carrier), tracking: parcel.trackingNumber }),
    });
    if (!moved) throw conflict(order, 'ship');
    return toShipment(tx, (await repo.findShipment(tx, id))!, origin);
  });
  // A repeated key answers the stored shipment; the e-mail's dedupe key makes a second send a no-op.
  await deps.onShipped?.(ctx.db, {
    id: shipment.id, orderId: shipment.orderId, carrier: shipment.carrier, trackingNumber: shipment.trackingNumber, trackingUrl: shipment.trackingUrl,
    codX100: shipment.codX100, currency: shipment.currency,
  });
  return shipment;
}

/** The order at the packing desk with its parcels (GET fulfilment/orders/{id}). */
export async function getPackingDetail(ctx: RequestContext, deps: FulfilmentDeps, orderId: number): Promise<PackingDetail> {
  const order = await ledger.findOrderById(ctx.db, orderId);
  if (!order) throw notFound('Order');
  const state = await packingStateOf(ctx.db, orderId);
  const origin = deps.carriers.sandboxBaseUrl ?? '';
  const shipments = await Promise.all((await repo.shipmentsOfOrder(ctx.db, orderId)).map((s) => toShipment(ctx.db, s, origin)));
  return { ...state, shippingMethod: order.shipping_method, paymentMethod: order.payment_method, name: order.name, shipments };
}

// --- Shipment reads, labels ---

export async function getShipment(ctx: RequestContext, deps: FulfilmentDeps, id: number): Promise<Shipment> {
  const row = await repo.findShipment(ctx.db, id);
  if (!row) throw notFound('Shipment');
  return toShipment(ctx.db, row, deps.carriers.sandboxBaseUrl ?? '');
}

export async function shipmentLabel(ctx: RequestContext, id: number): Promise<ShipmentLabelData> {
  const row = await repo.findShipment(ctx.db, id);
  if (!row) throw notFound('Shipment');
  return row.labelData;
}

// --- Delivered, returned, cash collected ---

type Outcome = { status: CarrierStatus['status']; codCollected: boolean; carrierStatus: string | null };

/** Who asked the carrier, when nobody signed in did: the scheduled status poll (shipment-status-poll.ts). */
export const STATUS_POLL_SOURCE = 'scheduled-status-poll';
export type RefreshSource = typeof STATUS_POLL_SOURCE;

/**
 * Applies what the carrier (or an employee) reports: delivered → the shipment and a shipped order
 * delivered; returned → the shipment returned, the order stays (the desk decides: cancel, stock up);
 * cash collected → a paid payment and its event (one per shipment: the event key) for a COD
 * order, paid_at set. Only changes are written; a repeated report changes nothing.
 */
async function applyOutcome(tx: Db, shipment: repo.ShipmentRow, outcome: Outcome, staffId: number | null, now: Date, manual: boolean, source: RefreshSource | null = null): Promise<void> {
  const order = await lockOrder(tx, shipment.orderId);
  const locked = (await repo.findShipment(tx, shipment.id, true))!;
  // The scheduled poll says so in the journal's details (source) and its English sentence.
  const from = (details: Record<string, unknown>) => (source ? { ...details, source } : details);
  const by = source ? ' (scheduled status poll)' : '';
  const logDetails = source ? { source } : null;
  const actorOf = (action: string, details: Record<string, unknown>) => ({ kind: (staffId ? 'staff_action' : 'state') as 'staff_action' | 'state', staffId, action, details: from(details) });
  if (outcome.status === 'delivered' || outcome.status === 'returned') {
    const allowed = outcome.status === 'delivered' ? ['created', 'shipped'] as const : ['created', 'shipped', 'delivered'] as const;
    if (!(allowed as readonly string[]).includes(locked.state)) {
      if (manual) throw new AppError('SHIPMENT_STATE_CONFLICT', `Shipment ${locked.trackingNumber} is ${locked.state}: it cannot become ${outcome.status}`, { state: locked.state });
    } else {
      await repo.moveShipment(tx, locked.id, allowed, outcome.status, now);
      await repo.logShipment(tx, { shipmentId: locked.id, event: outcome.status, state: outcome.status, carrierStatus: outcome.carrierStatus, staffId, details: logDetails }, now);
      if (outcome.status === 'delivered' && order.state === 'shipped') {
        await ledger.transition(tx, order.id, ['shipped'], 'delivered', `parcel ${locked.trackingNumber} delivered${by}`, now, undefined, {
          ...actorOf('delivered', { shipmentId: locked.id }), event: journalEvent('parcel-delivered', { tracking: locked.trackingNumber }),
        });
      } else {
        await ledger.journal(tx, order.id, order.state, order.state, `parcel ${locked.trackingNumber} ${outcome.status}${by}`, now, {
          ...actorOf(outcome.status, { shipmentId: locked.id }),
          event: journalEvent(outcome.status === 'returned' ? 'parcel-returned' : 'parcel-delivered', { tracking: locked.trackingNumber }),
        });
      }
    }
  }
  if (outcome.codCollected && locked.codX100 > 0 && (await repo.markCodCollected(tx, locked.id, now))) {
    await repo.logShipment(tx, { shipmentId: locked.id, event: 'cod_collected', state: outcome.status === 'in_transit' ? locked.state : outcome.status, carrierStatus: outcome.carrierStatus, staffId, details: logDetails }, now);
    if (order.paid_at === null) {
      const paymentId = await payments.insertPayment(tx, { orderId: order.id, provider: locked.client, method: 'cash-on-delivery', amountX100: locked.codX100, currency: locked.currency }, now);
      await payments.setPaymentState(tx, paymentId, 'paid', now);
      await payments.recordEvent(tx, { provider: locked.client, eventKey: `cod:${locked.id}`, paymentId, outcome: 'paid', payload: { shipmentId: locked.id, trackingNumber: locked.trackingNumber, amountX100: locked.codX100 } }, now);
      await ledger.setPaidAtNow(tx, order.id, now);
      const after = (await ledger.findOrderById(tx, order.id))!;
      await ledger.journal(tx, order.id, after.state, after.state, `cash on delivery ${locked.codX100} ${locked.currency} collected by the carrier${by}`, now, {
        kind: 'payment', staffId, action: 'cod-collected', details: from({ paymentId, shipmentId: locked.id, amountX100: locked.codX100 }),
        event: journalEvent('cod-collected', { amountX100: locked.codX100, currency: locked.currency }),
      });
    }
  }
}

/** delivered / returned (shipping): an employee records what happened to the parcel. */
export async function markShipment(ctx: RequestContext, deps: FulfilmentDeps, input: { shipmentId: number; idempotencyKey: string; to: 'delivered' | 'returned'; body: { reason?: string } }): Promise<Shipment> {
  const origin = deps.carriers.sandboxBaseUrl ?? '';
  const existing = await repo.findShipment(ctx.db, input.shipmentId);
  if (!existing) throw notFound('Shipment');
  return idempotent(ctx, `fulfil:shipment:${input.shipmentId}:${input.to}`, input.idempotencyKey, input.body, existing.orderId, async (tx, staff) => {
    await applyOutcome(tx, existing, { status: input.to, codCollected: false, carrierStatus: input.body.reason ?? null }, staff.id, ctx.now, true);
    return toShipment(tx, (await repo.findShipment(tx, input.shipmentId))!, origin);
  });
}

/**
 * refresh (shipping; also the sandbox courier's report and the scheduled status poll, `source`):
 * asks the carrier that created the parcel for its status and applies it. The carrier call is made
 * before the transaction (a read); the shipment's last_polled_at is set with the outcome.
 */
export async function refreshShipment(ctx: SystemContext, deps: FulfilmentDeps, shipmentId: number, staffId: number | null, source: RefreshSource | null = null): Promise<Shipment> {
  const origin = deps.carriers.sandboxBaseUrl ?? '';
  const existing = await repo.findShipment(ctx.db, shipmentId);
  if (!existing) throw notFound('Shipment');
  const client = clientByName(existing.client, { ...deps.carriers, db: ctx.db });
  if (!client) throw new AppError('CARRIER_UNAVAILABLE', `The ${existing.client} client is not configured here`, { client: existing.client });
  const status = await client.fetchStatus(existing.carrierRef);
  return retryOnDeadlock(() => ctx.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    await applyOutcome(tx, existing, status, staffId, ctx.now, false, source);
    await repo.markPolled(tx, shipmentId, ctx.now);
    return toShipment(tx, (await repo.findShipment(tx, shipmentId))!, origin);
  }));
}

export { repo as fulfilmentRepository };
