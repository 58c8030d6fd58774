import { sql } from 'drizzle-orm';
import { pgTable, bigserial, bigint, integer, text, char, timestamp, index, uniqueIndex, primaryKey, check, foreignKey } from 'drizzle-orm/pg-core';
import { customers } from './commerce';

/**
 * A pending e-mail login (migration 0008): a 6-digit passcode ('code') or a magic link ('link').
 * Only a SHA-256 of the secret is kept; consumed_at makes it single use, attempts burns a code.
 */
export const loginChallenges = pgTable('login_challenges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind', { enum: ['code', 'link'] }).notNull(),
  email: text('email').notNull(),
  secretHash: text('secret_hash').notNull(),
  locale: text('locale').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('login_challenges_email_idx').on(t.kind, sql`lower(${t.email})`, t.createdAt),
  uniqueIndex('login_challenges_secret_idx').on(t.secretHash).where(sql`${t.kind} = 'link'`),
  check('login_challenges_kind', sql`${t.kind} in ('code', 'link')`),
]);

/** An external identity (Google, Seznam) linked to a customer. */
export const customerIdentities = pgTable('customer_identities', {
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  customerId: bigint('customer_id', { mode: 'number' }).notNull(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ name: 'customer_identities_pk', columns: [t.provider, t.subject] }),
  index('customer_identities_customer_idx').on(t.customerId),
  foreignKey({ name: 'customer_identities_customer_fk', columns: [t.customerId], foreignColumns: [customers.id] }).onDelete('cascade'),
]);

/** A customer's saved delivery addresses (account details). */
export const customerAddresses = pgTable('customer_addresses', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  zip: text('zip').notNull(),
  country: char('country', { length: 2 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('customer_addresses_customer_idx').on(t.customerId),
  foreignKey({ name: 'customer_addresses_customer_fk', columns: [t.customerId], foreignColumns: [customers.id] }).onDelete('cascade'),
]);
