import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import { bankLocks, buybackPayouts, customerDebtEntries, payoutExports, walletEntries } from '../../db/schema';

export type PayoutRow = typeof buybackPayouts.$inferSelect;

/** One payout per batch: null when the batch has one already (the unique batch_id). */
export async function insertPayout(db: Db, row: typeof buybackPayouts.$inferInsert): Promise<PayoutRow | null> {
  const [payout] = await db.insert(buybackPayouts).values(row).onConflictDoNothing({ target: buybackPayouts.batchId }).returning();
  return payout ?? null;
}

/** A commission payout's bank payout (issue 16): null when it has one already (unique commission_payout_id). */
export async function insertCommissionPayout(db: Db, row: typeof buybackPayouts.$inferInsert): Promise<PayoutRow | null> {
  const [payout] = await db.insert(buybackPayouts).values(row).onConflictDoNothing().returning();
  return payout ?? null;
}

export async function payoutOfCommissionPayout(db: Db, commissionPayoutId: number): Promise<PayoutRow | null> {
  const [row] = await db.select().from(buybackPayouts).where(eq(buybackPayouts.commissionPayoutId, commissionPayoutId));
  return row ?? null;
}

/** The state of buyback payouts by id (a commission payout's bank transfer: locked → exported). */
export async function payoutStates(db: Db, ids: readonly number[]): Promise<Map<number, { state: string; exportedAt: Date | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: buybackPayouts.id, state: buybackPayouts.state, exportedAt: buybackPayouts.exportedAt }).from(buybackPayouts).where(inArray(buybackPayouts.id, [...ids]));
  return new Map(rows.map((r) => [Number(r.id), { state: r.state, exportedAt: r.exportedAt }]));
}

export async function payoutOfBatch(db: Db, batchId: number): Promise<PayoutRow | null> {
  const [row] = await db.select().from(buybackPayouts).where(eq(buybackPayouts.batchId, batchId));
  return row ?? null;
}

/** The customer row's lock: debt settlement and wallet movements of one customer run one at a time. */
export async function lockCustomer(db: Db, customerId: number): Promise<void> {
  await db.execute(sql`select id from customers where id = ${customerId} for update`);
}

/** What the customer owes in a currency (positive), from the debt ledger. */
export async function debtBalance(db: Db, customerId: number, currency: string): Promise<number> {
  const [row] = await queryRows<{ owed: number | string | null }>(db, sql`
    select coalesce(sum(amount_x100), 0) as owed from customer_debt_entries where customer_id = ${customerId} and currency = ${currency}`);
  return Number(row?.owed ?? 0);
}

/** A ledger row of the debt ledger; false when its event key was recorded already. */
export async function insertDebtEntry(db: Db, row: typeof customerDebtEntries.$inferInsert): Promise<boolean> {
  const rows = await db.insert(customerDebtEntries).values(row).onConflictDoNothing().returning({ id: customerDebtEntries.id });
  return rows.length > 0;
}

/** A wallet movement keyed by its business event; false when the key was recorded already. */
export async function insertWalletEntry(db: Db, row: typeof walletEntries.$inferInsert): Promise<boolean> {
  const rows = await db.insert(walletEntries).values(row).onConflictDoNothing().returning({ id: walletEntries.id });
  return rows.length > 0;
}

export async function insertBankLock(db: Db, row: typeof bankLocks.$inferInsert): Promise<void> {
  await db.insert(bankLocks).values(row).onConflictDoNothing();
}

export async function customerPayouts(db: Db, customerId: number): Promise<Array<PayoutRow & { batchCode: string | null }>> {
  return queryRows(db, sql`
    select p.id, p.batch_id as "batchId", p.customer_id as "customerId", p.method, p.state, p.currency, p.books_x100 as "booksX100",
           p.bonus_x100 as "bonusX100", p.debt_settled_x100 as "debtSettledX100", p.net_x100 as "netX100", p.bank_account as "bankAccount",
           p.account_holder as "accountHolder", p.export_id as "exportId", p.created_at as "createdAt", p.paid_at as "paidAt",
           p.exported_at as "exportedAt", b.code as "batchCode"
      from buyback_payouts p left join buyback_batches b on b.id = p.batch_id
     where p.customer_id = ${customerId}
     order by p.created_at desc, p.id desc limit 100`);
}

/** The bank payouts waiting for the payment file, locked (the export takes each once). */
export async function lockPayoutsToExport(db: Db, currency: string): Promise<PayoutRow[]> {
  return db.select().from(buybackPayouts)
    .where(and(eq(buybackPayouts.method, 'bank'), eq(buybackPayouts.state, 'locked'), eq(buybackPayouts.currency, currency)))
    .orderBy(asc(buybackPayouts.id)).for('update', { skipLocked: true });
}

export async function insertExport(db: Db, row: typeof payoutExports.$inferInsert): Promise<number> {
  const [created] = await db.insert(payoutExports).values(row).returning({ id: payoutExports.id });
  return Number(created!.id);
}

export async function markExported(db: Db, payoutIds: readonly number[], exportId: number, now: Date): Promise<void> {
  if (payoutIds.length === 0) return;
  await db.update(buybackPayouts).set({ state: 'exported', exportId, exportedAt: now, paidAt: now })
    .where(and(inArray(buybackPayouts.id, [...payoutIds]), eq(buybackPayouts.state, 'locked')));
  await db.update(bankLocks).set({ releasedAt: now }).where(and(inArray(bankLocks.payoutId, [...payoutIds]), sql`${bankLocks.releasedAt} is null`));
}


/** One payout, its row locked (the support desk's mark-paid / failed, issue 16). */
export async function lockPayout(db: Db, id: number): Promise<PayoutRow | null> {
  const [row] = await db.select().from(buybackPayouts).where(eq(buybackPayouts.id, id)).for('update');
  return row ?? null;
}

export async function setPayoutState(db: Db, id: number, state: 'paid' | 'cancelled', now: Date): Promise<void> {
  await db.update(buybackPayouts).set(state === 'paid' ? { state, paidAt: now } : { state, paidAt: null }).where(eq(buybackPayouts.id, id));
  await db.update(bankLocks).set({ releasedAt: now }).where(and(eq(bankLocks.payoutId, id), sql`${bankLocks.releasedAt} is null`));
}
