import { sql } from 'drizzle-orm';
import {
  pgTable, bigserial, bigint, integer, smallint, text, char, date, timestamp, jsonb, index, uniqueIndex, check, customType,
} from 'drizzle-orm/pg-core';
import { customers } from './commerce';

const bytea = customType<{ data: string }>({ dataType: () => 'bytea' });

/**
 * Buying books from customers (issue 14, docs/adr/0026): leads (a seller's offer, a draft until
 * submitted), batches (one parcel, a pregenerated code), payouts (wallet or bank, with a bank lock),
 * and the customer's debts settled from a payout first. Money is integer hundredths; every ledger
 * row carries a unique event key so a retry cannot move money twice.
 */

export type LeadContactData = {
  name?: string; email?: string; phonePrefix?: string; phone?: string; street?: string; city?: string; postalCode?: string; country?: string;
};
export type LeadTransportData = { kind: 'post'; carrier: string; pickupDate?: string } | { kind: 'in_person' };

export const buybackLeads = pgTable('buyback_leads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The private token of the resume link (a capability, like a watchdog's removal token). */
  token: text('token').notNull(),
  customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
  locale: text('locale').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  state: text('state', { enum: ['draft', 'submitted', 'cancelled'] }).notNull().default('draft'),
  payoutMethod: text('payout_method', { enum: ['wallet', 'bank'] }),
  bankAccount: text('bank_account'),
  accountHolder: text('account_holder'),
  /** The wallet bonus in percent, fixed when the lead is submitted. */
  walletBonusPercent: smallint('wallet_bonus_percent').notNull(),
  contact: jsonb('contact').$type<LeadContactData>().notNull().default({}),
  note: text('note'),
  transport: jsonb('transport').$type<LeadTransportData>(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('buyback_leads_token_idx').on(t.token),
  index('buyback_leads_customer_idx').on(t.customerId, t.createdAt),
  check('buyback_leads_state', sql`${t.state} in ('draft', 'submitted', 'cancelled')`),
  check('buyback_leads_payout', sql`${t.payoutMethod} is null or ${t.payoutMethod} in ('wallet', 'bank')`),
  check('buyback_leads_currency', sql`${t.currency} in ('CZK', 'EUR')`),
]);

/** One line of a lead: an ISBN in a condition band, cash or commission, a quantity; the quote frozen at submit. */
export const buybackLeadItems = pgTable('buyback_lead_items', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  leadId: bigint('lead_id', { mode: 'number' }).notNull().references(() => buybackLeads.id, { onDelete: 'cascade' }),
  position: smallint('position').notNull(),
  input: text('input').notNull(),
  isbn13: char('isbn13', { length: 13 }),
  condition: text('condition', { enum: ['like_new', 'good', 'acceptable'] }).notNull(),
  choice: text('choice', { enum: ['cash', 'commission'] }).notNull(),
  quantity: smallint('quantity').notNull().default(1),
  /** The quote result at submit (src/contracts/buyback.ts quoteResult); null while a draft. */
  quote: jsonb('quote').$type<Record<string, unknown>>(),
  unitPriceX100: integer('unit_price_x100'),
  unitCommissionX100: integer('unit_commission_x100'),
}, (t) => [
  index('buyback_lead_items_lead_idx').on(t.leadId, t.position),
  check('buyback_lead_items_quantity', sql`${t.quantity} between 1 and 50`),
]);

/** The photo of the spines of a lead (one per lead), re-encoded, kept for staff. */
export const buybackLeadPhotos = pgTable('buyback_lead_photos', {
  leadId: bigint('lead_id', { mode: 'number' }).primaryKey().references(() => buybackLeads.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  /** Written with decode(…, 'base64') and read with encode(…), as customer_images. */
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
}, (t) => [check('buyback_lead_photos_type', sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp')`)]);

export const BATCH_STATE_VALUES = ['created', 'sent', 'received', 'processing', 'processed', 'paid_out', 'cancelled'] as const;

/**
 * A parcel of sold books. Pregenerated (printed bags) batches have no lead and no customer until a
 * lead claims them; a lead sent by post gets one at submit.
 */
export const buybackBatches = pgTable('buyback_batches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  state: text('state', { enum: BATCH_STATE_VALUES }).notNull().default('created'),
  leadId: bigint('lead_id', { mode: 'number' }).references(() => buybackLeads.id),
  customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
  /** The seller's e-mail and storefront (state e-mails); null for a pregenerated code not yet used. */
  email: text('email'),
  locale: text('locale'),
  currency: char('currency', { length: 3 }),
  carrier: text('carrier'),
  service: text('service'),
  /** The carrier client that booked it (packeta, sandbox) and its parcel id. */
  carrierClient: text('carrier_client'),
  carrierRef: text('carrier_ref'),
  trackingNumber: text('tracking_number'),
  pickupDate: date('pickup_date', { mode: 'string' }),
  /** Pregenerated for printed bags (staff), not made for a lead. */
  pregenerated: smallint('pregenerated').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('buyback_batches_code_idx').on(t.code),
  uniqueIndex('buyback_batches_lead_idx').on(t.leadId).where(sql`${t.leadId} is not null`),
  index('buyback_batches_customer_idx').on(t.customerId, t.createdAt),
  index('buyback_batches_state_idx').on(t.state, t.createdAt),
  check('buyback_batches_state', sql`${t.state} in ('created', 'sent', 'received', 'processing', 'processed', 'paid_out', 'cancelled')`),
]);

/** The books of a batch and each one's fate at intake (accepted at a price, refused and why). */
export const buybackBatchBooks = pgTable('buyback_batch_books', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  batchId: bigint('batch_id', { mode: 'number' }).notNull().references(() => buybackBatches.id, { onDelete: 'cascade' }),
  leadItemId: bigint('lead_item_id', { mode: 'number' }).references(() => buybackLeadItems.id),
  isbn13: char('isbn13', { length: 13 }),
  title: text('title'),
  editionId: integer('mother_id'),
  condition: text('condition', { enum: ['like_new', 'good', 'acceptable'] }).notNull(),
  choice: text('choice', { enum: ['cash', 'commission'] }).notNull(),
  quotedX100: integer('quoted_x100').notNull(),
  outcome: text('outcome', { enum: ['pending', 'accepted', 'refused'] }).notNull().default('pending'),
  acceptedX100: integer('accepted_x100'),
  refusalReason: text('refusal_reason'),
  // The intake desk's verdict (issue 15, docs/adr/0028): the graded condition (catalogue id 1–5),
  // defects (codes of INTAKE_DEFECTS) and a note, the copy stocked, the sale prices; a refusal's
  // evidence (note, reclaim window: return for a fee or donation after the deadline).
  conditionId: smallint('condition_id'),
  defects: jsonb('defects').$type<string[]>(),
  note: text('note'),
  copyId: bigint('book_id', { mode: 'number' }),
  reclaimOption: text('reclaim_option', { enum: ['return', 'donate'] }),
  reclaimFeeX100: integer('reclaim_fee_x100'),
  reclaimUntil: timestamp('reclaim_until', { withTimezone: true }),
  decidedBy: bigint('decided_by', { mode: 'number' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
}, (t) => [
  index('buyback_batch_books_batch_idx').on(t.batchId),
  check('buyback_batch_books_outcome', sql`${t.outcome} in ('pending', 'accepted', 'refused')`),
  uniqueIndex('buyback_batch_books_book_idx').on(t.copyId).where(sql`${t.copyId} is not null`),
  check('buyback_batch_books_reclaim', sql`${t.reclaimOption} is null or ${t.reclaimOption} in ('return', 'donate')`),
  check('buyback_batch_books_money', sql`${t.quotedX100} >= 0 and (${t.acceptedX100} is null or ${t.acceptedX100} >= 0)`),
]);

/** Every state change of a batch: who (staff or null: the seller / the shop), when, from → to. */
export const buybackBatchEvents = pgTable('buyback_batch_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  batchId: bigint('batch_id', { mode: 'number' }).notNull().references(() => buybackBatches.id, { onDelete: 'cascade' }),
  fromState: text('from_state'),
  toState: text('to_state').notNull(),
  actorStaffId: bigint('actor_staff_id', { mode: 'number' }),
  reason: text('reason'),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [index('buyback_batch_events_batch_idx').on(t.batchId, t.at)]);

/**
 * What a processed batch pays: one payout per batch (the unique batch_id makes a second one
 * impossible). Wallet payouts are `paid` at once (wallet_entries rows keyed buyback-payout:<id>:…);
 * bank payouts hold a bank lock while `locked` and become `exported` with the payment file.
 */
export const buybackPayouts = pgTable('buyback_payouts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The batch it pays; null for a commission payout (commission_payout_id, issue 16, docs/adr/0030). */
  batchId: bigint('batch_id', { mode: 'number' }).references(() => buybackBatches.id),
  commissionPayoutId: bigint('commission_payout_id', { mode: 'number' }),
  customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
  method: text('method', { enum: ['wallet', 'bank'] }).notNull(),
  state: text('state', { enum: ['locked', 'exported', 'paid', 'cancelled'] }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  booksX100: integer('books_x100').notNull(),
  bonusX100: integer('bonus_x100').notNull(),
  debtSettledX100: integer('debt_settled_x100').notNull(),
  netX100: integer('net_x100').notNull(),
  bankAccount: text('bank_account'),
  accountHolder: text('account_holder'),
  exportId: bigint('export_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  exportedAt: timestamp('exported_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('buyback_payouts_batch_idx').on(t.batchId),
  uniqueIndex('buyback_payouts_commission_idx').on(t.commissionPayoutId).where(sql`${t.commissionPayoutId} is not null`),
  check('buyback_payouts_source', sql`(${t.batchId} is null) <> (${t.commissionPayoutId} is null)`),
  index('buyback_payouts_customer_idx').on(t.customerId, t.createdAt),
  index('buyback_payouts_export_idx').on(t.currency, t.createdAt).where(sql`${t.method} = 'bank' and ${t.state} = 'locked'`),
  check('buyback_payouts_money', sql`${t.booksX100} >= 0 and ${t.bonusX100} >= 0 and ${t.debtSettledX100} >= 0 and ${t.netX100} >= 0 and ${t.netX100} = ${t.booksX100} + ${t.bonusX100} - ${t.debtSettledX100}`),
  check('buyback_payouts_bank', sql`${t.method} <> 'bank' or ${t.bankAccount} is not null`),
]);

/**
 * Bank locks: money of a bank payout reserved from the shop's account until the transfer is
 * exported (released_at). One per payout.
 */
export const bankLocks = pgTable('bank_locks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  payoutId: bigint('payout_id', { mode: 'number' }).notNull().references(() => buybackPayouts.id),
  customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
  currency: char('currency', { length: 3 }).notNull(),
  amountX100: integer('amount_x100').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  releasedAt: timestamp('released_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('bank_locks_payout_idx').on(t.payoutId),
  check('bank_locks_amount', sql`${t.amountX100} > 0`),
]);

/**
 * A customer's debts as a ledger: a debt is a positive row, its settlement a negative one; the
 * sum is what the customer owes. Settling takes the customer row's lock first (as wallet spending),
 * so two payouts at once cannot settle the same debt twice.
 */
export const customerDebtEntries = pgTable('customer_debt_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' }).notNull().references(() => customers.id),
  currency: char('currency', { length: 3 }).notNull(),
  amountX100: integer('amount_x100').notNull(),
  reason: text('reason').notNull(),
  eventKey: text('event_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('customer_debt_entries_customer_idx').on(t.customerId, t.currency),
  uniqueIndex('customer_debt_entries_event_key_idx').on(t.eventKey),
]);

/** A payout file for the bank (SEPA pain.001 or Czech ABO), kept as made. */
export const payoutExports = pgTable('payout_exports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  format: text('format', { enum: ['sepa', 'abo'] }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  count: integer('count').notNull(),
  totalX100: bigint('total_x100', { mode: 'number' }).notNull(),
  content: text('content').notNull(),
  actorStaffId: bigint('actor_staff_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
