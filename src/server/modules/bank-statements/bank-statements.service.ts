import { createHash } from 'node:crypto';
import type {
  BankLine, BankLineList, BankLineListQuery, BankLineState, BankStatement, BankStatementImport, BankStatementList, ResolveBankLineBody,
} from '@/contracts/bank-statements';
import { OPEN_BANK_LINE_STATES } from '@/contracts/bank-statements';
import type { Db } from '../../db/client';
import { withDb, type RequestContext, type StaffRef } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { findOrderById, journal, type OrderRow } from '../orders';
import { journalEvent, type JournalEvent } from '@/contracts/order-journal';
import { insertRefund, insertWalletEntry, OrderDesk, retryOnDeadlock } from '../orders';
import { deskActionAllowed } from '../orders';
import { variableSymbol } from '../orders';
import { parseStatement, StatementFormatError, type StatementCredit } from './parse';
import * as repo from './bank-statements.repository';

/**
 * Bank-transfer matching (issue 13 item 6, docs/adr/0022). A statement is imported in ONE
 * transaction: the file (unique by its SHA-256: the same file again changes nothing), its credit
 * lines (unique per account and bank reference: a payment already seen on another statement is
 * skipped), and the match of every new line:
 *   - no symbol / a symbol of no order → unmatched (NO_SYMBOL / UNKNOWN_SYMBOL);
 *   - another currency than the order's → unmatched (WRONG_CURRENCY);
 *   - an order that cannot take money now (already paid, packed…) → unmatched (ORDER_NOT_PAYABLE);
 *   - together with earlier partial lines of the order, less than it owes → partial (a person looks);
 *   - exactly what it owes → matched: the desk's mark-paid (payment row and event, journal, state
 *     machine: paid, or refund_required when its copies are gone) with the importing employee as actor;
 *   - more → overpaid: paid as above, and the surplus goes back as a refund — to the customer's
 *     wallet (a wallet ledger row, done) or, for a guest, a pending bank-transfer refund.
 * A person resolves an open (unmatched or partial) line by assigning it to an order — the same
 * rules, and a wrong choice is refused with the reason, changing nothing — or by ignoring it.
 * Everything that touches an order is written to its journal.
 */

function actor(ctx: RequestContext): StaffRef {
  if (ctx.staff === null) throw new AppError('NOT_LOGGED_IN', 'Log in first');
  return ctx.staff;
}

const invalid = (e: StatementFormatError) => new AppError('BANK_STATEMENT_INVALID', e.message, { problem: e.problem, where: e.where });

export interface ImportInput {
  bytes: Uint8Array;
  fileName: string | null;
  /** The shop's own account(s), IBAN without spaces: money on a statement of another account is not ours. */
  shopIbans: readonly string[];
}

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;

export async function importStatement(ctx: RequestContext, input: ImportInput): Promise<BankStatementImport> {
  const staff = actor(ctx);
  let parsed;
  try {
    parsed = parseStatement(input.bytes);
  } catch (e) {
    if (e instanceof StatementFormatError) throw invalid(e);
    throw e;
  }
  // A statement of another account (the owner's personal one, a supplier's) would pay orders with
  // money the shop never got. An account given only by its domestic number cannot be compared: taken.
  if (IBAN.test(parsed.account) && !input.shopIbans.includes(parsed.account)) {
    throw new AppError('BANK_STATEMENT_INVALID', `The statement is of account ${parsed.account}, not the shop's`, { problem: 'OTHER_ACCOUNT', where: 'account', account: parsed.account });
  }
  const fileSha256 = createHash('sha256').update(input.bytes).digest('hex');
  const fileName = input.fileName?.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 200) || null;
  const result = await retryOnDeadlock(() => ctx.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const statementId = await repo.insertStatement(tx, { fileSha256, fileName, parsed, staffId: staff.id }, ctx.now);
    // The same file again (also one imported concurrently: the unique hash waits for it): nothing to do.
    if (statementId === null) return { statementId: await repo.statementIdByHash(tx, fileSha256), duplicate: true };
    const fresh: { id: number; credit: StatementCredit }[] = [];
    for (const credit of parsed.credits) {
      const id = await repo.insertLine(tx, statementId, parsed.account, credit, ctx.now);
      if (id !== null) fresh.push({ id, credit });
    }
    await repo.setNewLineCount(tx, statementId, fresh.length);
    const step: Step = { ctx: withDb(ctx, tx), tx, staff, now: ctx.now, statementId };
    for (const { id, credit } of fresh) await matchBySymbol(step, { id, statementId, bankRef: credit.bankRef, amountX100: credit.amountX100, currency: credit.currency, variableSymbol: credit.variableSymbol, state: 'unmatched', orderId: null });
    return { statementId, duplicate: false };
  }));
  return { duplicate: result.duplicate, statement: await statementById(ctx.db, result.statementId!) };
}

async function statementById(db: Db, id: number): Promise<BankStatement> {
  const { items } = await repo.listStatements(db, 1, 1, id);
  if (!items[0]) throw notFound('Bank statement');
  return items[0];
}

interface Step { ctx: RequestContext; tx: Db; staff: StaffRef; now: Date; statementId: number }

type Outcome = { state: BankLineState; reason?: string; orderId?: number | null };

async function matchBySymbol(step: Step, line: repo.LineRow): Promise<void> {
  if (!line.variableSymbol) return settle(step, line, { state: 'unmatched', reason: 'NO_SYMBOL', orderId: null });
  const orderId = await repo.orderIdByNumber(step.tx, `BT${line.variableSymbol}`);
  const order = orderId === null ? null : await findOrderById(step.tx, orderId, true);
  if (!order || variableSymbol(order.number) !== line.variableSymbol) return settle(step, line, { state: 'unmatched', reason: 'UNKNOWN_SYMBOL', orderId: null });
  const refusal = await applyToOrder(step, line, order, null);
  if (refusal) await settle(step, line, { state: 'unmatched', reason: refusal, orderId: order.id });
}

async function settle(step: Step, line: repo.LineRow, o: Outcome, extra: Partial<repo.LineUpdate> = {}): Promise<void> {
  await repo.updateLine(step.tx, line.id, { state: o.state, reason: o.reason ?? null, orderId: o.orderId ?? null, ...extra }, step.now);
}

const money = (x100: number, currency: string) => `${(x100 / 100).toFixed(2)} ${currency}`;

/** Whether the desk's mark-paid takes money for the order in its state (new, awaiting payment, cancelled). */
const payable = (order: OrderRow) => deskActionAllowed('mark-paid', order.state) && order.total_x100 > 0;

/**
 * The line's money applied to a locked order by the amount rules. Returns the reason it cannot be
 * (the caller decides: unmatched for an import, 4xx for a person), or null when the line was settled.
 */
async function applyToOrder(step: Step, line: repo.LineRow, order: OrderRow, resolvedBy: { staffId: number; note: string | null } | null): Promise<string | null> {
  const { tx, now, staff } = step;
  const where = { lineId: line.id, statementId: line.statementId, bankRef: line.bankRef, amountX100: line.amountX100, currency: line.currency };
  const record = (reason: string, event: JournalEvent, action: string, details: Record<string, unknown> = {}) => journal(tx, order.id, order.state, order.state, reason, now, {
    kind: 'payment', staffId: staff.id, action, details: { ...where, ...details }, event,
  });
  const amount = { amountX100: line.amountX100, currency: line.currency };
  if (line.currency !== order.currency) {
    if (!resolvedBy) await record(`bank transfer ${money(line.amountX100, line.currency)} not matched: the order is in ${order.currency}`, journalEvent('bank-unmatched-currency', { ...amount, orderCurrency: order.currency }), 'bank-unmatched', { reason: 'WRONG_CURRENCY' });
    return 'WRONG_CURRENCY';
  }
  if (!payable(order)) {
    if (!resolvedBy) await record(`bank transfer ${money(line.amountX100, line.currency)} not matched: the order is ${order.state}`, journalEvent('bank-unmatched-state', { ...amount, state: order.state }), 'bank-unmatched', { reason: 'ORDER_NOT_PAYABLE' });
    return 'ORDER_NOT_PAYABLE';
  }
  const resolved = resolvedBy ? { resolvedByStaffId: resolvedBy.staffId, note: resolvedBy.note } : {};
  const earlier = await repo.partialLinesOf(tx, order.id, line.id);
  const received = line.amountX100 + earlier.reduce((s, l) => s + l.amountX100, 0);
  if (received < order.total_x100) {
    await record(`bank transfer ${money(line.amountX100, line.currency)}: ${money(received, line.currency)} of ${money(order.total_x100, order.currency)} received`,
      journalEvent('bank-partial', { ...amount, receivedX100: received, owedX100: order.total_x100 }), 'bank-partial', { receivedX100: received, owedX100: order.total_x100 });
    await settle(step, line, { state: 'partial', orderId: order.id }, resolved);
    return null;
  }
  const paid = await OrderDesk.markPaid(step.ctx, {
    orderId: order.id, idempotencyKey: `bank-line:${line.id}`,
    body: {
      method: 'bank-transfer', amountX100: order.total_x100, reference: line.bankRef.slice(0, 100),
      reason: `bank statement ${line.statementId}${earlier.length > 0 ? `, lines ${[...earlier.map((l) => l.id), line.id].join(', ')}` : `, line ${line.id}`}`,
    },
  });
  const surplus = received - order.total_x100;
  for (const l of earlier) await repo.updateLine(tx, l.id, { state: 'matched', orderId: order.id, paymentId: paid.paymentId }, now);
  await settle(step, line, { state: surplus > 0 ? 'overpaid' : 'matched', orderId: order.id }, { paymentId: paid.paymentId, surplusX100: surplus > 0 ? surplus : null, ...resolved });
  if (surplus > 0) await refundSurplus(step, order, line, surplus, paid.state);
  return null;
}

/** The overpayment goes back: to the customer's wallet at once (ledger row), or owed to a guest by bank transfer. */
async function refundSurplus(step: Step, order: OrderRow, line: repo.LineRow, surplus: number, stateNow: OrderRow['state']): Promise<void> {
  const { tx, now, staff } = step;
  const eventKey = `bank-line:${line.id}:surplus`;
  const toWallet = order.customer_id !== null;
  const reason = `overpaid by bank transfer (statement ${line.statementId}, ${line.bankRef})`;
  const walletEntryId = toWallet
    ? await insertWalletEntry(tx, { customerId: order.customer_id!, currency: order.currency, amountX100: surplus, reason: `refund: ${reason}`, orderId: order.id, eventKey }, now)
    : null;
  const refund = await insertRefund(tx, {
    orderId: order.id, amountX100: surplus, currency: order.currency, method: toWallet ? 'wallet' : 'bank_transfer', state: toWallet ? 'done' : 'pending',
    reason, orderLineId: null, walletEntryId, actorStaffId: staff.id, eventKey,
  }, now);
  await journal(tx, order.id, stateNow, stateNow, `overpayment ${money(surplus, order.currency)} ${toWallet ? 'credited to the wallet' : 'to be refunded by bank transfer'}`, now, {
    kind: 'refund', staffId: staff.id, action: 'bank-overpaid', details: { refundId: refund.id, amountX100: surplus, method: refund.method, lineId: line.id },
    event: journalEvent('bank-overpaid', { amountX100: surplus, currency: order.currency, refundMethod: refund.method }),
  });
}

// --- lists ---

export async function listStatements(ctx: RequestContext, q: { page: number; pageSize: number }): Promise<BankStatementList> {
  actor(ctx);
  const { items, total } = await repo.listStatements(ctx.db, q.page, q.pageSize);
  return { items, total, page: q.page, pageSize: q.pageSize };
}

export async function listLines(ctx: RequestContext, q: BankLineListQuery): Promise<BankLineList> {
  actor(ctx);
  const states = q.state === undefined ? null : q.state === 'open' ? OPEN_BANK_LINE_STATES : [q.state];
  const { items, total } = await repo.listLines(ctx.db, { states, statementId: q.statementId ?? null }, q.page, q.pageSize);
  return { items, total, page: q.page, pageSize: q.pageSize };
}

// --- a person's decision ---

export async function resolveLine(ctx: RequestContext, lineId: number, body: ResolveBankLineBody): Promise<BankLine> {
  const staff = actor(ctx);
  await retryOnDeadlock(() => ctx.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const line = await repo.findLine(tx, lineId, true);
    if (!line) throw notFound('Bank statement line');
    if (!(OPEN_BANK_LINE_STATES as readonly string[]).includes(line.state)) {
      throw new AppError('BANK_LINE_CONFLICT', `The line is ${line.state}: only unmatched and partial lines can be resolved`, { state: line.state });
    }
    const step: Step = { ctx: withDb(ctx, tx), tx, staff, now: ctx.now, statementId: line.statementId };
    if (body.action === 'ignore') {
      await repo.updateLine(tx, line.id, { state: 'ignored', orderId: line.orderId, resolvedByStaffId: staff.id, note: body.note }, ctx.now);
      if (line.orderId !== null) {
        const order = (await findOrderById(tx, line.orderId, true))!;
        await journal(tx, order.id, order.state, order.state, `bank transfer ${money(line.amountX100, line.currency)} set aside: ${body.note}`, ctx.now, {
          kind: 'payment', staffId: staff.id, action: 'bank-ignore', details: { lineId: line.id, bankRef: line.bankRef },
          event: journalEvent('bank-ignored', { amountX100: line.amountX100, currency: line.currency }, body.note),
        });
      }
      return;
    }
    const orderId = await repo.orderIdByNumber(tx, body.orderNumber.toUpperCase());
    const order = orderId === null ? null : await findOrderById(tx, orderId, true);
    if (!order) throw notFound('Order');
    // Journaled first (from = to = the state before): a refusal below rolls it back with everything else.
    await journal(tx, order.id, order.state, order.state, `bank statement line ${line.id} assigned by hand${body.note ? `: ${body.note}` : ''}`, ctx.now, {
      kind: 'payment', staffId: staff.id, action: 'bank-assign', details: { lineId: line.id, bankRef: line.bankRef, fromOrderId: line.orderId },
      event: journalEvent('bank-assigned', { lineId: line.id }, body.note),
    });
    // A partial line moved to another order no longer counts towards the first one (its order_id changes).
    const refusal = await applyToOrder(step, line, order, { staffId: staff.id, note: body.note ?? null });
    if (refusal === 'WRONG_CURRENCY') {
      throw new AppError('BUSINESS_RULE', `The payment is in ${line.currency}, order ${order.number} in ${order.currency}`, { reason: refusal, currency: order.currency });
    }
    if (refusal) {
      throw new AppError('ORDER_STATE_CONFLICT', `Order ${order.number} is ${order.state}: it cannot take a payment now`, { reason: refusal, state: order.state, action: 'mark-paid' });
    }
  }));
  const { items } = await repo.listLines(ctx.db, { states: null, statementId: null, ids: [lineId] }, 1, 1);
  return items[0]!;
}
