import { sql } from 'drizzle-orm';
import { pgTable, bigserial, bigint, integer, smallint, text, timestamp, jsonb, index, check, customType, uniqueIndex } from 'drizzle-orm/pg-core';
import { buybackBatchBooks } from './buyback';
import { copies } from './catalogue';

const bytea = customType<{ data: string }>({ dataType: () => 'bytea' });

/**
 * The intake desk (issue 15 items 1–3, docs/adr/0028). The verdict on each book of a batch lives
 * on its `buyback_batch_books` row (outcome, price, refusal evidence); these tables hold the
 * photos taken at the desk and the journal of every verdict (who, when, before → after).
 */

/** A photo of a book taken at intake: of an accepted copy (shown on its page) or the evidence of a refusal. Re-encoded with sharp. */
export const intakePhotos = pgTable('intake_photos', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  batchBookId: bigint('batch_book_id', { mode: 'number' }).notNull().references(() => buybackBatchBooks.id, { onDelete: 'cascade' }),
  /** Set when the book was accepted: the copy (books row) the photo shows. */
  copyId: bigint('book_id', { mode: 'number' }).references(() => copies.id),
  contentType: text('content_type').notNull(),
  /** Written with decode(…, 'base64') and read with encode(…), as customer_images. */
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  size: integer('size').notNull(),
  position: smallint('position').notNull().default(0),
  actorStaffId: bigint('actor_staff_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('intake_photos_batch_book_idx').on(t.batchBookId, t.position),
  index('intake_photos_book_idx').on(t.copyId, t.position).where(sql`${t.copyId} is not null`),
  check('intake_photos_type', sql`${t.contentType} in ('image/jpeg', 'image/webp')`),
]);

/** Every verdict on a book at intake: who, when, from → to, and what was decided (price, condition, reason). */
export const intakeBookEvents = pgTable('intake_book_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  batchBookId: bigint('batch_book_id', { mode: 'number' }).notNull().references(() => buybackBatchBooks.id, { onDelete: 'cascade' }),
  fromOutcome: text('from_outcome'),
  toOutcome: text('to_outcome').notNull(),
  actorStaffId: bigint('actor_staff_id', { mode: 'number' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [index('intake_book_events_book_idx').on(t.batchBookId, t.at)]);

/**
 * A merged work or author: the old id answers with the new one (the catalogue's `/ref` lookups and
 * old_* redirect routes follow it). kind work → grandmothers ids; author → property_nodes ids.
 */
export const catalogueMerges = pgTable('catalogue_merges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind', { enum: ['work', 'author'] }).notNull(),
  fromId: integer('from_id').notNull(),
  toId: integer('to_id').notNull(),
  actorStaffId: bigint('actor_staff_id', { mode: 'number' }),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('catalogue_merges_from_idx').on(t.kind, t.fromId),
  check('catalogue_merges_kind', sql`${t.kind} in ('work', 'author')`),
  check('catalogue_merges_distinct', sql`${t.fromId} <> ${t.toId}`),
]);
