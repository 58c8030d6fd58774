import type { DbHandle } from '../db/client';
import { InlineJobQueue, type InlineQueueOptions } from './inline-queue';
import { PgBossJobQueue, type PgBossQueueOptions } from './pg-boss-queue';
import type { JobLog, JobQueue } from './types';

export interface CreateJobQueueOptions {
  handle: DbHandle;
  /** The PostgreSQL URL (pg-boss opens its own small pool); ignored on PGlite. */
  databaseUrl?: string;
  log: JobLog;
  inline?: Partial<Omit<InlineQueueOptions, 'db' | 'log'>>;
  pgBoss?: Partial<Omit<PgBossQueueOptions, 'db' | 'log' | 'connectionString'>>;
}

/** The one place that picks the implementation: pg-boss on PostgreSQL, the inline runner on PGlite. */
export function createJobQueue({ handle, databaseUrl, log, inline, pgBoss }: CreateJobQueueOptions): JobQueue {
  if (handle.kind === 'postgres') {
    if (!databaseUrl) throw new Error('pg-boss needs the PostgreSQL URL');
    return new PgBossJobQueue({ db: handle.db, log, connectionString: databaseUrl, ...pgBoss });
  }
  return new InlineJobQueue({ db: handle.db, log, ...inline });
}
