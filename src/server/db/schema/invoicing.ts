import { sql } from 'drizzle-orm';
import { pgSequence, pgTable, bigserial, bigint, integer, text, char, timestamp, jsonb, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { orderRefunds, orders } from './commerce';

/**
 * Tax documents beyond the invoice computed from the order (issue 13 item 6, docs/adr/0024).
 *
 *  invoice_documents — an invoice as issued, frozen: version 1 is the order's invoice as it stood
 *    when it was first re-issued; every re-issue (a company name for the buyer…) adds the next
 *    version with its own number (order number, then "-2", "-3"…). Older versions are kept and
 *    stay downloadable; the newest is the one the customer gets.
 *  credit_notes — opravný daňový doklad: a refund that corrects an invoice, with its own number
 *    series (credit_note_number_seq), the invoice it corrects and its content frozen as issued.
 */
export const creditNoteNumberSeq = pgSequence('credit_note_number_seq', { startWith: 1 });

export const invoiceDocuments = pgTable('invoice_documents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  version: integer('version').notNull(),
  number: text('number').notNull(),
  /** The document as rendered (InvoiceData without the seller, dates as ISO text). */
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  reason: text('reason'),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  /** Null: the shop's own version 1 (frozen when the first re-issue came). */
  actorStaffId: bigint('actor_staff_id', { mode: 'number' }),
}, (t) => [
  uniqueIndex('invoice_documents_version_idx').on(t.orderId, t.version),
  uniqueIndex('invoice_documents_number_idx').on(t.number),
  check('invoice_documents_version', sql`${t.version} >= 1`),
]);

export const creditNotes = pgTable('credit_notes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** "OD" + two-digit year + six digits of credit_note_number_seq. */
  number: text('number').notNull(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  /** One credit note per refund, ever. */
  refundId: bigint('refund_id', { mode: 'number' }).notNull().references(() => orderRefunds.id),
  /** The invoice it corrects (the newest invoice document's number, else the order number). */
  invoiceNumber: text('invoice_number').notNull(),
  locale: text('locale').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  /** What went back, positive hundredths (the document shows it negative). */
  amountX100: integer('amount_x100').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  actorStaffId: bigint('actor_staff_id', { mode: 'number' }),
}, (t) => [
  uniqueIndex('credit_notes_number_idx').on(t.number),
  uniqueIndex('credit_notes_refund_idx').on(t.refundId),
  index('credit_notes_order_idx').on(t.orderId),
  check('credit_notes_amount', sql`${t.amountX100} > 0`),
]);
