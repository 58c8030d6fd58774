import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_RETRY_BASE_MS } from './backoff';
import { claimJob, completeJob, failJob } from './job.repository';
import type { JobHandler, JobLog, JobQueue, SendOptions, StopOptions, WorkOptions } from './types';

export interface PgBossQueueOptions {
  db: Db;
  log: JobLog;
  connectionString: string;
  /** How often the outbox (job_queue) is moved into pg-boss. */
  relayMs?: number;
  retryBaseMs?: number;
  /** pg-boss's own settings (tests shorten its polling and cron intervals). */
  boss?: Partial<PgBoss.ConstructorOptions>;
  pollingIntervalSeconds?: number;
}

/** pg-boss wants a uuid per job: one derived from our key makes a repeated send a no-op (its insert is ON CONFLICT DO NOTHING). */
export function uuidFromKey(key: string): string {
  const h = createHash('sha1').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * PostgreSQL's queue: pg-boss 10 (schema `pgboss`, which it creates and migrates at start) runs
 * the jobs, retries them with backoff, marks them failed after the last attempt, and fires cron
 * schedules once per cluster. Jobs enqueued in our transactions wait in job_queue (the outbox)
 * until the relay hands them over under their key-derived id.
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private boss: PgBoss | null = null;
  private readonly handlers = new Map<string, { handler: JobHandler; maxAttempts: number }>();
  private readonly schedules: { name: string; cron: string; payload: object }[] = [];
  private relayTimer: ReturnType<typeof setInterval> | undefined;
  private relaying: Promise<void> | null = null;

  constructor(private readonly options: PgBossQueueOptions) {}

  private retryPolicy(maxAttempts: number) {
    const retryBaseMs = this.options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
    return { retryLimit: maxAttempts - 1, retryDelay: Math.max(1, Math.round(retryBaseMs / 1000)), retryBackoff: true };
  }

  async send(name: string, payload: object, options: SendOptions = {}): Promise<void> {
    const boss = this.started();
    const maxAttempts = options.maxAttempts ?? this.handlers.get(name)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    await boss.send(name, payload, {
      ...this.retryPolicy(maxAttempts),
      ...(options.key ? { id: uuidFromKey(options.key), singletonKey: options.key } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
  }

  work<P>(name: string, handler: JobHandler<P>, options: WorkOptions = {}): void {
    this.handlers.set(name, { handler: handler as JobHandler, maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS });
  }

  schedule(name: string, cron: string, payload: object = {}): void {
    this.schedules.push({ name, cron, payload });
  }

  async start(): Promise<void> {
    const { log } = this.options;
    const boss = new PgBoss({ connectionString: this.options.connectionString, schema: 'pgboss', max: 3, application_name: 'bookturn-jobs', ...this.options.boss });
    boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
    await boss.start();
    this.boss = boss;
    const scheduled = new Set(this.schedules.map((s) => s.name));
    for (const [name, { handler, maxAttempts }] of this.handlers) {
      // A scheduled run never overlaps itself across the cluster: one queued and one active at most.
      await boss.createQueue(name, { name, policy: scheduled.has(name) ? 'stately' : 'standard', ...this.retryPolicy(maxAttempts) });
      await boss.work<object>(name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 }, async ([job]) => {
        if (!job) return;
        const attempt = job.retryCount + 1;
        try {
          await handler(job.data, { name, key: job.singletonKey ?? job.id, attempt });
        } catch (err) {
          const entry = { job: name, id: job.id, attempt, maxAttempts: job.retryLimit + 1, err };
          if (job.retryCount >= job.retryLimit) log.error(entry, 'job dead-lettered: no attempts left');
          else log.warn(entry, 'job failed; will retry');
          throw err;
        }
      });
    }
    for (const s of this.schedules) {
      if (!this.handlers.has(s.name)) await boss.createQueue(s.name, { name: s.name, policy: 'stately' });
      await boss.schedule(s.name, s.cron, s.payload, { tz: 'UTC' });
    }
    this.relayTimer = setInterval(() => void this.relay(), this.options.relayMs ?? 1000);
    this.relayTimer.unref?.();
    await this.relay();
  }

  /** Moves due outbox jobs into pg-boss (those this process has created queues for). */
  async relay(): Promise<void> {
    this.relaying ??= this.relayAll().finally(() => { this.relaying = null; });
    await this.relaying;
  }

  private async relayAll(): Promise<void> {
    const { db, log } = this.options;
    const names = [...this.handlers.keys()];
    if (!this.boss || names.length === 0) return;
    for (;;) {
      const job = await claimJob(db, { names }, 60_000);
      if (!job) return;
      try {
        await this.boss.send(job.name, job.payload as object, {
          id: uuidFromKey(job.key), singletonKey: job.key, ...this.retryPolicy(Math.max(1, job.maxAttempts - job.attempts + 1)),
        });
        await completeJob(db, job.id, 'relayed');
      } catch (err) {
        log.error({ err, job: job.name, key: job.key }, 'relaying a job to pg-boss failed');
        // The relay's claim counted as an attempt; give it back so it is not dead-lettered for a broken relay.
        await failJob(db, { ...job, maxAttempts: job.attempts + 1 }, String(err), 5_000);
        return;
      }
    }
  }

  async stop({ timeoutMs = 30_000 }: StopOptions = {}): Promise<void> {
    clearInterval(this.relayTimer);
    await this.relaying;
    const boss = this.boss;
    this.boss = null;
    if (!boss) return;
    // Waits for running handlers up to the timeout; pg-boss then fails what is left, to be retried.
    await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('the job queue is not started');
    return this.boss;
  }
}
