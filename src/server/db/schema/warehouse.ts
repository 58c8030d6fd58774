import { sql } from 'drizzle-orm';
import { pgTable, serial, bigserial, bigint, integer, text, timestamp, jsonb, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { copies } from './catalogue';
import { employees } from './staff';

/**
 * The warehouse (issue 15 items 4–6, docs/adr/0029): branches with racks, crates on racks, where
 * each copy lies (in a crate, or straight on a rack), the journal of moves, transfer packages
 * between branches, branch audits, the people's work queues and discarded copies.
 * `books.location` stays the human-readable place (branch · rack · crate) the pick list shows;
 * `copy_places` is the structured truth it is written from.
 */
export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('branches_code_idx').on(t.code)]);

export const racks = pgTable('racks', {
  id: serial('id').primaryKey(),
  branchId: integer('branch_id').notNull().references(() => branches.id),
  /** Printed on the rack's label, unique across branches (the scanner reads it). */
  code: text('code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('racks_code_idx').on(t.code), index('racks_branch_idx').on(t.branchId)]);

export const crates = pgTable('crates', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  /** Where the crate stands: a rack (and its branch), or only a branch (on the floor, just arrived). */
  branchId: integer('branch_id').references(() => branches.id),
  rackId: integer('rack_id').references(() => racks.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('crates_code_idx').on(t.code), index('crates_rack_idx').on(t.rackId)]);

/** Where a copy lies: in a crate, or straight on a rack. One row per copy that has been shelved. */
export const copyPlaces = pgTable('copy_places', {
  copyId: bigint('book_id', { mode: 'number' }).primaryKey().references(() => copies.id),
  crateId: bigint('crate_id', { mode: 'number' }).references(() => crates.id),
  rackId: integer('rack_id').references(() => racks.id),
  labelledAt: timestamp('labelled_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('copy_places_crate_idx').on(t.crateId),
  index('copy_places_rack_idx').on(t.rackId),
  check('copy_places_one_place', sql`${t.crateId} is null or ${t.rackId} is null`),
]);

export type WarehousePlace = { branch: string | null; rack: string | null; crate: string | null };

/** The journal of warehouse moves (who, when, what, from → to). */
export const warehouseMoves = pgTable('warehouse_moves', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind', { enum: ['copy', 'crate'] }).notNull(),
  copyId: bigint('book_id', { mode: 'number' }),
  crateId: bigint('crate_id', { mode: 'number' }),
  fromPlace: jsonb('from_place').$type<WarehousePlace>().notNull(),
  toPlace: jsonb('to_place').$type<WarehousePlace>().notNull(),
  /** Why: 'shelve', 'move', 'transfer', 'audit', 'discard'. */
  reason: text('reason').notNull(),
  staffId: bigint('staff_id', { mode: 'number' }).references(() => employees.id),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [index('warehouse_moves_copy_idx').on(t.copyId, t.at), index('warehouse_moves_crate_idx').on(t.crateId, t.at)]);

export const TRANSFER_STATES = ['open', 'sent', 'received', 'stocked', 'cancelled'] as const;
/** Crates travelling from one branch to another. */
export const transferPackages = pgTable('transfer_packages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  fromBranchId: integer('from_branch_id').notNull().references(() => branches.id),
  toBranchId: integer('to_branch_id').notNull().references(() => branches.id),
  state: text('state', { enum: TRANSFER_STATES }).notNull().default('open'),
  crateIds: bigint('crate_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
  journal: jsonb('journal').$type<{ at: string; staffId: number | null; from: string | null; to: string }[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const AUDIT_STATES = ['open', 'completed', 'cancelled'] as const;
export const branchAudits = pgTable('branch_audits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  branchId: integer('branch_id').notNull().references(() => branches.id),
  state: text('state', { enum: AUDIT_STATES }).notNull().default('open'),
  startedBy: bigint('started_by', { mode: 'number' }).references(() => employees.id),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedBy: bigint('finished_by', { mode: 'number' }).references(() => employees.id),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [uniqueIndex('branch_audits_one_open_idx').on(t.branchId).where(sql`state = 'open'`)]);

/** One scanned rack of an audit: what was expected there (at scan time) and what was scanned. */
export const branchAuditRacks = pgTable('branch_audit_racks', {
  auditId: bigint('audit_id', { mode: 'number' }).notNull().references(() => branchAudits.id),
  rackId: integer('rack_id').notNull().references(() => racks.id),
  expected: bigint('expected_book_ids', { mode: 'number' }).array().notNull(),
  scanned: bigint('scanned_book_ids', { mode: 'number' }).array().notNull(),
  scannedBy: bigint('scanned_by', { mode: 'number' }).references(() => employees.id),
  scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('branch_audit_racks_pk').on(t.auditId, t.rackId)]);

export const QUEUE_JOB_STATES = ['open', 'held', 'processed', 'denied', 'escalated', 'discarded'] as const;
/** A piece of work for a person (docs/adr/0029): one holder at a time, taken with FOR UPDATE SKIP LOCKED. */
export const queueJobs = pgTable('queue_jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  /** What the job is about (a copy id, a lead id, a review id), as text. */
  subject: text('subject').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  state: text('state', { enum: QUEUE_JOB_STATES }).notNull().default('open'),
  holderStaffId: bigint('holder_staff_id', { mode: 'number' }).references(() => employees.id),
  heldAt: timestamp('held_at', { withTimezone: true }),
  note: text('note'),
  /** Who closed it (processed, denied, escalated, discarded) and when. */
  doneBy: bigint('done_by', { mode: 'number' }).references(() => employees.id),
  doneAt: timestamp('done_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('queue_jobs_next_idx').on(t.kind, t.id).where(sql`state in ('open', 'held')`),
  uniqueIndex('queue_jobs_live_subject_idx').on(t.kind, t.subject).where(sql`state in ('open', 'held', 'escalated')`),
  index('queue_jobs_done_by_idx').on(t.doneBy, t.doneAt),
]);

export const queueJobJournal = pgTable('queue_job_journal', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  jobId: bigint('job_id', { mode: 'number' }).notNull().references(() => queueJobs.id),
  staffId: bigint('staff_id', { mode: 'number' }).references(() => employees.id),
  fromState: text('from_state').notNull(),
  toState: text('to_state').notNull(),
  note: text('note'),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [index('queue_job_journal_job_idx').on(t.jobId)]);

export const DISCARD_REASONS = ['unsold', 'damaged', 'missing', 'other'] as const;
/**
 * Discarded copies (SPEC §4 "books discarded"). A shop copy is discarded at once (`books.state`
 * 'discarded'). A commission copy (books.seller_user_hash) leaves the catalogue the same way but
 * its row waits for the seller: status 'awaiting_seller' until the commission flow settles it.
 */
export const copyDiscards = pgTable('copy_discards', {
  copyId: bigint('book_id', { mode: 'number' }).primaryKey().references(() => copies.id),
  reason: text('reason', { enum: DISCARD_REASONS }).notNull(),
  note: text('note'),
  status: text('status', { enum: ['discarded', 'awaiting_seller', 'returned_to_seller', 'restored'] }).notNull(),
  sellerUserHash: text('seller_user_hash'),
  previousState: text('previous_state').notNull(),
  previousLocation: text('previous_location'),
  staffId: bigint('staff_id', { mode: 'number' }).references(() => employees.id),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [index('copy_discards_seller_idx').on(t.sellerUserHash, t.status).where(sql`seller_user_hash is not null`)]);
