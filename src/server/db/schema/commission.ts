import { sql } from 'drizzle-orm';
import {
  pgTable, bigserial, bigint, integer, smallint, text, char, timestamp, jsonb, index, uniqueIndex, check, boolean, date, primaryKey,
} from 'drizzle-orm/pg-core';
import { customers } from './commerce';
import { copies } from './catalogue';
import { buybackPayouts } from './buyback';

/**
 * Commission selling (issue 16, docs/adr/0030): a seller's copies stay theirs until sold
 * (books.seller_user_hash = customers.public_hash); the shop pays the seller's share when the
 * order is delivered. Money is integer hundredths in a double-entry ledger: every business event
 * writes rows that sum to zero, each (event_key, book) once, so a retry or a race moves nothing twice.
 */

export const commissionAccounts = pgTable('commission_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' }).notNull().references(() => customers.id),
  /** The seller's storefront: their language (statements) and the terms that apply. */
  locale: text('locale').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  /** The public sharing token (/commission/share/[publicAccessToken]): shows only what is for sale. */
  publicToken: text('public_token').notNull(),
  payoutMethod: text('payout_method', { enum: ['wallet', 'bank'] }).notNull().default('wallet'),
  bankAccount: text('bank_account'),
  accountHolder: text('account_holder'),
  /** A payout is requested on its own once the balance reaches this (null: only on request). */
  autoPayoutThresholdX100: integer('auto_payout_threshold_x100'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('commission_accounts_customer_idx').on(t.customerId),
  uniqueIndex('commission_accounts_public_token_idx').on(t.publicToken),
  check('commission_accounts_currency', sql`${t.currency} in ('CZK', 'EUR')`),
  check('commission_accounts_payout', sql`${t.payoutMethod} in ('wallet', 'bank')`),
  check('commission_accounts_threshold', sql`${t.autoPayoutThresholdX100} is null or ${t.autoPayoutThresholdX100} > 0`),
]);

/**
 * The private access tokens of an account, stored as SHA-256 digests (hex) only: the token itself
 * is shown once. `link` is the one the seller got (rotation revokes every token and makes a new
 * link); `account` is the one /account/books opens for a logged-in seller (replaced each time).
 */
export const commissionAccessTokens = pgTable('commission_access_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => commissionAccounts.id),
  tokenDigest: text('token_digest').notNull(),
  purpose: text('purpose', { enum: ['link', 'account'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('commission_access_tokens_digest_idx').on(t.tokenDigest),
  index('commission_access_tokens_account_idx').on(t.accountId),
  check('commission_access_tokens_digest', sql`${t.tokenDigest} ~ '^[0-9a-f]{64}$'`),
]);

export const COMMISSION_OFFER_STATES = ['listing_ended', 'chosen', 'lapsed'] as const;
export const COMMISSION_OFFER_CHOICES = ['return', 'donate', 'reprice'] as const;

/**
 * A commission copy's terms fixed at intake (share, minimum price, listing end) and its
 * end-of-listing offer: `listing_ended` (offered back, the seller chooses until offer_deadline),
 * `chosen` (return for a fee, donate, or re-price), `lapsed` (no choice in the window: donated).
 */
export const commissionCopies = pgTable('commission_copies', {
  copyId: bigint('book_id', { mode: 'number' }).primaryKey().references(() => copies.id),
  accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => commissionAccounts.id),
  sharePercent: smallint('share_percent').notNull(),
  minPriceX100: integer('min_price_x100').notNull(),
  listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
  listingEndsAt: timestamp('listing_ends_at', { withTimezone: true }).notNull(),
  offerState: text('offer_state', { enum: COMMISSION_OFFER_STATES }),
  offerDeadline: timestamp('offer_deadline', { withTimezone: true }),
  offerChoice: text('offer_choice', { enum: COMMISSION_OFFER_CHOICES }),
  priceChanges: smallint('price_changes').notNull().default(0),
  views: integer('views').notNull().default(0),
}, (t) => [
  index('commission_copies_account_idx').on(t.accountId),
  check('commission_copies_share', sql`${t.sharePercent} between 1 and 99`),
  check('commission_copies_offer', sql`${t.offerState} is null or ${t.offerState} in ('listing_ended', 'chosen', 'lapsed')`),
  check('commission_copies_choice', sql`${t.offerChoice} is null or ${t.offerChoice} in ('return', 'donate', 'reprice')`),
]);

export const COMMISSION_BOOKS = ['seller', 'sales', 'payout_pending', 'paid_out', 'fees'] as const;
export const COMMISSION_ENTRY_KINDS = ['sale', 'sale_reversal', 'payout_request', 'payout_approved', 'payout_rejected', 'fee', 'adjustment'] as const;

/**
 * The double-entry ledger. Books: seller (what the shop owes the seller; negative = a debt),
 * sales (the counter-entry of credited shares), payout_pending, paid_out, fees. The rows of one
 * event_key sum to zero (a deferred constraint trigger checks it at commit).
 */
export const commissionLedgerEntries = pgTable('commission_ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => commissionAccounts.id),
  eventKey: text('event_key').notNull(),
  book: text('book', { enum: COMMISSION_BOOKS }).notNull(),
  kind: text('kind', { enum: COMMISSION_ENTRY_KINDS }).notNull(),
  amountX100: integer('amount_x100').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  orderId: bigint('order_id', { mode: 'number' }),
  orderLineId: bigint('order_line_id', { mode: 'number' }),
  copyId: bigint('book_id', { mode: 'number' }),
  payoutId: bigint('payout_id', { mode: 'number' }),
  /** For a sale: the sale price and the share per cent it was computed with. */
  priceX100: integer('price_x100'),
  sharePercent: smallint('share_percent'),
  memo: text('memo'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('commission_ledger_event_book_idx').on(t.eventKey, t.book),
  index('commission_ledger_account_idx').on(t.accountId, t.createdAt),
  check('commission_ledger_book', sql`${t.book} in ('seller', 'sales', 'payout_pending', 'paid_out', 'fees')`),
]);

export const COMMISSION_PAYOUT_STATES = ['requested', 'approved', 'rejected'] as const;

/**
 * A payout of a seller's balance: requested (by the seller, or on its own above the threshold),
 * then approved by staff (wallet: credited at once; bank: a buyback payout with a bank lock, paid
 * with the next payment file) or rejected (the money back on the balance).
 */
export const commissionPayouts = pgTable('commission_payouts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => commissionAccounts.id),
  method: text('method', { enum: ['wallet', 'bank'] }).notNull(),
  state: text('state', { enum: COMMISSION_PAYOUT_STATES }).notNull().default('requested'),
  amountX100: integer('amount_x100').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  bankAccount: text('bank_account'),
  accountHolder: text('account_holder'),
  automatic: boolean('automatic').notNull().default(false),
  buybackPayoutId: bigint('buyback_payout_id', { mode: 'number' }).references(() => buybackPayouts.id),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedByStaffId: bigint('decided_by_staff_id', { mode: 'number' }),
  reason: text('reason'),
}, (t) => [
  index('commission_payouts_account_idx').on(t.accountId, t.requestedAt),
  index('commission_payouts_state_idx').on(t.state, t.requestedAt),
  // One open request per account: a double click or the automatic one cannot ask twice.
  uniqueIndex('commission_payouts_open_idx').on(t.accountId).where(sql`${t.state} = 'requested'`),
  check('commission_payouts_amount', sql`${t.amountX100} > 0`),
  check('commission_payouts_state', sql`${t.state} in ('requested', 'approved', 'rejected')`),
  check('commission_payouts_bank', sql`${t.method} <> 'bank' or ${t.bankAccount} is not null`),
]);

/** The account's journal: token rotations, payout decisions, offer choices, price changes — who, when, before → after. */
export const commissionEvents = pgTable('commission_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => commissionAccounts.id),
  kind: text('kind').notNull(),
  /** seller | staff | shop */
  actor: text('actor').notNull(),
  actorStaffId: bigint('actor_staff_id', { mode: 'number' }),
  before: jsonb('before').$type<Record<string, unknown>>(),
  after: jsonb('after').$type<Record<string, unknown>>(),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [index('commission_events_account_idx').on(t.accountId, t.at)]);

/**
 * Views of a commission copy's page (issue 16, docs/adr/0030): one row per copy, UTC day and
 * visitor, so a visitor counts once a day. The visitor is only a digest of the day's random salt
 * with their anonymous cookie (or address and browser): no personal data, and once the day's salt
 * is deleted (the settlement sweep keeps two days) nobody can tell who it was. The count itself is
 * `commission_copies.views`, raised when a row is new.
 */
export const commissionCopyViewKeys = pgTable('commission_copy_view_keys', {
  copyId: bigint('book_id', { mode: 'number' }).notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  visitorDigest: char('visitor_digest', { length: 32 }).notNull(),
}, (t) => [primaryKey({ columns: [t.copyId, t.day, t.visitorDigest] }), index('commission_copy_view_keys_day_idx').on(t.day)]);

/** The random salt of one UTC day for the view digests (deleted after two days). */
export const commissionViewSalts = pgTable('commission_view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: char('salt', { length: 64 }).notNull(),
});

/**
 * CZK per EUR from a date on (issue 16, docs/adr/0030): a commission sale in the other storefront
 * currency counts at the rate valid on the day of the sale (the order's date); a seller's price
 * change sets the other currency's price at today's rate. In thousandths (25.125 CZK = 25125).
 * Seeded with 25.000 from 2000-01-01; staff with `commission` add rates.
 */
export const commissionExchangeRates = pgTable('commission_exchange_rates', {
  validFrom: date('valid_from', { mode: 'string' }).primaryKey(),
  czkPerEurMilli: integer('czk_per_eur_milli').notNull(),
  createdByStaffId: bigint('created_by_staff_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('commission_exchange_rates_rate', sql`${t.czkPerEurMilli} between 1000 and 100000`)]);
