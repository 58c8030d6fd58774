import { z } from 'zod';
import { moneyX100 } from './common';

/**
 * Bank-transfer matching (issue 13 item 6, docs/adr/0022), all under /api/adonis/admin/v1 with
 * the permission `payments.confirm`:
 *
 * | call                                          | body / query                  | answer                 |
 * |-----------------------------------------------|-------------------------------|------------------------|
 * | POST bank-statements                          | the file: raw bytes, or multipart/form-data field `file` | bankStatementImport |
 * | GET  bank-statements                          | page, pageSize                | bankStatementList      |
 * | GET  bank-statements/lines                    | bankLineListQuery             | bankLineList           |
 * | POST bank-statements/lines/{id}/resolve       | resolveBankLineBody           | bankLine               |
 *
 * A file that is not a camt.053 XML statement nor a Fio banka CSV export: 422
 * BANK_STATEMENT_INVALID (details: { problem, where }); nothing is imported. A line that is not
 * open (matched, overpaid, ignored) cannot be resolved: 409 BANK_LINE_CONFLICT.
 */

/** The largest statement accepted (a month of a busy shop's camt.053 is a few hundred kB). */
export const BANK_STATEMENT_MAX_BYTES = 5_000_000;

export const BANK_LINE_STATES = ['matched', 'overpaid', 'partial', 'unmatched', 'ignored'] as const;
export type BankLineState = (typeof BANK_LINE_STATES)[number];
/** Lines a person still has to look at. */
export const OPEN_BANK_LINE_STATES = ['partial', 'unmatched'] as const satisfies readonly BankLineState[];
export const BANK_LINE_REASONS = ['NO_SYMBOL', 'UNKNOWN_SYMBOL', 'WRONG_CURRENCY', 'ORDER_NOT_PAYABLE'] as const;

export const bankLine = z.object({
  id: z.number().int(),
  statementId: z.number().int(),
  account: z.string(),
  bankRef: z.string(),
  bookedOn: z.string(),
  amountX100: moneyX100,
  currency: z.string(),
  variableSymbol: z.string().nullable(),
  counterpartyName: z.string().nullable(),
  counterpartyAccount: z.string().nullable(),
  message: z.string().nullable(),
  state: z.enum(BANK_LINE_STATES),
  reason: z.string().nullable(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  paymentId: z.number().int().nullable(),
  surplusX100: moneyX100.nullable(),
  resolvedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  resolvedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type BankLine = z.infer<typeof bankLine>;

const stateCounts = z.object(Object.fromEntries(BANK_LINE_STATES.map((s) => [s, z.number().int()])) as Record<BankLineState, z.ZodNumber>);

export const bankStatement = z.object({
  id: z.number().int(),
  format: z.enum(['camt053', 'fio-csv']),
  fileName: z.string().nullable(),
  account: z.string(),
  currency: z.string().nullable(),
  statementRef: z.string().nullable(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  creditCount: z.number().int(),
  newLineCount: z.number().int(),
  skippedCount: z.number().int(),
  importedBy: z.object({ id: z.number().int(), name: z.string() }),
  importedAt: z.string(),
  /** The match states of the lines this statement brought in. */
  lines: stateCounts,
});
export type BankStatement = z.infer<typeof bankStatement>;

export const bankStatementImport = z.object({
  /** True when this very file was imported before: nothing changed. */
  duplicate: z.boolean(),
  statement: bankStatement,
});
export type BankStatementImport = z.infer<typeof bankStatementImport>;

export const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};
export const bankStatementListQuery = z.object(pageQuery);
export const bankStatementList = z.object({ items: z.array(bankStatement), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type BankStatementList = z.infer<typeof bankStatementList>;

export const bankLineListQuery = z.object({
  /** One state, or `open` (partial and unmatched: what a person has to resolve). */
  state: z.enum([...BANK_LINE_STATES, 'open']).optional(),
  statementId: z.coerce.number().int().positive().optional(),
  ...pageQuery,
});
export type BankLineListQuery = z.infer<typeof bankLineListQuery>;
export const bankLineList = z.object({ items: z.array(bankLine), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type BankLineList = z.infer<typeof bankLineList>;

export const bankLineIdParam = z.object({ id: z.coerce.number().int().positive() });

const note = z.string().trim().min(1).max(500);
/**
 * A person's decision on an open line: `assign` it to an order (matched by amount as an import
 * would: exact or more pays the order, less stays partial on it), or `ignore` it (money returned
 * to the sender, not ours…: a note says why).
 */
export const resolveBankLineBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('assign'), orderNumber: z.string().trim().min(1).max(40), note: note.optional() }).strict(),
  z.object({ action: z.literal('ignore'), note }).strict(),
]);
export type ResolveBankLineBody = z.infer<typeof resolveBankLineBody>;
