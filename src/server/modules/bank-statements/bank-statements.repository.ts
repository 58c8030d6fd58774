import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { BankLine, BankLineState, BankStatement } from '@/contracts/bank-statements';
import { BANK_LINE_STATES } from '@/contracts/bank-statements';
import type { Db } from '../../db/client';
import { bankStatementLines as lines, bankStatements as statements, employees, orders } from '../../db/schema';
import type { ParsedStatement, StatementCredit } from './parse';

// --- statements ---

export interface NewStatement {
  fileSha256: string; fileName: string | null; parsed: ParsedStatement; staffId: number;
}

/** The new statement's id, or null when this file (by its hash) was imported before. */
export async function insertStatement(tx: Db, s: NewStatement, now: Date): Promise<number | null> {
  const [row] = await tx.insert(statements).values({
    fileSha256: s.fileSha256, format: s.parsed.format, fileName: s.fileName, account: s.parsed.account, currency: s.parsed.currency,
    statementRef: s.parsed.statementRef, periodFrom: s.parsed.periodFrom, periodTo: s.parsed.periodTo,
    creditCount: s.parsed.credits.length, newLineCount: 0, skippedCount: s.parsed.skipped, importedByStaffId: s.staffId, importedAt: now,
  }).onConflictDoNothing({ target: statements.fileSha256 }).returning({ id: statements.id });
  return row ? Number(row.id) : null;
}

export async function statementIdByHash(db: Db, fileSha256: string): Promise<number | null> {
  const [row] = await db.select({ id: statements.id }).from(statements).where(eq(statements.fileSha256, fileSha256));
  return row ? Number(row.id) : null;
}

export async function setNewLineCount(tx: Db, statementId: number, n: number): Promise<void> {
  await tx.update(statements).set({ newLineCount: n }).where(eq(statements.id, statementId));
}

const emptyCounts = (): Record<BankLineState, number> => Object.fromEntries(BANK_LINE_STATES.map((s) => [s, 0])) as Record<BankLineState, number>;

export async function listStatements(db: Db, page: number, pageSize: number, onlyId: number | null = null): Promise<{ items: BankStatement[]; total: number }> {
  const where = onlyId === null ? undefined : eq(statements.id, onlyId);
  const rows = await db.select({
    id: statements.id, format: statements.format, fileName: statements.fileName, account: statements.account, currency: statements.currency,
    statementRef: statements.statementRef, periodFrom: statements.periodFrom, periodTo: statements.periodTo, creditCount: statements.creditCount,
    newLineCount: statements.newLineCount, skippedCount: statements.skippedCount, importedAt: statements.importedAt,
    staffId: employees.id, staffName: employees.name,
  }).from(statements).innerJoin(employees, eq(employees.id, statements.importedByStaffId)).where(where)
    .orderBy(desc(statements.importedAt), desc(statements.id)).limit(pageSize).offset((page - 1) * pageSize);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(statements).where(where);
  const ids = rows.map((r) => Number(r.id));
  const counts = new Map<number, Record<BankLineState, number>>(ids.map((id) => [id, emptyCounts()]));
  if (ids.length > 0) {
    const grouped = await db.select({ statementId: lines.statementId, state: lines.state, n: count() }).from(lines)
      .where(inArray(lines.statementId, ids)).groupBy(lines.statementId, lines.state);
    for (const g of grouped) counts.get(Number(g.statementId))![g.state] = Number(g.n);
  }
  return {
    total: Number(n),
    items: rows.map((r) => ({
      id: Number(r.id), format: r.format, fileName: r.fileName, account: r.account, currency: r.currency?.trim() ?? null, statementRef: r.statementRef,
      periodFrom: r.periodFrom, periodTo: r.periodTo, creditCount: r.creditCount, newLineCount: r.newLineCount, skippedCount: r.skippedCount,
      importedBy: { id: Number(r.staffId), name: r.staffName }, importedAt: new Date(r.importedAt).toISOString(), lines: counts.get(Number(r.id))!,
    })),
  };
}

// --- lines ---

/** The new line's id, or null when a line with this bank reference of this account is known already. */
export async function insertLine(tx: Db, statementId: number, account: string, c: StatementCredit, now: Date): Promise<number | null> {
  const [row] = await tx.insert(lines).values({
    statementId, account, bankRef: c.bankRef, bookedOn: c.bookedOn, amountX100: c.amountX100, currency: c.currency, variableSymbol: c.variableSymbol,
    counterpartyName: c.counterpartyName, counterpartyAccount: c.counterpartyAccount, message: c.message,
    // Every line is matched in the same transaction right after; 'unmatched' is only its starting point.
    state: 'unmatched', createdAt: now, updatedAt: now,
  }).onConflictDoNothing({ target: [lines.account, lines.bankRef] }).returning({ id: lines.id });
  return row ? Number(row.id) : null;
}

export interface LineRow {
  id: number; statementId: number; bankRef: string; amountX100: number; currency: string; variableSymbol: string | null;
  state: BankLineState; orderId: number | null;
}

export async function findLine(tx: Db, id: number, lock = false): Promise<LineRow | null> {
  const q = tx.select({
    id: lines.id, statementId: lines.statementId, bankRef: lines.bankRef, amountX100: lines.amountX100, currency: lines.currency,
    variableSymbol: lines.variableSymbol, state: lines.state, orderId: lines.orderId,
  }).from(lines).where(eq(lines.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ? { ...row, id: Number(row.id), statementId: Number(row.statementId), currency: row.currency.trim(), orderId: row.orderId === null ? null : Number(row.orderId) } : null;
}

/** The partial lines waiting on an order (locked: they are about to complete it), but `exceptId`. */
export async function partialLinesOf(tx: Db, orderId: number, exceptId: number): Promise<{ id: number; amountX100: number }[]> {
  const rows = await tx.select({ id: lines.id, amountX100: lines.amountX100 }).from(lines)
    .where(and(eq(lines.orderId, orderId), eq(lines.state, 'partial'), ne(lines.id, exceptId))).orderBy(lines.id).for('update');
  return rows.map((r) => ({ id: Number(r.id), amountX100: r.amountX100 }));
}

export interface LineUpdate {
  state: BankLineState; reason?: string | null; orderId?: number | null; paymentId?: number | null; surplusX100?: number | null;
  resolvedByStaffId?: number | null; note?: string | null;
}

export async function updateLine(tx: Db, id: number, u: LineUpdate, now: Date): Promise<void> {
  await tx.update(lines).set({
    state: u.state, reason: u.reason ?? null,
    ...(u.orderId !== undefined ? { orderId: u.orderId } : {}),
    ...(u.paymentId !== undefined ? { paymentId: u.paymentId } : {}),
    ...(u.surplusX100 !== undefined ? { surplusX100: u.surplusX100 } : {}),
    ...(u.resolvedByStaffId ? { resolvedByStaffId: u.resolvedByStaffId, resolvedAt: now } : {}),
    ...(u.note !== undefined ? { note: u.note } : {}),
    updatedAt: now,
  }).where(eq(lines.id, id));
}

const resolver = sql`(select e.name from employees e where e.id = ${lines.resolvedByStaffId})`;

export async function listLines(db: Db, filter: { states: readonly BankLineState[] | null; statementId: number | null; ids?: readonly number[] }, page: number, pageSize: number): Promise<{ items: BankLine[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.states) conditions.push(inArray(lines.state, [...filter.states]));
  if (filter.statementId !== null) conditions.push(eq(lines.statementId, filter.statementId));
  if (filter.ids) conditions.push(inArray(lines.id, [...filter.ids]));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db.select({
    id: lines.id, statementId: lines.statementId, account: lines.account, bankRef: lines.bankRef, bookedOn: lines.bookedOn, amountX100: lines.amountX100,
    currency: lines.currency, variableSymbol: lines.variableSymbol, counterpartyName: lines.counterpartyName, counterpartyAccount: lines.counterpartyAccount,
    message: lines.message, state: lines.state, reason: lines.reason, orderId: lines.orderId, orderNumber: orders.number, paymentId: lines.paymentId,
    surplusX100: lines.surplusX100, resolvedByStaffId: lines.resolvedByStaffId, resolvedByName: resolver.mapWith(String), resolvedAt: lines.resolvedAt, note: lines.note,
  }).from(lines).leftJoin(orders, eq(orders.id, lines.orderId)).where(where)
    .orderBy(desc(lines.id)).limit(pageSize).offset((page - 1) * pageSize);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(lines).where(where);
  return {
    total: Number(n),
    items: rows.map((r) => ({
      id: Number(r.id), statementId: Number(r.statementId), account: r.account, bankRef: r.bankRef, bookedOn: r.bookedOn, amountX100: r.amountX100,
      currency: r.currency.trim(), variableSymbol: r.variableSymbol, counterpartyName: r.counterpartyName, counterpartyAccount: r.counterpartyAccount,
      message: r.message, state: r.state, reason: r.reason, orderId: r.orderId === null ? null : Number(r.orderId), orderNumber: r.orderNumber,
      paymentId: r.paymentId === null ? null : Number(r.paymentId), surplusX100: r.surplusX100,
      resolvedBy: r.resolvedByStaffId === null ? null : { id: Number(r.resolvedByStaffId), name: r.resolvedByName },
      resolvedAt: r.resolvedAt ? new Date(r.resolvedAt).toISOString() : null, note: r.note,
    })),
  };
}

// --- orders by variable symbol ---

/**
 * The order a variable symbol names. Order numbers are "BT" + digits and the VS is those digits
 * (orders.service `variableSymbol`), so the unique index on number finds it; the caller checks
 * the symbol again with that function.
 */
export async function orderIdByNumber(db: Db, number: string): Promise<number | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  return row ? Number(row.id) : null;
}
