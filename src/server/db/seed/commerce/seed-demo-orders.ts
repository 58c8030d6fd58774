import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { carrierName } from '@/server/modules/mail';
import { nextOrderNumbers } from '@/server/modules/orders';
import type { Db } from '../../client';
import { queryRows } from '../../sql';
import { copyClaims, copies, orderComments, orderJournal, orderLines, orders, orderTags, payments, sandboxParcels, shipmentLog, shipments, type ShipmentLabelData } from '../../schema';
import { shelfLocation } from '../catalogue/copies';
import { hashString, mix, Rng } from '../prng';
import { planDemoOrders, type DemoCopy, type DemoOrder, type DemoPudo } from './demo-orders.plan';

/** The demo's customers' domain: how the seed recognises its own orders (and never runs twice). */
export const DEMO_ORDER_DOMAIN = 'demo.bookturn.test';
export const DEMO_ORDER_COUNT = 48;

export interface DemoOrdersOptions {
  now?: Date;
  seed?: number;
  count?: number;
  /** The employee the desk's journal entries, comments and tags name (the demo administrator). */
  staffId: number | null;
  /** Older orders spread further back (the benchmark); default 30 days. */
  spanDays?: number;
  /** Orders per transaction (the benchmark writes 200 000). */
  chunk?: number;
}

/**
 * Writes the demo's orders (demo-orders.plan.ts) with their lines, payments, journal, comments,
 * tags, and the parcels (shipments with logs) of those that left the warehouse. Idempotent: skipped when orders of the demo's domain exist. Runs in demo mode only
 * (scripts/db-seed.ts), and in the admin benchmark.
 */
export async function seedDemoOrders(db: Db, opts: DemoOrdersOptions): Promise<{ orders: number }> {
  const now = opts.now ?? new Date();
  const count = opts.count ?? DEMO_ORDER_COUNT;
  const [existing] = await queryRows<{ found: boolean }>(db, sql`select exists (select 1 from orders where email like ${`%@${DEMO_ORDER_DOMAIN}`}) as found`);
  if (existing?.found) return { orders: 0 };
  const copiesFound = await soldCopies(db, count * 2);
  const pudos = await pickupPoints(db);
  const carriers = Object.fromEntries((await queryRows<{ code: string; carrier: string }>(db, sql`select code, carrier from shipping_methods`)).map((r) => [r.code, r.carrier]));
  const [staff] = opts.staffId === null ? [] : await queryRows<{ name: string }>(db, sql`select name from employees where id = ${opts.staffId}`);
  const plan = planDemoOrders({ seed: opts.seed ?? 42, now, count, copies: copiesFound, pudos, spanDays: opts.spanDays, carriers, carrierLabel: carrierName, staffName: staff?.name });
  const chunk = opts.chunk ?? 1_000;
  for (let start = 0; start < plan.length; start += chunk) {
    await db.transaction(async (tx) => writeOrders(tx as unknown as Db, plan.slice(start, start + chunk), opts.staffId, now));
  }
  return { orders: plan.length };
}

async function soldCopies(db: Db, limit: number): Promise<DemoCopy[]> {
  const rows = await queryRows<{ id: number | string; title: string; condition_id: number; price_czk_x100: number; price_eur_x100: number }>(db, sql`
    select b.id, m.title, b.condition_id, b.price_czk_x100, b.price_eur_x100
      from books b join mothers m on m.id = b.mother_id
     where b.state = 'sold' and not exists (select 1 from order_lines l where l.book_id = b.id and l.active)
     order by b.sold_at desc nulls last, b.id
     limit ${limit}`);
  return rows.map((r) => ({ id: Number(r.id), title: r.title, conditionId: r.condition_id, priceCzkX100: r.price_czk_x100, priceEurX100: r.price_eur_x100 }));
}

async function pickupPoints(db: Db): Promise<DemoPudo[]> {
  const rows = await queryRows<{ id: string; carrier: string; country: string; name: string; street: string; zip: string; city: string }>(db, sql`
    select id, carrier, country, name, street, zip, city from pudo_locations where active order by id`);
  // The label checkout stores (shipping.service pudoLabel).
  return rows.map((r) => ({ id: r.id, carrier: r.carrier, country: r.country, label: `${r.name}, ${r.street}, ${r.zip} ${r.city}` }));
}

async function writeOrders(db: Db, plan: readonly DemoOrder[], staffId: number | null, now: Date): Promise<void> {
  const numbers = await nextOrderNumbers(db, plan.map((o) => o.createdAt));
  const ids = await db.insert(orders).values(plan.map((o, i) => ({
    number: numbers[i]!,
    publicCode: randomBytes(15).toString('base64url'),
    locale: o.locale, currency: o.currency, customerId: null, email: o.email, phone: o.phone, name: o.name,
    address: o.address, shippingMethod: o.shippingMethod, pudoId: o.pudo?.id ?? null, pudoLabel: o.pudo?.label ?? null,
    paymentMethod: o.paymentMethod, itemsX100: o.itemsX100, shippingX100: o.shippingX100, paymentFeeX100: o.paymentFeeX100,
    totalX100: o.totalX100, state: o.state, expiresAt: o.expiresAt, paidAt: o.paidAt,
    confirmedAt: o.paymentMethod === 'bank-transfer' || o.paymentMethod === 'cash-on-delivery' ? o.createdAt : null,
    createdAt: o.createdAt, updatedAt: o.journal.at(-1)?.at ?? o.createdAt,
  }))).returning({ id: orders.id });
  const idOf = (i: number) => ids[i]!.id;

  const lines = plan.flatMap((o, i) => o.lines.map((l) => ({ orderId: idOf(i), copyId: l.copyId, title: l.title, conditionId: l.conditionId, priceX100: l.priceX100, active: l.active })));
  await insertAll(db, orderLines, lines);
  await shelveLiveCopies(db, plan, idOf);

  const paid = plan.flatMap((o, i) => (o.payment ? [{
    orderId: idOf(i), provider: o.payment.provider, method: o.payment.method, amountX100: o.payment.amountX100, currency: o.currency,
    providerRef: o.payment.provider === 'sandbox' ? `demo-${numbers[i]}` : null, state: o.payment.state, createdAt: o.payment.at, updatedAt: o.payment.at,
  }] : []));
  await insertAll(db, payments, paid);

  const journal = plan.flatMap((o, i) => o.journal.map((j) => ({
    orderId: idOf(i), fromState: j.fromState, toState: j.toState, reason: j.reason, kind: j.kind,
    actorStaffId: j.staff ? staffId : null, action: j.action, details: { event: j.event }, createdAt: j.at,
  })));
  await insertAll(db, orderJournal, journal);
  await writeShipments(db, plan, idOf, numbers, staffId);

  if (staffId !== null) {
    const comments = plan.flatMap((o, i) => o.comments.map((c) => ({ orderId: idOf(i), body: c.body, authorStaffId: staffId, createdAt: c.at, closedAt: c.closedAt, closedByStaffId: c.closedAt ? staffId : null })));
    await insertAll(db, orderComments, comments);
    const tags = plan.flatMap((o, i) => o.tags.map((tag) => ({ orderId: idOf(i), tag, actorStaffId: staffId, createdAt: now })));
    await insertAll(db, orderTags, tags);
  }
}

/**
 * The parcels of orders that left the warehouse (docs/adr/0023): the shipment with its label data
 * and log, and the sandbox carrier's own record of it, so its tracking page and status call answer
 * for the demo's parcels as for new ones.
 */
async function writeShipments(db: Db, plan: readonly DemoOrder[], idOf: (i: number) => number, numbers: readonly string[], staffId: number | null): Promise<void> {
  const shipped = plan.flatMap((o, i) => (o.shipment ? [{ o, i, s: o.shipment }] : []));
  if (shipped.length === 0) return;
  const label = (o: DemoOrder, i: number, s: NonNullable<DemoOrder['shipment']>): ShipmentLabelData => ({
    carrier: carrierName(s.carrier), trackingNumber: s.trackingNumber, barcode: s.trackingNumber, orderNumber: numbers[i]!, recipient: o.name, phone: o.phone,
    lines: o.pudo ? [o.pudo.label] : o.address ? [o.address.street, `${o.address.zip} ${o.address.city}`, o.address.country] : [],
    codX100: s.codX100, currency: o.currency, sender: 'Bookturn s.r.o.',
  });
  for (let start = 0; start < shipped.length; start += 500) {
    const part = shipped.slice(start, start + 500);
    const ids = await db.insert(shipments).values(part.map(({ o, i, s }) => ({
      orderId: idOf(i), carrier: s.carrier, client: 'sandbox', carrierRef: s.trackingNumber, trackingNumber: s.trackingNumber, state: s.state,
      codX100: s.codX100, currency: o.currency, codCollectedAt: s.codCollectedAt, labelData: label(o, i, s), createdByStaffId: staffId,
      createdAt: s.createdAt, shippedAt: s.shippedAt, deliveredAt: s.deliveredAt, returnedAt: s.returnedAt, updatedAt: s.log.at(-1)!.at,
    }))).returning({ id: shipments.id });
    await insertAll(db, shipmentLog, part.flatMap(({ s }, k) => s.log.map((e) => ({
      shipmentId: ids[k]!.id, event: e.event, state: e.state, carrierStatus: e.carrierStatus, actorStaffId: e.staff ? staffId : null, createdAt: e.at,
    }))));
    await insertAll(db, sandboxParcels, part.map(({ s }) => ({
      trackingNumber: s.trackingNumber, status: s.state === 'shipped' ? 'accepted' as const : s.state, codX100: s.codX100,
      codCollected: s.codCollectedAt ? 'yes' as const : 'no' as const, createdAt: s.createdAt, updatedAt: s.log.at(-1)!.at,
    })));
  }
}

/** PostgreSQL takes at most 65 535 parameters per statement: 1 000 rows of up to a dozen columns stay well under. */
async function insertAll<T extends PgTable>(db: Db, table: T, rows: ReadonlyArray<PgInsertValue<T>>): Promise<void> {
  for (let start = 0; start < rows.length; start += 1_000) await db.insert(table).values(rows.slice(start, start + 1_000));
}

/** Orders whose copies are still in the warehouse: on a shelf, and held for the order until it ships. */
const IN_WAREHOUSE: ReadonlySet<string> = new Set(['new', 'awaiting_payment', 'paid', 'packed']);

/**
 * The copies of orders not yet shipped get a shelf and the order's claim (as checkout and payment
 * leave them), so the fulfilment desk has orders to verify, pick and pack in the demo. The claim
 * of an unpaid order lapses with its deadline; a paid one's never does.
 */
async function shelveLiveCopies(db: Db, plan: readonly DemoOrder[], idOf: (i: number) => number): Promise<void> {
  const claims = plan.flatMap((o, i) => (IN_WAREHOUSE.has(o.state) ? o.lines.filter((l) => l.active).map((l) => ({
    copyId: l.copyId, orderId: idOf(i), until: o.expiresAt ?? sql`'infinity'::timestamptz`, claimedAt: o.createdAt,
  })) : []));
  for (const claim of claims) {
    const rng = new Rng(mix(hashString('demo-shelf'), claim.copyId));
    await db.update(copies).set({ location: shelfLocation(rng) }).where(eq(copies.id, claim.copyId));
  }
  await insertAll(db, copyClaims, claims);
}

