import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BatchState } from '@/contracts/buyback';
import type { Db } from '../../db/client';
import { buybackBatchBooks, buybackBatchEvents, buybackBatches, intakePhotos } from '../../db/schema';

export type BatchRow = typeof buybackBatches.$inferSelect;
export type BatchBookRow = typeof buybackBatchBooks.$inferSelect;
export type BatchEventRow = typeof buybackBatchEvents.$inferSelect;

/** Inserts a batch under a fresh code; null when the code is taken (the caller draws another). */
export async function insertBatch(db: Db, row: typeof buybackBatches.$inferInsert): Promise<BatchRow | null> {
  const [batch] = await db.insert(buybackBatches).values(row).onConflictDoNothing().returning();
  return batch ?? null;
}

export async function insertBatchBooks(db: Db, rows: (typeof buybackBatchBooks.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(buybackBatchBooks).values(rows);
}

export async function insertBatchEvent(db: Db, row: typeof buybackBatchEvents.$inferInsert): Promise<void> {
  await db.insert(buybackBatchEvents).values(row);
}

export async function findBatchByCode(db: Db, code: string, lock = false): Promise<BatchRow | null> {
  const q = db.select().from(buybackBatches).where(eq(buybackBatches.code, code));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function findBatchById(db: Db, id: number): Promise<BatchRow | null> {
  const [row] = await db.select().from(buybackBatches).where(eq(buybackBatches.id, id));
  return row ?? null;
}

export async function findBatchOfLead(db: Db, leadId: number): Promise<BatchRow | null> {
  const [row] = await db.select().from(buybackBatches).where(eq(buybackBatches.leadId, leadId));
  return row ?? null;
}

/** A pregenerated (printed bag) code not used yet, locked for the lead that takes it. */
export async function claimPregenerated(db: Db, code: string): Promise<BatchRow | null> {
  const [row] = await db.select().from(buybackBatches)
    .where(and(eq(buybackBatches.code, code), eq(buybackBatches.pregenerated, 1), eq(buybackBatches.state, 'created'), sql`${buybackBatches.leadId} is null`)).for('update');
  return row ?? null;
}

export async function updateBatch(db: Db, id: number, set: Partial<typeof buybackBatches.$inferInsert>): Promise<BatchRow> {
  const [row] = await db.update(buybackBatches).set(set).where(eq(buybackBatches.id, id)).returning();
  return row!;
}

/** A pregenerated code still free (no lead), without a lock: the check before the carrier is booked. */
export async function isFreeBagCode(db: Db, code: string): Promise<boolean> {
  const [row] = await db.select({ id: buybackBatches.id }).from(buybackBatches)
    .where(and(eq(buybackBatches.code, code), eq(buybackBatches.pregenerated, 1), eq(buybackBatches.state, 'created'), sql`${buybackBatches.leadId} is null`));
  return row !== undefined;
}

/** The state change as one conditional UPDATE: null when the batch is not in `from` any more. */
export async function moveBatch(db: Db, id: number, from: BatchState, to: BatchState, now: Date): Promise<BatchRow | null> {
  const [row] = await db.update(buybackBatches).set({ state: to, updatedAt: now })
    .where(and(eq(buybackBatches.id, id), eq(buybackBatches.state, from))).returning();
  return row ?? null;
}

export async function batchBooks(db: Db, batchIds: readonly number[]): Promise<BatchBookRow[]> {
  if (batchIds.length === 0) return [];
  return db.select().from(buybackBatchBooks).where(inArray(buybackBatchBooks.batchId, [...batchIds])).orderBy(asc(buybackBatchBooks.id));
}

export async function batchEvents(db: Db, batchIds: readonly number[]): Promise<BatchEventRow[]> {
  if (batchIds.length === 0) return [];
  return db.select().from(buybackBatchEvents).where(inArray(buybackBatchEvents.batchId, [...batchIds])).orderBy(asc(buybackBatchEvents.at), asc(buybackBatchEvents.id));
}

export async function customerBatches(db: Db, customerId: number): Promise<BatchRow[]> {
  return db.select().from(buybackBatches).where(eq(buybackBatches.customerId, customerId)).orderBy(desc(buybackBatches.createdAt), desc(buybackBatches.id)).limit(100);
}

export async function staffBatches(db: Db, state: BatchState | undefined): Promise<BatchRow[]> {
  const q = db.select().from(buybackBatches);
  return (state ? q.where(eq(buybackBatches.state, state)) : q).orderBy(desc(buybackBatches.createdAt), desc(buybackBatches.id)).limit(200);
}

/** Intake's verdict on the books still pending: all accepted at their quoted price (the demo's stand-in for grading). */
export async function acceptPendingBooks(db: Db, batchId: number): Promise<void> {
  await db.update(buybackBatchBooks).set({ outcome: 'accepted', acceptedX100: sql`${buybackBatchBooks.quotedX100}` })
    .where(and(eq(buybackBatchBooks.batchId, batchId), eq(buybackBatchBooks.outcome, 'pending')));
}


/** The intake desk's photos of refused books (their evidence), ids per batch book. */
export async function refusalPhotoIds(db: Db, batchBookIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (batchBookIds.length === 0) return out;
  const rows = await db.select({ id: intakePhotos.id, batchBookId: intakePhotos.batchBookId }).from(intakePhotos)
    .where(inArray(intakePhotos.batchBookId, [...batchBookIds])).orderBy(asc(intakePhotos.position), asc(intakePhotos.id));
  for (const r of rows) out.set(r.batchBookId, [...(out.get(r.batchBookId) ?? []), r.id]);
  return out;
}
