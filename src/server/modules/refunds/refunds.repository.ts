import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankStatementLines, creditNotes, idempotencyKeys, orderRefunds, orders, paymentEvents, payments } from '../../db/schema';

/** The refunds desk's SQL (docs/adr/0024). */

export interface SendableRefund {
  id: number; orderId: number; amountX100: number; currency: string; method: 'wallet' | 'provider' | 'bank_transfer';
  state: 'pending' | 'processing' | 'failed' | 'done' | 'cancelled'; reason: string; orderLineId: number | null; eventKey: string;
  createdAt: Date; settledAt: Date | null; provider: string | null; paymentId: number | null; providerRef: string | null; attempts: number;
  errorCode: string | null; errorMessage: string | null; bankAccount: string | null; exportedAt: Date | null; walletEntryId: number | null;
}

const columns = {
  id: orderRefunds.id, orderId: orderRefunds.orderId, amountX100: orderRefunds.amountX100, currency: orderRefunds.currency, method: orderRefunds.method,
  state: orderRefunds.state, reason: orderRefunds.reason, orderLineId: orderRefunds.orderLineId, eventKey: orderRefunds.eventKey, createdAt: orderRefunds.createdAt,
  settledAt: orderRefunds.settledAt, provider: orderRefunds.provider, paymentId: orderRefunds.paymentId, providerRef: orderRefunds.providerRef,
  attempts: orderRefunds.attempts, errorCode: orderRefunds.errorCode, errorMessage: orderRefunds.errorMessage, bankAccount: orderRefunds.bankAccount,
  exportedAt: orderRefunds.exportedAt, walletEntryId: orderRefunds.walletEntryId,
};
const normalize = (r: SendableRefund): SendableRefund => ({
  ...r, id: Number(r.id), orderId: Number(r.orderId), currency: r.currency.trim(), orderLineId: r.orderLineId === null ? null : Number(r.orderLineId),
  paymentId: r.paymentId === null ? null : Number(r.paymentId), walletEntryId: r.walletEntryId === null ? null : Number(r.walletEntryId),
});

export async function refundsOfOrder(db: Db, orderId: number): Promise<SendableRefund[]> {
  const rows = await db.select(columns).from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));
  return rows.map((r) => normalize(r as SendableRefund));
}

/** The refunds to send, locked (the caller locked the order row first). */
export async function lockRefunds(tx: Db, orderId: number, refundId: number | undefined): Promise<SendableRefund[]> {
  const where = refundId !== undefined
    ? and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.id, refundId))
    : and(eq(orderRefunds.orderId, orderId), inArray(orderRefunds.state, ['pending', 'failed']));
  const rows = await tx.select(columns).from(orderRefunds).where(where).orderBy(asc(orderRefunds.id)).for('update');
  return rows.map((r) => normalize(r as SendableRefund));
}

export async function findRefund(db: Db, id: number): Promise<SendableRefund | null> {
  const [row] = await db.select(columns).from(orderRefunds).where(eq(orderRefunds.id, id));
  return row ? normalize(row as SendableRefund) : null;
}

/** A provider attempt starts: processing, counted, the provider and payment recorded, the last error cleared. */
export async function startAttempt(tx: Db, id: number, a: { provider: string; paymentId: number; staffId: number }, now: Date): Promise<number> {
  const [row] = await tx.update(orderRefunds).set({
    state: 'processing', method: 'provider', provider: a.provider, paymentId: a.paymentId, attempts: sql`${orderRefunds.attempts} + 1`, attemptedAt: now,
    errorCode: null, errorMessage: null, sentByStaffId: a.staffId,
  }).where(eq(orderRefunds.id, id)).returning({ attempts: orderRefunds.attempts });
  return Number(row!.attempts);
}

export async function markDone(
  tx: Db, id: number, d: { method: 'wallet' | 'provider' | 'bank_transfer'; providerRef?: string | null; walletEntryId?: number | null; bankAccount?: string | null; staffId: number }, now: Date,
): Promise<void> {
  await tx.update(orderRefunds).set({
    state: 'done', method: d.method, settledAt: now, sentByStaffId: d.staffId, errorCode: null, errorMessage: null,
    ...(d.providerRef !== undefined ? { providerRef: d.providerRef } : {}),
    ...(d.walletEntryId !== undefined ? { walletEntryId: d.walletEntryId } : {}),
    ...(d.bankAccount !== undefined ? { bankAccount: d.bankAccount } : {}),
  }).where(eq(orderRefunds.id, id));
}

export async function markFailed(tx: Db, id: number, code: string, message: string): Promise<void> {
  await tx.update(orderRefunds).set({ state: 'failed', errorCode: code, errorMessage: message.slice(0, 500) }).where(eq(orderRefunds.id, id));
}

export interface PaidPayment { id: number; provider: string; providerRef: string | null; currency: string; amountX100: number; pspReference: string | null }

/** The order's paid payment a provider refund goes back to (the newest), with Adyen's pspReference from its AUTHORISATION. */
export async function paidPayment(db: Db, orderId: number): Promise<PaidPayment | null> {
  const [row] = await db.select({ id: payments.id, provider: payments.provider, providerRef: payments.providerRef, currency: payments.currency, amountX100: payments.amountX100 })
    .from(payments).where(and(eq(payments.orderId, orderId), eq(payments.state, 'paid'))).orderBy(desc(payments.id)).limit(1);
  if (!row) return null;
  const [event] = await db.select({ psp: sql<string | null>`${paymentEvents.payload}->>'pspReference'` }).from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, row.id), eq(paymentEvents.outcome, 'paid'))).orderBy(desc(paymentEvents.id)).limit(1);
  return { ...row, id: Number(row.id), currency: row.currency.trim(), pspReference: event?.psp ?? null };
}

/** The account a bank transfer for the order came from (the newest statement line matched to it). */
export async function payerAccount(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db.select({ account: bankStatementLines.counterpartyAccount }).from(bankStatementLines)
    .where(and(eq(bankStatementLines.orderId, orderId), sql`${bankStatementLines.counterpartyAccount} is not null`)).orderBy(desc(bankStatementLines.id)).limit(1);
  return row?.account ?? null;
}

export async function creditNoteByRefund(db: Db, orderId: number): Promise<Map<number, { id: number; number: string }>> {
  const rows = await db.select({ id: creditNotes.id, number: creditNotes.number, refundId: creditNotes.refundId }).from(creditNotes).where(eq(creditNotes.orderId, orderId));
  return new Map(rows.map((r) => [Number(r.refundId), { id: Number(r.id), number: r.number }]));
}

// --- Idempotency (the shared idempotency_keys table with its stored answer, ADR 0006/0020) ---

export async function insertKey(tx: Db, scope: string, key: string, hash: string, orderId: number | null, now: Date): Promise<boolean> {
  const rows = await tx.insert(idempotencyKeys).values({ scope, key, requestHash: hash, orderId, createdAt: now }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(db: Db, scope: string, key: string): Promise<{ requestHash: string; response: unknown } | null> {
  const [row] = await db.select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response }).from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function saveResponse(db: Db, scope: string, key: string, response: unknown): Promise<void> {
  await db.update(idempotencyKeys).set({ response }).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

// --- Bank-transfer export ---

export interface ExportRow { id: number; orderNumber: string; name: string; amountX100: number; currency: string; bankAccount: string | null; settledAt: Date | null }

/**
 * The done bank-transfer refunds not exported yet, taken by this export (their exported_at and
 * export_key set in one statement); a repeat of the export's key answers the same rows.
 */
export async function takeForExport(tx: Db, exportKey: string, now: Date): Promise<ExportRow[]> {
  const taken = () => tx.select({
    id: orderRefunds.id, orderNumber: orders.number, name: orders.name, amountX100: orderRefunds.amountX100, currency: orderRefunds.currency,
    bankAccount: orderRefunds.bankAccount, settledAt: orderRefunds.settledAt,
  }).from(orderRefunds).innerJoin(orders, eq(orders.id, orderRefunds.orderId)).where(eq(orderRefunds.exportKey, exportKey)).orderBy(asc(orderRefunds.id));
  let rows = await taken();
  if (rows.length === 0) {
    await tx.update(orderRefunds).set({ exportedAt: now, exportKey })
      .where(and(eq(orderRefunds.method, 'bank_transfer'), eq(orderRefunds.state, 'done'), isNull(orderRefunds.exportedAt)));
    rows = await taken();
  }
  return rows.map((r) => ({ ...r, id: Number(r.id), currency: r.currency.trim() }));
}
