import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobQueue } from '../db/schema';
import { queryRows } from '../db/sql';
import { DEFAULT_MAX_ATTEMPTS } from './backoff';

/** A claimed job. Times come from the database clock: every process agrees on leases. */
export interface ClaimedJob {
  id: number;
  name: string;
  key: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

export interface NewJob {
  name: string;
  payload: object;
  key?: string;
  startAfter?: Date;
  maxAttempts?: number;
}

/** Inserts a job unless its key exists; inside a caller's transaction it commits (or not) with it. Returns the key. */
export async function insertJob(db: Db, job: NewJob): Promise<string> {
  const key = job.key ?? `${job.name}:${randomUUID()}`;
  await db.insert(jobQueue).values({
    name: job.name, key, payload: job.payload, maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    ...(job.startAfter ? { runAfter: job.startAfter } : {}),
  }).onConflictDoNothing({ target: jobQueue.key });
  return key;
}

/** `text[]` as one parameter (drizzle would spread a JS array into a list). */
const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/**
 * Takes one due job (of the given names, or the given key) for leaseMs: pending, due, and not
 * leased by a live run. SKIP LOCKED lets concurrent runners take different jobs.
 */
export async function claimJob(db: Db, which: { names: readonly string[] } | { key: string }, leaseMs: number): Promise<ClaimedJob | null> {
  const filter = 'key' in which ? sql`key = ${which.key}` : sql`name = any(${textArray(which.names)})`;
  const rows = await queryRows<{ id: string | number; name: string; key: string; payload: unknown; attempts: number; max_attempts: number }>(db, sql`
    update job_queue set attempts = attempts + 1, locked_until = now() + ${leaseMs} * interval '1 millisecond'
    where id = (
      select id from job_queue
      where state = 'pending' and ${filter} and run_after <= now() and (locked_until is null or locked_until < now())
      order by run_after, id limit 1 for update skip locked)
    returning id, name, key, payload, attempts, max_attempts`);
  const row = rows[0];
  if (!row) return null;
  return { id: Number(row.id), name: row.name, key: row.key, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts };
}

export async function completeJob(db: Db, id: number, state: 'done' | 'relayed' = 'done'): Promise<void> {
  await db.update(jobQueue).set({ state, lockedUntil: null, finishedAt: sql`now()` }).where(eq(jobQueue.id, id));
}

/** A failed run: retried after delayMs, or dead (kept for a look) when it has used its attempts. */
export async function failJob(db: Db, job: ClaimedJob, error: string, delayMs: number): Promise<'retry' | 'dead'> {
  const dead = job.attempts >= job.maxAttempts;
  await db.update(jobQueue).set(dead
    ? { state: 'dead', lockedUntil: null, lastError: error, finishedAt: sql`now()` }
    : { lockedUntil: null, lastError: error, runAfter: sql`now() + ${delayMs} * interval '1 millisecond'` })
    .where(eq(jobQueue.id, job.id));
  return dead ? 'dead' : 'retry';
}

/** Finished jobs are kept a week (their keys keep a schedule slot from running twice), then dropped. */
export async function pruneFinishedJobs(db: Db, olderThanDays = 7): Promise<void> {
  await db.delete(jobQueue).where(and(
    sql`${jobQueue.state} in ('done', 'relayed')`,
    lt(jobQueue.finishedAt, sql`now() - ${olderThanDays} * interval '1 day'`),
  ));
}

export async function databaseNow(db: Db): Promise<Date> {
  const rows = await queryRows<{ now: string | Date }>(db, sql`select now() as now`);
  return new Date(rows[0]!.now);
}

export async function findJob(db: Db, key: string) {
  const rows = await db.select().from(jobQueue).where(eq(jobQueue.key, key)).limit(1);
  return rows[0] ?? null;
}
