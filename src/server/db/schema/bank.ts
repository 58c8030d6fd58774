import { sql } from 'drizzle-orm';
import { pgTable, bigserial, bigint, integer, text, char, date, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { employees } from './staff';
import { orders } from './commerce';

export const BANK_STATEMENT_FORMATS = ['camt053', 'fio-csv'] as const;

/**
 * An imported bank statement (issue 13 item 6, docs/adr/0022). `file_sha256` is unique: the same
 * file imported again finds this row and changes nothing. Counts are what the import saw:
 * credits in the file, of which new (not on an earlier statement), and entries skipped (debits…).
 */
export const bankStatements = pgTable('bank_statements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  fileSha256: text('file_sha256').notNull(),
  format: text('format', { enum: BANK_STATEMENT_FORMATS }).notNull(),
  fileName: text('file_name'),
  /** The account the statement is of: IBAN, or the bank's account number/code. */
  account: text('account').notNull(),
  currency: char('currency', { length: 3 }),
  statementRef: text('statement_ref'),
  periodFrom: date('period_from', { mode: 'string' }),
  periodTo: date('period_to', { mode: 'string' }),
  creditCount: integer('credit_count').notNull(),
  newLineCount: integer('new_line_count').notNull(),
  skippedCount: integer('skipped_count').notNull(),
  importedByStaffId: bigint('imported_by_staff_id', { mode: 'number' }).notNull().references(() => employees.id),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('bank_statements_file_idx').on(t.fileSha256),
  index('bank_statements_imported_idx').on(t.importedAt.desc(), t.id.desc()),
  check('bank_statements_format', sql`${t.format} in ('camt053', 'fio-csv')`),
]);

export const BANK_LINE_STATES = ['matched', 'overpaid', 'partial', 'unmatched', 'ignored'] as const;

/**
 * One credit of a statement: money that came in. Unique per (account, the bank's entry
 * reference), so a payment on two overlapping statements is imported once. The match state:
 * matched (the order is paid), overpaid (paid; the surplus went to the wallet or is owed back),
 * partial (less than the order owes: for a person; several partials that reach the total pay the
 * order), unmatched (no or unknown symbol, wrong currency, an order that cannot be paid now —
 * `reason`), ignored (a person decided nothing is paid by it). `resolved_*`: who assigned or
 * ignored it by hand.
 */
export const bankStatementLines = pgTable('bank_statement_lines', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  statementId: bigint('statement_id', { mode: 'number' }).notNull().references(() => bankStatements.id),
  account: text('account').notNull(),
  bankRef: text('bank_ref').notNull(),
  bookedOn: date('booked_on', { mode: 'string' }).notNull(),
  amountX100: integer('amount_x100').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  variableSymbol: text('variable_symbol'),
  counterpartyName: text('counterparty_name'),
  counterpartyAccount: text('counterparty_account'),
  message: text('message'),
  state: text('state', { enum: BANK_LINE_STATES }).notNull(),
  /** Why it is unmatched (NO_SYMBOL, UNKNOWN_SYMBOL, WRONG_CURRENCY, ORDER_NOT_PAYABLE), else null. */
  reason: text('reason'),
  /** The order the symbol (or a person) pointed at; also kept when that order could not take it. */
  orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
  /** The payment row mark-paid recorded when this line completed the order's payment. */
  paymentId: bigint('payment_id', { mode: 'number' }),
  /** What came beyond what the order owed (overpaid), in hundredths. */
  surplusX100: integer('surplus_x100'),
  resolvedByStaffId: bigint('resolved_by_staff_id', { mode: 'number' }).references(() => employees.id),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('bank_statement_lines_ref_idx').on(t.account, t.bankRef),
  index('bank_statement_lines_statement_idx').on(t.statementId, t.id),
  index('bank_statement_lines_state_idx').on(t.state, t.id.desc()),
  index('bank_statement_lines_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  check('bank_statement_lines_amount', sql`${t.amountX100} > 0`),
  check('bank_statement_lines_state', sql`${t.state} in ('matched', 'overpaid', 'partial', 'unmatched', 'ignored')`),
]);
