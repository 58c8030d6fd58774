import { sql } from 'drizzle-orm';
import { pgTable, bigint, bigserial, integer, smallint, text, timestamp, numeric, jsonb, index, customType } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * One row per copy with everything the listing filters, sorts and facets on, so a listing query
 * touches one table and its indexes. Maintained by statement-level triggers on `books`
 * (migration 0003); `book_search_rebuild()` rebuilds it after catalogue-wide changes.
 */
export const copySearch = pgTable('book_search', {
  copyId: bigint('book_id', { mode: 'number' }).primaryKey(),
  workId: integer('grandmother_id').notNull(),
  editionId: integer('mother_id').notNull(),
  state: text('state').notNull(),
  conditionId: smallint('condition_id').notNull(),
  languageId: smallint('language_id').notNull(),
  bindingId: smallint('binding_id'),
  publisherId: integer('publisher_id'),
  year: smallint('year'),
  priceCzkX100: integer('price_czk_x100').notNull(),
  priceEurX100: integer('price_eur_x100').notNull(),
  rating: numeric('rating', { precision: 3, scale: 2 }),
  sellerUserHash: text('seller_user_hash'),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  firstStockedAt: timestamp('first_stocked_at', { withTimezone: true }),
  restockedAt: timestamp('restocked_at', { withTimezone: true }),
  /** Labelled categories and all their ancestors. */
  categoryIds: integer('category_ids').array().notNull().default(sql`'{}'`),
  authorIds: integer('author_ids').array().notNull().default(sql`'{}'`),
  seriesIds: integer('series_ids').array().notNull().default(sql`'{}'`),
  title: text('title').notNull(),
  /** Unaccented, lower-cased words of title, authors, publisher, series and both ISBNs. */
  searchDoc: tsvector('search_doc').notNull(),
}, (t) => [
  index('book_search_categories_gin').using('gin', t.categoryIds),
  index('book_search_authors_gin').using('gin', t.authorIds),
  index('book_search_series_gin').using('gin', t.seriesIds),
  index('book_search_doc_gin').using('gin', t.searchDoc),
  index('book_search_mother_idx').on(t.editionId),
  index('book_search_grandmother_idx').on(t.workId),
  index('book_search_seller_idx').on(t.sellerUserHash),
  // Top-N sorts over the copies in stock (the default listing) walk these instead of sorting.
  index('book_search_new_idx').on(t.addedAt.desc(), t.copyId.desc()).where(sql`state = 'in_stock'`),
  index('book_search_price_czk_idx').on(t.priceCzkX100, t.copyId).where(sql`state = 'in_stock'`),
  index('book_search_price_eur_idx').on(t.priceEurX100, t.copyId).where(sql`state = 'in_stock'`),
  index('book_search_year_idx').on(t.year, t.copyId).where(sql`state = 'in_stock'`),
  index('book_search_year_desc_idx').on(t.year.desc().nullsLast(), t.copyId.desc().nullsLast()).where(sql`state = 'in_stock'`),
  index('book_search_first_stocked_idx').on(t.firstStockedAt.desc().nullsLast(), t.copyId.desc()).where(sql`state = 'in_stock'`),
  index('book_search_restocked_idx').on(t.restockedAt.desc().nullsLast(), t.copyId.desc()).where(sql`state = 'in_stock'`),
  index('book_search_rating_idx').on(t.rating.desc().nullsLast(), t.copyId.desc()).where(sql`state = 'in_stock'`),
  index('book_search_language_idx').on(t.languageId).where(sql`state = 'in_stock'`),
]);

/**
 * Facet counts and totals per filter combination, shared by every instance: counting a million
 * copies per request is what makes listings slow, and counts a few minutes old are fine.
 */
export const listingFacetCache = pgTable('listing_facet_cache', {
  key: text('key').primaryKey(),
  payload: jsonb('payload').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The change feed of `book_search` (ADR 0032): one row per copy whose listing row was inserted,
 * changed or deleted, written by statement-level triggers on `book_search` in the same transaction
 * (so any change of stock, price, state or catalogue data is seen, whoever makes it). `copy_id`
 * null = the table was truncated (rebuild everything). Each instance's in-memory facet index reads
 * the rows whose transaction id is at or above the oldest transaction still running at its last
 * read (`pg_snapshot_xmin`), so a transaction that commits late is never skipped. Pruned after
 * ten minutes.
 */
export const copySearchChanges = pgTable('book_search_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  copyId: bigint('book_id', { mode: 'number' }),
  xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('book_search_changes_xid_idx').on(t.xid),
  index('book_search_changes_changed_at_idx').on(t.changedAt),
]);
