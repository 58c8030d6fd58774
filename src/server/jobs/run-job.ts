import type { Db } from '../db/client';
import { backoffMs, DEFAULT_LEASE_MS, DEFAULT_RETRY_BASE_MS } from './backoff';
import { claimJob, completeJob, failJob, type ClaimedJob } from './job.repository';
import type { JobHandler, JobLog } from './types';

export interface RunOptions {
  leaseMs?: number;
  retryBaseMs?: number;
}

/**
 * Runs one claimed job: done on success; on failure a retry after backoff, or dead after its last
 * attempt (an error line a person must look at). Never throws: the runner goes on with the next.
 */
export async function runClaimed(db: Db, job: ClaimedJob, handler: JobHandler, log: JobLog, options: RunOptions = {}): Promise<'done' | 'retry' | 'dead'> {
  try {
    await handler(job.payload, { name: job.name, key: job.key, attempt: job.attempts });
    await completeJob(db, job.id);
    return 'done';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const delay = backoffMs(job.attempts, options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS);
    const outcome = await failJob(db, job, message, delay);
    const entry = { job: job.name, key: job.key, attempt: job.attempts, maxAttempts: job.maxAttempts, err: error };
    if (outcome === 'dead') log.error(entry, 'job dead-lettered: no attempts left');
    else log.warn({ ...entry, retryInMs: delay }, 'job failed; will retry');
    return outcome;
  }
}

/**
 * The job enqueued by a just-committed transaction, run at once in this process (the shopper's
 * confirmation mail should not wait for a poll). The row stays the durable fallback: if this
 * process dies mid-run, its lease expires and a runner (inline or pg-boss) takes the job again.
 * Null when another run holds it or it is already done.
 */
export async function runJobNow(db: Db, key: string, handler: JobHandler, log: JobLog, options: RunOptions = {}): Promise<'done' | 'retry' | 'dead' | null> {
  const job = await claimJob(db, { key }, options.leaseMs ?? DEFAULT_LEASE_MS);
  if (!job) return null;
  return runClaimed(db, job, handler, log, options);
}
