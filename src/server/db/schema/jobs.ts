import { sql } from 'drizzle-orm';
import { pgTable, bigserial, integer, text, timestamp, jsonb, index, check } from 'drizzle-orm/pg-core';

/**
 * Durable background jobs (issue 12; migration 0014_job_queue, written by hand; docs/adr/0014).
 * A service inserts its job in the same transaction as the business write (the outbox), so a
 * committed order always has its confirmation job. On PGlite this table is the queue itself (the
 * inline runner claims rows with a lease); on PostgreSQL pg-boss runs the jobs and this table only
 * relays them ('relayed'). `key` is the idempotency key: one job per key, ever.
 */
export const jobQueue = pgTable('job_queue', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  key: text('key').notNull().unique('job_queue_key_uq'),
  payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
  state: text('state', { enum: ['pending', 'done', 'dead', 'relayed'] }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(5),
  runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [
  index('job_queue_due_idx').on(t.runAfter).where(sql`"state" = 'pending'`),
  check('job_queue_state', sql`"state" in ('pending', 'done', 'dead', 'relayed')`),
]);
