import { sql } from 'drizzle-orm';
import {
  pgTable, serial, integer, bigserial, bigint, smallint, text, char, timestamp, jsonb, index, uniqueIndex, check, numeric,
} from 'drizzle-orm/pg-core';
import { languages, conditions, bindings } from './reference';

/** A work across all its translations. */
export const workGroups = pgTable('great_grandmothers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A work: all editions of one title (`/g/[id]`). */
export const works = pgTable('grandmothers', {
  id: serial('id').primaryKey(),
  workGroupId: integer('great_grandmother_id').references(() => workGroups.id),
  title: text('title').notNull(),
  originalLanguageId: smallint('original_language_id').references(() => languages.id),
  description: text('description'),
  /** The language the description is written in (a shop writes one text per work, not one per storefront). */
  descriptionLanguageId: smallint('description_language_id').references(() => languages.id),
  ratingAvg: numeric('rating_avg', { precision: 3, scale: 2 }),
  ratingCount: integer('rating_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('grandmothers_ggm_idx').on(t.workGroupId),
  // Typo-tolerant search over titles; f_unaccent is the IMMUTABLE wrapper from migration 0003.
  index('grandmothers_title_trgm').using('gin', sql`f_unaccent(lower(${t.title})) gin_trgm_ops`),
]);

/** An edition (`/g/[id]/m/[editionId]`). */
export const editions = pgTable('mothers', {
  id: serial('id').primaryKey(),
  workId: integer('grandmother_id').notNull().references(() => works.id),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  isbn13: char('isbn13', { length: 13 }),
  isbn10: char('isbn10', { length: 10 }),
  publisherNodeId: integer('publisher_node_id'),
  year: smallint('year'),
  languageId: smallint('language_id').notNull().references(() => languages.id),
  bindingId: smallint('binding_id').references(() => bindings.id),
  pages: integer('pages'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The title unaccented and lower-cased (f_unaccent, migration 0003), stored: what autocomplete and the typo fallback match. */
  titleSearch: text('title_search').generatedAlwaysAs(sql`f_unaccent(lower(title))`),
}, (t) => [
  index('mothers_grandmother_idx').on(t.workId),
  index('mothers_isbn13_idx').on(t.isbn13),
  index('mothers_isbn10_idx').on(t.isbn10),
  index('mothers_publisher_idx').on(t.publisherNodeId),
  // Autocomplete and the typo fallback match the edition's title, the one the results page searches:
  // per reading language, titles starting with the typed text in order (byte order, so a prefix is
  // a range under any database collation), then words resembling it (trigrams).
  index('mothers_language_title_prefix').on(t.languageId, sql`${t.titleSearch} collate "C"`, t.id),
  index('mothers_title_trgm').using('gin', sql`${t.titleSearch} gin_trgm_ops`),
]);

export const COPY_STATES = ['in_stock', 'sold', 'discarded'] as const;

/** One physical copy (`/g/[id]/b/[copyId]`): unique, quantity 1. */
export const copies = pgTable('books', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  editionId: integer('mother_id').notNull().references(() => editions.id),
  /** Denormalised from the mother so listings need no join to group by work. */
  workId: integer('grandmother_id').notNull().references(() => works.id),
  conditionId: smallint('condition_id').notNull().references(() => conditions.id),
  conditionNote: text('condition_note'),
  priceCzkX100: integer('price_czk_x100').notNull(),
  priceEurX100: integer('price_eur_x100').notNull(),
  /** Set while a price cut is announced (discounted today): the price before the cut. */
  previousPriceCzkX100: integer('previous_price_czk_x100'),
  previousPriceEurX100: integer('previous_price_eur_x100'),
  priceChangedAt: timestamp('price_changed_at', { withTimezone: true }),
  state: text('state', { enum: COPY_STATES }).notNull().default('in_stock'),
  photoCount: smallint('photo_count').notNull().default(1),
  location: text('location'),
  /** Commission copies belong to a customer; null for the shop's own stock. */
  sellerUserHash: text('seller_user_hash'),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  firstStockedAt: timestamp('first_stocked_at', { withTimezone: true }),
  restockedAt: timestamp('restocked_at', { withTimezone: true }),
  soldAt: timestamp('sold_at', { withTimezone: true }),
}, (t) => [
  index('books_mother_idx').on(t.editionId),
  index('books_grandmother_idx').on(t.workId),
  index('books_state_added_idx').on(t.state, t.addedAt),
  index('books_price_changed_idx').on(t.priceChangedAt),
  check('books_prices_positive', sql`${t.priceCzkX100} > 0 and ${t.priceEurX100} > 0`),
]);

/** Every price a copy has had, for "lowest price in the last 30 days" on price cuts. */
export const copyPriceHistory = pgTable('book_price_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  copyId: bigint('book_id', { mode: 'number' }).notNull().references(() => copies.id),
  priceCzkX100: integer('price_czk_x100').notNull(),
  priceEurX100: integer('price_eur_x100').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
}, (t) => [index('book_price_history_book_idx').on(t.copyId, t.validFrom)]);

export const NODE_TYPES = ['author', 'publisher', 'category', 'series'] as const;

/** Catalogue graph nodes: authors, publishers, categories (a tree), series. */
export const propertyNodes = pgTable('property_nodes', {
  id: serial('id').primaryKey(),
  type: text('type', { enum: NODE_TYPES }).notNull(),
  /** Default (untranslated) name: authors and publishers keep theirs in every locale. */
  name: text('name').notNull(),
  /** Language-neutral slug; categories and series also have per-locale slugs. */
  slug: text('slug').notNull(),
  parentId: integer('parent_id'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
}, (t) => [
  uniqueIndex('property_nodes_type_slug_uq').on(t.type, t.slug),
  index('property_nodes_parent_idx').on(t.parentId),
  index('property_nodes_name_trgm').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
]);

export const propertyNodeTranslations = pgTable('property_node_translations', {
  nodeId: integer('node_id').notNull().references(() => propertyNodes.id),
  locale: text('locale').notNull(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
}, (t) => [
  uniqueIndex('property_node_translations_pk').on(t.nodeId, t.locale),
  uniqueIndex('property_node_translations_slug_uq').on(t.locale, t.slug),
]);

/** Edge types (docs/product.md#edge-types): labels=1, writes=2, translates=3, comprises=4. */
export const EDGE_TYPE = { labels: 1, writes: 2, translates: 3, comprises: 4 } as const;

/** node —type→ work (grandmother) or edition (mother). */
export const propertyEdges = pgTable('property_edges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  typeId: smallint('type_id').notNull(),
  nodeId: integer('node_id').notNull().references(() => propertyNodes.id),
  workId: integer('grandmother_id').references(() => works.id),
  editionId: integer('mother_id').references(() => editions.id),
  position: smallint('position').notNull().default(0),
}, (t) => [
  index('property_edges_node_idx').on(t.nodeId, t.typeId),
  index('property_edges_grandmother_idx').on(t.workId),
  index('property_edges_mother_idx').on(t.editionId),
  check('property_edges_type', sql`${t.typeId} between 1 and 4`),
  check('property_edges_target', sql`(${t.workId} is not null) <> (${t.editionId} is not null)`),
]);
