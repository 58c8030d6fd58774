import type { Db } from '../db/client';
import { DEFAULT_LEASE_MS, DEFAULT_MAX_ATTEMPTS, DEFAULT_RETRY_BASE_MS } from './backoff';
import { previousSlot } from './cron';
import { claimJob, databaseNow, insertJob, pruneFinishedJobs } from './job.repository';
import { runClaimed } from './run-job';
import type { JobHandler, JobLog, JobQueue, SendOptions, StopOptions, WorkOptions } from './types';

export interface InlineQueueOptions {
  db: Db;
  log: JobLog;
  /** How often the queue looks for due jobs and schedule slots. */
  pollMs?: number;
  leaseMs?: number;
  retryBaseMs?: number;
  concurrency?: number;
}

const HOUR = 60 * 60_000;

/**
 * The embedded mode's queue (PGlite has one connection and no pg-boss): the job_queue table is
 * the queue. It polls in-process, claims with a lease (a crashed run is re-run after it), retries
 * with exponential backoff, dead-letters after maxAttempts. A schedule slot becomes a job whose
 * key names the slot, so however many queues run on one database, each slot runs once.
 */
export class InlineJobQueue implements JobQueue {
  readonly kind = 'inline' as const;
  private readonly handlers = new Map<string, { handler: JobHandler; maxAttempts: number }>();
  private readonly schedules: { name: string; cron: string; payload: object }[] = [];
  private readonly running = new Set<Promise<unknown>>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private ticking: Promise<void> | null = null;
  /** A stopped queue takes no jobs; one never started takes them only through tick() (tests). */
  private started = false;
  private stopped = true;
  private lastPrune = 0;

  constructor(private readonly options: InlineQueueOptions) {}

  async send(name: string, payload: object, options: SendOptions = {}): Promise<void> {
    await insertJob(this.options.db, { name, payload, ...options, maxAttempts: options.maxAttempts ?? this.handlers.get(name)?.maxAttempts });
    if (!this.stopped) this.poke();
  }

  work<P>(name: string, handler: JobHandler<P>, options: WorkOptions = {}): void {
    this.handlers.set(name, { handler: handler as JobHandler, maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS });
  }

  schedule(name: string, cron: string, payload: object = {}): void {
    previousSlot(cron, new Date()); // a malformed expression fails here, at start-up
    this.schedules.push({ name, cron, payload });
  }

  async start(): Promise<void> {
    this.started = true;
    this.stopped = false;
    this.poke();
  }

  async stop({ timeoutMs = 30_000 }: StopOptions = {}): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.allSettled([...this.running]),
      new Promise((resolve) => { timeout = setTimeout(resolve, timeoutMs); }),
    ]);
    clearTimeout(timeout);
    if (this.running.size > 0) this.options.log.warn({ running: this.running.size }, 'jobs still running at shutdown: they run again after their lease');
  }

  /** One pass (tests call it to be deterministic): enqueue due schedule slots, start due jobs. */
  async tick(): Promise<void> {
    this.ticking ??= this.pass().finally(() => { this.ticking = null; });
    await this.ticking;
  }

  /** Waits for the jobs this queue is running. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private poke(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void this.tick().catch((err: unknown) => this.options.log.error({ err }, 'job queue poll failed')).finally(() => {
        if (!this.stopped) this.schedulePoll();
      });
    }, 0);
    this.timer.unref?.();
  }

  private schedulePoll(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.poke(), this.options.pollMs ?? 1000);
    this.timer.unref?.();
  }

  private async pass(): Promise<void> {
    const { db } = this.options;
    if (this.started && (this.schedules.length > 0 || Date.now() - this.lastPrune > HOUR)) {
      const now = await databaseNow(db);
      for (const s of this.schedules) {
        // The latest slot, even one from before start: its key says whether it ran already (a fresh
        // shop runs its daily watchdog at start, a restarted one does not run it again).
        const slot = previousSlot(s.cron, now);
        await insertJob(db, { name: s.name, payload: s.payload, key: `${s.name}@${slot.toISOString()}`, maxAttempts: this.handlers.get(s.name)?.maxAttempts });
      }
      if (Date.now() - this.lastPrune > HOUR) {
        this.lastPrune = Date.now();
        await pruneFinishedJobs(db);
      }
    }
    const names = [...this.handlers.keys()];
    if (names.length === 0) return;
    while (!this.stopped || !this.started) {
      if (this.running.size >= (this.options.concurrency ?? 2)) return;
      const job = await claimJob(db, { names }, this.options.leaseMs ?? DEFAULT_LEASE_MS);
      if (!job) return;
      const run = runClaimed(db, job, this.handlers.get(job.name)!.handler, this.options.log, { retryBaseMs: this.options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS })
        .finally(() => {
          this.running.delete(run);
          if (!this.stopped) this.poke();
        });
      this.running.add(run);
    }
  }
}
