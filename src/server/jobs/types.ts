import type { Db } from '../db/client';

/** What a handler learns about the run it is in. */
export interface JobRun {
  name: string;
  key: string;
  /** 1 on the first run, 2 on the first retry... */
  attempt: number;
}

/**
 * A handler must be idempotent: delivery is at least once (a crash after the work but before the
 * job is marked done runs it again). Throwing schedules a retry with exponential backoff.
 */
export type JobHandler<P = unknown> = (payload: P, run: JobRun) => Promise<void>;

export interface SendOptions {
  /** One job per key, ever (the idempotency key); a random one when absent. */
  key?: string;
  /** Not before this time. */
  startAfter?: Date;
  maxAttempts?: number;
}

export interface WorkOptions {
  /** Runs before the job is dead-lettered (state 'dead' / pg-boss 'failed', logged as an error). */
  maxAttempts?: number;
}

export interface StopOptions {
  /** How long to wait for running jobs; what is still running then is re-run elsewhere after its lease. */
  timeoutMs?: number;
}

/**
 * The one interface for background work (docs/architecture.md#jobs, docs/adr/0014-durable-jobs.md):
 * pg-boss on PostgreSQL, an inline runner on PGlite. Register handlers and schedules, then start.
 * A job that must commit with a business write is not sent here but enqueued in that write's
 * transaction (enqueueJob in ./outbox); both implementations drain that outbox.
 */
export interface JobQueue {
  readonly kind: 'inline' | 'pg-boss';
  send(name: string, payload: object, options?: SendOptions): Promise<void>;
  work<P>(name: string, handler: JobHandler<P>, options?: WorkOptions): void;
  /** A cron expression (UTC); each slot runs once per cluster, whichever process gets it. */
  schedule(name: string, cron: string, payload?: object): void;
  start(): Promise<void>;
  /** Stops taking jobs and waits (up to timeoutMs) for the running ones. */
  stop(options?: StopOptions): Promise<void>;
}

export interface JobLog {
  info: (data: object, msg: string) => void;
  warn: (data: object, msg: string) => void;
  error: (data: object, msg: string) => void;
}

export interface QueueDeps {
  db: Db;
  log: JobLog;
}
