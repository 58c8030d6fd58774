import { runInBackground } from '../../background';
import type { Db } from '../../db/client';
import { logger } from '../../http/logger';
import { enqueueJob, runJobNow } from '../../jobs';
import { orderConfirmationKey } from '../mail';

/** The job that mails an order's confirmation with its invoice (payload: { orderId }). */
export const ORDER_CONFIRMATION_JOB = 'order-confirmation';

/**
 * In the transaction that made an order paid or confirmed: its confirmation becomes a durable job
 * that commits with it. One job per order (the key); the mail outbox's dedupe key makes a second
 * run of the job send nothing.
 */
export async function queueOrderConfirmation(tx: Db, orderId: number): Promise<void> {
  await enqueueJob(tx, ORDER_CONFIRMATION_JOB, { orderId }, { key: orderConfirmationKey(orderId) });
}

/**
 * After that commit: the job runs at once in this process (rendering the PDF must not hold up the
 * response, and the shopper waits for the mail). If this process dies first, or the run fails,
 * the job row is still there and the job queue runs it (docs/adr/0014-durable-jobs.md).
 */
export function runOrderConfirmationSoon(db: Db, orderId: number, onConfirmed: (db: Db, orderId: number) => Promise<void>): void {
  runInBackground(`order-confirmation:${orderId}`, async () => {
    await runJobNow(db, orderConfirmationKey(orderId), () => onConfirmed(db, orderId), logger());
  });
}
