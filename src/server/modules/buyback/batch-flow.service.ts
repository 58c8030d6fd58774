import type { BatchState, BatchView } from '@/contracts/buyback';
import type { Db } from '../../db/client';
import type { SystemContext } from '../../http/context';
import { retryOnDeadlock } from '../orders';
import { AppError } from '../../http/errors';
import { acceptPendingBooks, batchBooks, findBatchByCode, type BatchRow } from './batches.repository';
import { batchViews, moveBatchInTx, requireBatch, sendBatchMailsSoon, type BatchMoveDeps } from './batches.service';
import { lockCustomer } from './payouts.repository';
import { payBatchInTx } from './payouts.service';

/**
 * A batch's moves with their consequences, in one transaction: becoming `processed` pays the
 * accepted books (payouts.service); a wallet payout is paid at once, so the batch goes on to
 * `paid_out`. The seller's e-mails go out after the commit.
 */
async function moveWithPayout(tx: Db, batch: BatchRow, to: BatchState, now: Date, actor: { staffId?: number | null; reason?: string | null }, states: BatchState[]): Promise<BatchRow> {
  // Processed means every book has its verdict (accepted at a price or refused): nothing is paid on a guess.
  if (to === 'processed' && batch.state === 'processing' && (await batchBooks(tx, [batch.id])).some((b) => b.outcome === 'pending')) {
    throw new AppError('BATCH_STATE_CONFLICT', `Batch ${batch.code} still has books without a verdict`, { from: batch.state, to, reason: 'BOOKS_PENDING' });
  }
  let moved = await moveBatchInTx(tx, batch, to, now, actor);
  states.push(to);
  if (to === 'processed') {
    const { payout } = await payBatchInTx(tx, moved, now);
    if (payout.state === 'paid') {
      moved = await moveBatchInTx(tx, moved, 'paid_out', now, { ...actor, reason: 'paid to the wallet' });
      states.push('paid_out');
    }
  }
  return moved;
}

/**
 * Locks in one order everywhere: the seller's customer row first (payouts settle debts and move
 * the wallet under it), then the batch row. A deadlock still possible with other flows reruns the
 * whole transaction.
 */
async function lockedBatch(tx: Db, code: string): Promise<BatchRow> {
  const peek = await findBatchByCode(tx, code);
  if (peek?.customerId) await lockCustomer(tx, peek.customerId);
  return requireBatch(tx, code, true);
}

/** Staff (and the intake desk to come): one move of the state machine. */
export async function transitionBatch(
  ctx: SystemContext & { staffId?: number | null }, deps: BatchMoveDeps, code: string, to: BatchState, reason?: string,
): Promise<BatchView> {
  const states: BatchState[] = [];
  const moved = await retryOnDeadlock(() => ctx.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    states.length = 0;
    const batch = await lockedBatch(tx, code);
    return moveWithPayout(tx, batch, to, ctx.now, { staffId: ctx.staffId ?? null, reason: reason ?? null }, states);
  }));
  sendBatchMailsSoon(ctx.db, deps, moved.id, states);
  return (await batchViews(ctx.db, [moved], 'en'))[0]!;
}

/**
 * The demo's stand-in for intake (demo mode only): the parcel arrives, every pending book is
 * accepted at its quoted price, the batch is processed and paid (wallet at once; bank once exported).
 */
export async function completeBatchDemo(ctx: SystemContext, deps: BatchMoveDeps, code: string): Promise<BatchView> {
  const states: BatchState[] = [];
  const moved = await retryOnDeadlock(() => ctx.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    states.length = 0;
    let batch = await lockedBatch(tx, code);
    const actor = { reason: 'demo: completed' };
    if (batch.state === 'created' || batch.state === 'sent') batch = await moveWithPayout(tx, batch, 'received', ctx.now, actor, states);
    if (batch.state === 'received') batch = await moveWithPayout(tx, batch, 'processing', ctx.now, actor, states);
    if (batch.state === 'processing') {
      await acceptPendingBooks(tx, batch.id);
      batch = await moveWithPayout(tx, batch, 'processed', ctx.now, actor, states);
    }
    return batch;
  }));
  sendBatchMailsSoon(ctx.db, deps, moved.id, states);
  return (await batchViews(ctx.db, [moved], 'en'))[0]!;
}
