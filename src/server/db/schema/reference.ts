import { pgTable, smallint, text, char } from 'drizzle-orm/pg-core';

/** docs/product.md#languages language enumeration 1–91 (seeded from src/contracts/languages.ts). */
export const languages = pgTable('languages', {
  id: smallint('id').primaryKey(),
  code: char('code', { length: 3 }).notNull().unique(),
  name: text('name').notNull(),
});

/** Copy conditions; titles are translated in the `book-states` namespace keyed by id. */
export const conditions = pgTable('conditions', {
  id: smallint('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** 1 = best; drives "sorted by condition". */
  rank: smallint('rank').notNull(),
});

/** Bindings; titles are translated in the `common` namespace under `binding.<code>`. */
export const bindings = pgTable('bindings', {
  id: smallint('id').primaryKey(),
  code: text('code').notNull().unique(),
});
