import { sql } from 'drizzle-orm';
import {
  pgTable, bigserial, bigint, integer, smallint, text, char, timestamp, jsonb, numeric, index, uniqueIndex, primaryKey, check,
} from 'drizzle-orm/pg-core';
import { customType } from 'drizzle-orm/pg-core';
import { copies, works } from './catalogue';
import { customers } from './commerce';

const bytea = customType<{ data: string }>({ dataType: () => 'bytea' });

/**
 * Wishlists, watchdogs and reviews (issue 5; migration 0009_engagement, written by hand).
 * Every row belongs to one customer; every query by id also filters by that customer (IDOR).
 */

/** A wished copy (kind 'book', book_id set) or a wished title (kind 'work', any copy of it). */
export const wishlistItems = pgTable('wishlist_items', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' }).notNull().references(() => customers.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['book', 'work'] }).notNull(),
  copyId: bigint('book_id', { mode: 'number' }).references(() => copies.id, { onDelete: 'cascade' }),
  workId: integer('grandmother_id').notNull().references(() => works.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('wishlist_items_book_uq').on(t.customerId, t.copyId).where(sql`"book_id" is not null`),
  uniqueIndex('wishlist_items_work_uq').on(t.customerId, t.workId).where(sql`"kind" = 'work'`),
  index('wishlist_items_customer_idx').on(t.customerId, t.createdAt),
  // Readers waiting for a title (the buyback quote's demand, docs/adr/0026).
  index('wishlist_items_work_idx').on(t.workId),
  check('wishlist_items_kind', sql`"kind" in ('book', 'work') and (("kind" = 'book') = ("book_id" is not null))`),
]);

/** The share link of a wishlist: a random id, read-only for whoever has it, revocable (one active per customer). */
export const wishlistLinks = pgTable('wishlist_links', {
  id: text('id').primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' }).notNull().references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [uniqueIndex('wishlist_links_active_uq').on(t.customerId).where(sql`"revoked_at" is null`)]);

export const WATCHDOG_KINDS = ['work', 'edition', 'author', 'filter'] as const;

/**
 * "Tell me when it is in stock": the criteria as columns the matcher compares in SQL, plus the
 * normalized catalogue filter (`filters`) for display and links. `removal_token` is the
 * unguessable one-click removal id of the e-mails.
 */
export const watchdogs = pgTable('watchdogs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' }).notNull().references(() => customers.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: WATCHDOG_KINDS }).notNull(),
  workId: integer('grandmother_id'),
  editionId: integer('mother_id'),
  authorIds: integer('author_ids').array(),
  categoryIds: integer('category_ids').array(),
  /** A safe tsquery text (letters and digits joined by &), the listing's reading of `q`. */
  tsquery: text('tsquery'),
  conditionIds: smallint('condition_ids').array(),
  languageIds: smallint('language_ids').array(),
  bindingIds: smallint('binding_ids').array(),
  yearMin: smallint('year_min'),
  yearMax: smallint('year_max'),
  maxPriceX100: integer('max_price_x100'),
  currency: char('currency', { length: 3 }).notNull(),
  filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
  label: text('label').notNull(),
  locale: text('locale').notNull(),
  removalToken: text('removal_token').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('watchdogs_removal_token_uq').on(t.removalToken),
  index('watchdogs_customer_idx').on(t.customerId, t.id),
  check('watchdogs_kind', sql`"kind" in ('work', 'edition', 'author', 'filter')`),
  check('watchdogs_currency', sql`"currency" in ('CZK', 'EUR')`),
]);

/**
 * The matcher's inverted index: the keys a copy must carry for a watchdog to be worth checking
 * ('m:<edition>', 'g:<work>', 'a:<author>', 'c:<category>', 't:<word>'); ADR 0008.
 */
export const watchdogKeys = pgTable('watchdog_keys', {
  key: text('key').notNull(),
  watchdogId: bigint('watchdog_id', { mode: 'number' }).notNull().references(() => watchdogs.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ name: 'watchdog_keys_pk', columns: [t.key, t.watchdogId] }), index('watchdog_keys_watchdog_idx').on(t.watchdogId)]);

/** One matching run over the copies stocked in [window_from, window_to). */
export const watchdogRuns = pgTable('watchdog_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  windowFrom: timestamp('window_from', { withTimezone: true }).notNull(),
  windowTo: timestamp('window_to', { withTimezone: true }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  copies: integer('copies').notNull().default(0),
  matches: integer('matches').notNull().default(0),
  mails: integer('mails').notNull().default(0),
});

/** A customer is told about a copy once, whichever of their watchdogs found it (the primary key). */
export const watchdogNotifications = pgTable('watchdog_notifications', {
  customerId: bigint('customer_id', { mode: 'number' }).notNull().references(() => customers.id, { onDelete: 'cascade' }),
  copyId: bigint('book_id', { mode: 'number' }).notNull(),
  watchdogId: bigint('watchdog_id', { mode: 'number' }).references(() => watchdogs.id, { onDelete: 'set null' }),
  runId: bigint('run_id', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ name: 'watchdog_notifications_pk', columns: [t.customerId, t.copyId] }),
  index('watchdog_notifications_pending_idx').on(t.runId).where(sql`"mailed_at" is null`),
  index('watchdog_notifications_watchdog_idx').on(t.watchdogId),
]);

/** A customer's review of a work: one per customer per work. */
export const reviews = pgTable('reviews', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' }).notNull().references(() => customers.id, { onDelete: 'cascade' }),
  workId: integer('grandmother_id').notNull().references(() => works.id, { onDelete: 'cascade' }),
  rating: smallint('rating').notNull(),
  body: text('body').notNull(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** Hidden by moderation (issue 16 item 5): not shown anywhere public; the author still sees it. */
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('reviews_customer_work_uq').on(t.customerId, t.workId),
  index('reviews_work_idx').on(t.workId, t.createdAt.desc().nullsLast()),
  check('reviews_rating', sql`"rating" between 1 and 5`),
]);

export const reviewReports = pgTable('review_reports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  reviewId: bigint('review_id', { mode: 'number' }).notNull().references(() => reviews.id, { onDelete: 'cascade' }),
  customerId: bigint('customer_id', { mode: 'number' }).notNull().references(() => customers.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Moderation's answer (issue 16 item 5): hide or keep; a deleted review takes its reports with it. */
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  resolution: text('resolution', { enum: ['hide', 'keep'] }),
  resolvedByStaffId: bigint('resolved_by_staff_id', { mode: 'number' }),
}, (t) => [
  uniqueIndex('review_reports_reporter_uq').on(t.reviewId, t.customerId),
  index('review_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
]);

/**
 * A work's rating as imported before its first review here (seeded / migrated data), captured once
 * on that first review so the maintained average = (imported sum + our reviews) / (count + ours).
 */
export const workRatingImports = pgTable('work_rating_imports', {
  workId: integer('grandmother_id').primaryKey(),
  ratingCount: integer('rating_count').notNull(),
  ratingSum: numeric('rating_sum', { precision: 14, scale: 2 }).notNull(),
});

/** The public profile's picture (migration 0011): PNG, JPEG or WebP, checked by its magic bytes. */
export const customerImages = pgTable('customer_images', {
  customerId: bigint('customer_id', { mode: 'number' }).primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  /** Written with decode(…, 'base64') and read with encode(…): both drivers then only see text. */
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [check('customer_images_type', sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp')`)]);
