import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  copies, employees, idempotencyKeys, mailOutbox, editions, orderComments, orderJournal, orderLines, orderRefunds, orders, orderTags, paymentEvents, payments, walletEntries,
} from '../../../db/schema';

/**
 * The order desk's SQL (docs/adr/0020): drizzle's query builder over the commerce tables. The
 * order ledger's shared moves (transition, claims, release) stay in ../orders.repository.
 */

// --- Idempotency (the checkout's idempotency_keys table, ADR 0006, with the stored answer) ---

/** Inserts the key unless it exists; true when this call inserted it (a concurrent twin waits on the primary key). */
export async function insertDeskKey(tx: Db, scope: string, key: string, hash: string, orderId: number, now: Date): Promise<boolean> {
  const rows = await tx.insert(idempotencyKeys).values({ scope, key, requestHash: hash, orderId, createdAt: now })
    .onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findDeskKey(tx: Db, scope: string, key: string): Promise<{ requestHash: string; response: unknown } | null> {
  const [row] = await tx.select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function saveDeskResponse(tx: Db, scope: string, key: string, response: unknown): Promise<void> {
  await tx.update(idempotencyKeys).set({ response }).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

// --- Lines ---

export interface DeskLine { id: number; orderId: number; copyId: number; priceX100: number; active: boolean; removedAt: Date | null }

export async function findLine(tx: Db, orderId: number, lineId: number): Promise<DeskLine | null> {
  const [row] = await tx.select({
    id: orderLines.id, orderId: orderLines.orderId, copyId: orderLines.copyId, priceX100: orderLines.priceX100, active: orderLines.active, removedAt: orderLines.removedAt,
  }).from(orderLines).where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)));
  return row ? { ...row, id: Number(row.id), orderId: Number(row.orderId), copyId: Number(row.copyId) } : null;
}

export async function activeLineCount(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(orderLines).where(and(eq(orderLines.orderId, orderId), eq(orderLines.active, true)));
  return Number(row?.n ?? 0);
}

export async function activeItemsX100(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx.select({ s: sum(orderLines.priceX100).mapWith(Number) }).from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.active, true)));
  return Number(row?.s ?? 0);
}

export async function removeLine(tx: Db, lineId: number, staffId: number, now: Date): Promise<void> {
  await tx.update(orderLines).set({ active: false, removedAt: now, removedByStaffId: staffId }).where(eq(orderLines.id, lineId));
}

export async function restoreLine(tx: Db, lineId: number): Promise<void> {
  await tx.update(orderLines).set({ active: true, removedAt: null, removedByStaffId: null }).where(eq(orderLines.id, lineId));
}

/** The copy of a removed line is free again: the order's claim goes, a copy it had sold is back in stock. */
export async function releaseCopy(tx: Db, orderId: number, copyId: number): Promise<void> {
  await tx.execute(sql`delete from book_claims where order_id = ${orderId} and book_id = ${copyId}`);
  await tx.update(copies).set({ state: 'in_stock', soldAt: null }).where(and(eq(copies.id, copyId), eq(copies.state, 'sold')));
}

/**
 * Stock-up: the copies a cancelled order still holds go back on the shelf (claims dropped, sold →
 * in stock, restocked now) and its lines are no longer active. Returns how many copies came back.
 */
export async function stockUpCopies(tx: Db, orderId: number, now: Date): Promise<number> {
  const held = await tx.execute(sql`delete from book_claims where order_id = ${orderId} returning book_id`) as unknown as { rows: { book_id: string | number }[] };
  const lineBooks = await tx.select({ copyId: orderLines.copyId }).from(orderLines).where(and(eq(orderLines.orderId, orderId), eq(orderLines.active, true)));
  const ids = [...new Set([...held.rows.map((r) => Number(r.book_id)), ...lineBooks.map((r) => Number(r.copyId))])];
  if (ids.length === 0) return 0;
  // A copy another order claims meanwhile is that order's; only unclaimed sold copies come back.
  const back = await tx.update(copies).set({ state: 'in_stock', soldAt: null, restockedAt: now })
    .where(and(inArray(copies.id, ids), eq(copies.state, 'sold'), sql`not exists (select 1 from book_claims c where c.book_id = ${copies.id})`))
    .returning({ id: copies.id });
  await tx.update(orderLines).set({ active: false }).where(and(eq(orderLines.orderId, orderId), eq(orderLines.active, true)));
  return back.length;
}

// --- The order row ---

export interface OrderMoney { itemsX100: number; shippingX100: number; paymentFeeX100: number; discountX100: number; walletX100: number; totalX100: number }

export async function setOrderMoney(tx: Db, orderId: number, money: OrderMoney, now: Date): Promise<void> {
  await tx.update(orders).set({ ...money, updatedAt: now }).where(eq(orders.id, orderId));
}

export async function setExpiresAt(tx: Db, orderId: number, expiresAt: Date, now: Date): Promise<void> {
  await tx.update(orders).set({ expiresAt, updatedAt: now }).where(eq(orders.id, orderId));
}

export async function setMergedInto(tx: Db, orderId: number, targetId: number, now: Date): Promise<void> {
  await tx.update(orders).set({ mergedIntoOrderId: targetId, updatedAt: now }).where(eq(orders.id, orderId));
}

export async function mergedInto(tx: Db, orderId: number): Promise<number | null> {
  const [row] = await tx.select({ id: orders.mergedIntoOrderId }).from(orders).where(eq(orders.id, orderId));
  return row?.id === null || row?.id === undefined ? null : Number(row.id);
}

/** Merge: the other order's active lines and its claims move to the target; claims take the target's `until`. */
export async function moveLines(tx: Db, fromOrderId: number, toOrderId: number, until: Date | 'infinity'): Promise<number> {
  const moved = await tx.update(orderLines).set({ orderId: toOrderId })
    .where(and(eq(orderLines.orderId, fromOrderId), eq(orderLines.active, true))).returning({ id: orderLines.id });
  const untilSql = until === 'infinity' ? sql`'infinity'::timestamptz` : sql`${until.toISOString()}::timestamptz`;
  await tx.execute(sql`update book_claims set order_id = ${toOrderId}, until = ${untilSql} where order_id = ${fromOrderId}`);
  return moved.length;
}

// --- Money: wallet ledger and refunds ---

export async function insertWalletEntry(tx: Db, e: { customerId: number; currency: string; amountX100: number; reason: string; orderId: number; eventKey: string }, now: Date): Promise<number> {
  const [row] = await tx.insert(walletEntries).values({ ...e, createdAt: now }).returning({ id: walletEntries.id });
  return Number(row!.id);
}

/** What the order's cancellations already gave back to the wallet (so it is never given twice). */
export async function walletReturnedX100(tx: Db, orderId: number, reason: string): Promise<number> {
  const [row] = await tx.select({ s: sum(walletEntries.amountX100).mapWith(Number) }).from(walletEntries)
    .where(and(eq(walletEntries.orderId, orderId), eq(walletEntries.reason, reason)));
  return Number(row?.s ?? 0);
}

export interface RefundRow {
  id: number; orderId: number; amountX100: number; currency: string; method: 'wallet' | 'provider' | 'bank_transfer';
  state: 'pending' | 'processing' | 'failed' | 'done' | 'cancelled'; reason: string; orderLineId: number | null; walletEntryId: number | null; createdAt: Date;
}

const refundColumns = {
  id: orderRefunds.id, orderId: orderRefunds.orderId, amountX100: orderRefunds.amountX100, currency: orderRefunds.currency, method: orderRefunds.method,
  state: orderRefunds.state, reason: orderRefunds.reason, orderLineId: orderRefunds.orderLineId, walletEntryId: orderRefunds.walletEntryId, createdAt: orderRefunds.createdAt,
};
const normalizeRefund = (r: RefundRow): RefundRow => ({
  ...r, id: Number(r.id), orderId: Number(r.orderId), currency: r.currency.trim(),
  orderLineId: r.orderLineId === null ? null : Number(r.orderLineId), walletEntryId: r.walletEntryId === null ? null : Number(r.walletEntryId),
});

export async function insertRefund(tx: Db, r: Omit<RefundRow, 'id' | 'createdAt'> & { actorStaffId: number; eventKey: string }, now: Date): Promise<RefundRow> {
  const [row] = await tx.insert(orderRefunds).values({ ...r, createdAt: now, settledAt: r.state === 'done' ? now : null }).returning(refundColumns);
  return normalizeRefund(row as RefundRow);
}

/** The latest refund a line's removal caused that has not been taken back. */
export async function openRefundForLine(tx: Db, lineId: number): Promise<RefundRow | null> {
  const [row] = await tx.select(refundColumns).from(orderRefunds)
    .where(and(eq(orderRefunds.orderLineId, lineId), ne(orderRefunds.state, 'cancelled'))).orderBy(desc(orderRefunds.id)).limit(1);
  return row ? normalizeRefund(row as RefundRow) : null;
}

export async function cancelRefund(tx: Db, refundId: number, now: Date): Promise<void> {
  await tx.update(orderRefunds).set({ state: 'cancelled', settledAt: now }).where(eq(orderRefunds.id, refundId));
}

export async function refundsOf(db: Db, orderId: number): Promise<RefundRow[]> {
  const rows = await db.select(refundColumns).from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));
  return rows.map((r) => normalizeRefund(r as RefundRow));
}

/** The provider of the order's paid payment (where a provider refund would go), null when none. */
export async function paidProvider(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db.select({ provider: payments.provider }).from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'paid'))).orderBy(desc(payments.id)).limit(1);
  return row?.provider ?? null;
}

// --- Tags and comments ---

export async function addTag(tx: Db, orderId: number, tag: string, staffId: number, now: Date): Promise<boolean> {
  const rows = await tx.insert(orderTags).values({ orderId, tag, actorStaffId: staffId, createdAt: now }).onConflictDoNothing().returning({ tag: orderTags.tag });
  return rows.length > 0;
}

export async function removeTag(tx: Db, orderId: number, tag: string): Promise<boolean> {
  const rows = await tx.delete(orderTags).where(and(eq(orderTags.orderId, orderId), eq(orderTags.tag, tag))).returning({ tag: orderTags.tag });
  return rows.length > 0;
}

export async function insertComment(tx: Db, orderId: number, body: string, staffId: number, now: Date): Promise<number> {
  const [row] = await tx.insert(orderComments).values({ orderId, body, authorStaffId: staffId, createdAt: now }).returning({ id: orderComments.id });
  return Number(row!.id);
}

/** Closes (closed = true) or reopens a comment of the order; false when it is not the order's or already so. */
export async function setCommentClosed(tx: Db, orderId: number, commentId: number, closed: boolean, staffId: number, now: Date): Promise<boolean> {
  const rows = await tx.update(orderComments)
    .set(closed ? { closedAt: now, closedByStaffId: staffId } : { closedAt: null, closedByStaffId: null })
    .where(and(eq(orderComments.id, commentId), eq(orderComments.orderId, orderId), closed ? isNull(orderComments.closedAt) : isNotNull(orderComments.closedAt)))
    .returning({ id: orderComments.id });
  return rows.length > 0;
}

// --- The detail read model ---

export async function detailLines(db: Db, orderId: number) {
  const rows = await db.select({
    id: orderLines.id, copyId: orderLines.copyId, title: orderLines.title, conditionId: orderLines.conditionId, priceX100: orderLines.priceX100,
    active: orderLines.active, removedAt: orderLines.removedAt, removedByStaffId: orderLines.removedByStaffId,
    editionId: editions.id, editionTitle: editions.title, isbn13: editions.isbn13, isbn10: editions.isbn10, location: copies.location, copyState: copies.state,
  }).from(orderLines)
    .leftJoin(copies, eq(copies.id, orderLines.copyId))
    .leftJoin(editions, eq(editions.id, copies.editionId))
    .where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  return rows.map((r) => ({
    id: Number(r.id), copyId: Number(r.copyId), title: r.title, conditionId: r.conditionId, priceX100: r.priceX100, active: r.active,
    removedAt: r.removedAt?.toISOString() ?? null, removedByStaffId: r.removedByStaffId === null ? null : Number(r.removedByStaffId),
    editionId: r.editionId ?? null, editionTitle: r.editionTitle ?? null, isbn: r.isbn13 ?? r.isbn10 ?? null, location: r.location ?? null, copyState: r.copyState ?? null,
  }));
}

export async function detailPayments(db: Db, orderId: number) {
  const rows = await db.select({
    id: payments.id, provider: payments.provider, method: payments.method, amountX100: payments.amountX100, currency: payments.currency,
    providerRef: payments.providerRef, state: payments.state, createdAt: payments.createdAt,
  }).from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
  return rows.map((r) => ({ ...r, id: Number(r.id), currency: r.currency.trim(), createdAt: r.createdAt.toISOString() }));
}

export async function detailJournal(db: Db, orderId: number) {
  return db.select({
    id: orderJournal.id, at: orderJournal.createdAt, kind: orderJournal.kind, actorStaffId: orderJournal.actorStaffId, action: orderJournal.action,
    fromState: orderJournal.fromState, toState: orderJournal.toState, reason: orderJournal.reason, details: orderJournal.details,
  }).from(orderJournal).where(eq(orderJournal.orderId, orderId)).orderBy(asc(orderJournal.createdAt), asc(orderJournal.id));
}

/** The e-mails sent about the order (the mail outbox is their record). */
export async function detailEmails(db: Db, orderId: number) {
  return db.select({ id: mailOutbox.id, at: mailOutbox.createdAt, kind: mailOutbox.kind, to: mailOutbox.toAddress, subject: mailOutbox.subject })
    .from(mailOutbox).where(eq(mailOutbox.orderId, orderId)).orderBy(asc(mailOutbox.id));
}

/** What the payment providers told us about the order's payments. */
export async function detailPaymentEvents(db: Db, orderId: number) {
  return db.select({ id: paymentEvents.id, at: paymentEvents.receivedAt, provider: paymentEvents.provider, outcome: paymentEvents.outcome, paymentId: paymentEvents.paymentId })
    .from(paymentEvents).innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
    .where(eq(payments.orderId, orderId)).orderBy(asc(paymentEvents.id));
}

export async function detailTags(db: Db, orderId: number): Promise<string[]> {
  const rows = await db.select({ tag: orderTags.tag }).from(orderTags).where(eq(orderTags.orderId, orderId)).orderBy(asc(orderTags.tag));
  return rows.map((r) => r.tag);
}

export async function detailComments(db: Db, orderId: number) {
  const rows = await db.select().from(orderComments).where(eq(orderComments.orderId, orderId)).orderBy(asc(orderComments.id));
  return rows.map((r) => ({
    id: Number(r.id), body: r.body, authorStaffId: Number(r.authorStaffId), createdAt: r.createdAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null, closedByStaffId: r.closedByStaffId === null ? null : Number(r.closedByStaffId),
  }));
}

/** The names of the employees an order's journal and comments mention, by id (the desk shows names, not numbers). */
export async function staffNames(db: Db, ids: readonly number[]): Promise<Record<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return {};
  const rows = await db.select({ id: employees.id, name: employees.name }).from(employees).where(inArray(employees.id, unique));
  return Object.fromEntries(rows.map((r) => [String(r.id), r.name]));
}
