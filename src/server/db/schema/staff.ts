import { sql } from 'drizzle-orm';
import { pgTable, bigserial, bigint, integer, text, boolean, timestamp, index, uniqueIndex, primaryKey, foreignKey } from 'drizzle-orm/pg-core';

/**
 * The back office's people (issue 13, docs/adr/0019). Staff are not customers: own table, own
 * sessions, own cookie. `password_hash` is argon2id (PHC string); null until a password is set.
 */
export const employees = pgTable('employees', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  active: boolean('active').notNull().default(true),
  branch: text('branch'),
  passwordHash: text('password_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('employees_email_idx').on(sql`lower(${t.email})`),
]);

/** One row per (employee, permission name); names come from the registry (src/contracts/staff.ts). */
export const employeePermissions = pgTable('employee_permissions', {
  employeeId: bigint('employee_id', { mode: 'number' }).notNull(),
  permission: text('permission').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ name: 'employee_permissions_pk', columns: [t.employeeId, t.permission] }),
  foreignKey({ name: 'employee_permissions_employee_fk', columns: [t.employeeId], foreignColumns: [employees.id] }).onDelete('cascade'),
]);

/** A staff session: only the SHA-256 of the cookie's random token is kept (like customer sessions, ADR 0007). */
export const staffSessions = pgTable('staff_sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull(),
  employeeId: bigint('employee_id', { mode: 'number' }).notNull(),
  /** 'password' or 'rfid'. */
  method: text('method').notNull(),
  workstationId: bigint('workstation_id', { mode: 'number' }),
  userAgent: text('user_agent'),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('staff_sessions_token_idx').on(t.tokenHash),
  index('staff_sessions_employee_idx').on(t.employeeId),
  foreignKey({ name: 'staff_sessions_employee_fk', columns: [t.employeeId], foreignColumns: [employees.id] }).onDelete('cascade'),
]);

/** A registered device (a packing desk): RFID + PIN sign-in only with its token, kept as SHA-256. */
export const workstations = pgTable('workstations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdBy: bigint('created_by', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('workstations_token_idx').on(t.tokenHash),
]);

/**
 * An RFID card bound to one employee, with the PIN generated for it (argon2id; shown once).
 * Five wrong PINs lock the card until `locked_until`.
 */
export const rfidCards = pgTable('rfid_cards', {
  cardId: text('card_id').primaryKey(),
  employeeId: bigint('employee_id', { mode: 'number' }).notNull(),
  pinHash: text('pin_hash'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('rfid_cards_employee_idx').on(t.employeeId),
  foreignKey({ name: 'rfid_cards_employee_fk', columns: [t.employeeId], foreignColumns: [employees.id] }).onDelete('cascade'),
]);
