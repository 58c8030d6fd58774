import { sql } from 'drizzle-orm';
import { pgTable, bigserial, bigint, integer, text, char, timestamp, jsonb, index, check } from 'drizzle-orm/pg-core';
import { customers, walletEntries } from './commerce';

/**
 * The customer-support desk (issue 16 items 4–5, docs/adr/0031). Every staff action on a
 * customer is one row here: who (actor_staff_id), what (action), before → after and why
 * (details). The customer row stays after anonymisation (id only), so does its journal.
 */
export const customerJournal = pgTable('customer_journal', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' }).notNull().references(() => customers.id),
  actorStaffId: bigint('actor_staff_id', { mode: 'number' }),
  action: text('action').notNull(),
  details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('customer_journal_customer_idx').on(t.customerId, t.createdAt)]);

/**
 * A credit lock: part of the wallet held back by staff (a dispute, a suspected fraud). Locking is
 * a negative wallet row, releasing a positive one (keys `support:credit-lock:<id>:lock|release`),
 * so checkout's balance never sees locked credit and the ledger stays the only money record.
 */
export const customerCreditLocks = pgTable('customer_credit_locks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' }).notNull().references(() => customers.id),
  currency: char('currency', { length: 3 }).notNull(),
  amountX100: integer('amount_x100').notNull(),
  reason: text('reason').notNull(),
  createdByStaffId: bigint('created_by_staff_id', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  releasedAt: timestamp('released_at', { withTimezone: true }),
  releasedByStaffId: bigint('released_by_staff_id', { mode: 'number' }),
}, (t) => [
  index('customer_credit_locks_customer_idx').on(t.customerId),
  check('customer_credit_locks_amount', sql`${t.amountX100} > 0`),
]);

/**
 * A manual wallet adjustment with its required reason. Up to the four-eyes limit it is applied at
 * once; above it, it waits (`pending`) until a second employee approves it (never the requester:
 * a check constraint) or rejects it. Applied = one wallet row keyed `support:wallet-adjustment:<id>`.
 */
export const walletAdjustments = pgTable('wallet_adjustments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' }).notNull().references(() => customers.id),
  currency: char('currency', { length: 3 }).notNull(),
  amountX100: integer('amount_x100').notNull(),
  reason: text('reason').notNull(),
  state: text('state', { enum: ['pending', 'applied', 'rejected'] }).notNull(),
  requestedByStaffId: bigint('requested_by_staff_id', { mode: 'number' }).notNull(),
  decidedByStaffId: bigint('decided_by_staff_id', { mode: 'number' }),
  walletEntryId: bigint('wallet_entry_id', { mode: 'number' }).references(() => walletEntries.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
}, (t) => [
  index('wallet_adjustments_customer_idx').on(t.customerId, t.createdAt),
  index('wallet_adjustments_pending_idx').on(t.createdAt).where(sql`${t.state} = 'pending'`),
  check('wallet_adjustments_amount', sql`${t.amountX100} <> 0`),
  // Applied at once (within the limit): no decider. Decided later: never by the requester.
  check('wallet_adjustments_four_eyes', sql`${t.decidedByStaffId} is null or ${t.decidedByStaffId} <> ${t.requestedByStaffId}`),
]);

/** Staff comments on a customer (SPEC §4 "comments closed or reopened"), like order_comments. */
export const customerComments = pgTable('customer_comments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' }).notNull().references(() => customers.id),
  body: text('body').notNull(),
  authorStaffId: bigint('author_staff_id', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedByStaffId: bigint('closed_by_staff_id', { mode: 'number' }),
}, (t) => [index('customer_comments_customer_idx').on(t.customerId)]);

/**
 * The contact inbox's journal (issue 16 item 5): assignment, close and reopen of a message — who,
 * when, before → after. Shown with the message on /admin/zpravy.
 */
export const contactMessageJournal = pgTable('contact_message_journal', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  messageId: integer('message_id').notNull(),
  actorStaffId: bigint('actor_staff_id', { mode: 'number' }),
  action: text('action').notNull(),
  details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('contact_message_journal_message_idx').on(t.messageId, t.createdAt)]);
