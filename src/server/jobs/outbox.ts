import type { Db } from '../db/client';
import { insertJob } from './job.repository';
import type { SendOptions } from './types';

/**
 * Enqueues a job in the caller's transaction (the outbox): it exists exactly when the business
 * write committed. Duplicate keys are ignored, so a retried request enqueues nothing new.
 */
export async function enqueueJob(tx: Db, name: string, payload: object, options: SendOptions = {}): Promise<string> {
  return insertJob(tx, { name, payload, key: options.key, startAfter: options.startAfter, maxAttempts: options.maxAttempts });
}
