import { FOUR_EYES_LIMIT_X100, type CreditLockBody, type DebtBody, type WalletAdjustmentBody, type WalletAdjustmentView } from '@/contracts/support';
import type { PayoutView } from '@/contracts/buyback';
import type { Db } from '../../db/client';
import { requireStaff, type RequestContext } from '../../http/context';
import { AppError } from '../../http/errors';
import { settleBankPayoutInTx } from '../buyback';
import * as repo from './support.repository';
import { adjustmentOut, customerOr404, inTx, journal } from './support.service';
import { creditLockReason } from './wallet-reasons';

/**
 * The desk's money actions (issue 16 item 4, docs/adr/0031; permission customers.money, payouts
 * for payouts). Each runs in one transaction with the customer row locked first (as wallet
 * spending and buyback payouts do), moves money only as keyed ledger rows, and journals who,
 * before → after and why.
 */
const lockKey = (id: number, part: 'lock' | 'release') => `support:credit-lock:${id}:${part}`;
export const adjustmentKey = (id: number) => `support:wallet-adjustment:${id}`;

async function lockedCustomer(tx: Db, customerId: number) {
  const c = await customerOr404(tx, customerId, true);
  if (c.deleted_at !== null) throw new AppError('CUSTOMER_ANONYMISED', 'The customer is anonymised');
  return c;
}

/**
 * A credit lock holds back wallet credit the customer has: a negative wallet row now, a positive
 * one when it is released. 422 WALLET_INSUFFICIENT when the wallet holds less than the lock.
 */
export async function addCreditLock(ctx: RequestContext, customerId: number, body: CreditLockBody): Promise<number> {
  return inTx(ctx, async (tx) => {
    const customer = await lockedCustomer(tx, customerId);
    const before = await repo.walletBalance(tx, customerId, body.currency);
    if (before < body.amountX100) throw new AppError('WALLET_INSUFFICIENT', 'The wallet holds less than the lock', { balanceX100: before, currency: body.currency });
    const staff = requireStaff(ctx, 'signed-in');
    const id = await repo.insertCreditLock(tx, { customerId, ...body, staffId: staff.id, now: ctx.now });
    await repo.insertWalletEntry(tx, { customerId, currency: body.currency, amountX100: -body.amountX100, reason: creditLockReason(customer.locale, 'lock'), eventKey: lockKey(id, 'lock'), now: ctx.now });
    await journal(tx, ctx, customerId, 'credit-lock', { lockId: id, currency: body.currency, amountX100: body.amountX100, reason: body.reason, balanceBefore: before, balanceAfter: before - body.amountX100 });
    return id;
  });
}

/** SPEC §7 DELETE credit lock: the credit comes back (once: the lock row is locked, a released one is 409 CREDIT_LOCK_RELEASED). */
export async function removeCreditLock(ctx: RequestContext, customerId: number, lockId: number): Promise<void> {
  await inTx(ctx, async (tx) => {
    const customer = await customerOr404(tx, customerId, true);
    const lock = await repo.lockCreditLock(tx, customerId, lockId);
    if (!lock) throw new AppError('NOT_FOUND', 'No such credit lock');
    if (lock.released_at !== null) throw new AppError('CREDIT_LOCK_RELEASED', 'The credit lock was released already');
    const currency = lock.currency.trim();
    const amountX100 = Number(lock.amount_x100);
    const before = await repo.walletBalance(tx, customerId, currency);
    await repo.releaseCreditLock(tx, lockId, requireStaff(ctx, 'signed-in').id, ctx.now);
    await repo.insertWalletEntry(tx, { customerId, currency, amountX100, reason: creditLockReason(customer.locale, 'release'), eventKey: lockKey(lockId, 'release'), now: ctx.now });
    await journal(tx, ctx, customerId, 'credit-unlock', { lockId, currency, amountX100, balanceBefore: before, balanceAfter: before + amountX100 });
  });
}

/**
 * A manual wallet adjustment with its reason. Within the four-eyes limit it is applied at once;
 * above it, it waits for a second employee (approveAdjustment). Taking money out never makes the
 * wallet negative (422 WALLET_INSUFFICIENT).
 */
export async function requestAdjustment(ctx: RequestContext, customerId: number, body: WalletAdjustmentBody): Promise<WalletAdjustmentView> {
  const id = await inTx(ctx, async (tx) => {
    await lockedCustomer(tx, customerId);
    const staff = requireStaff(ctx, 'signed-in');
    const needsSecond = Math.abs(body.amountX100) > FOUR_EYES_LIMIT_X100[body.currency];
    const before = await repo.walletBalance(tx, customerId, body.currency);
    if (!needsSecond && before + body.amountX100 < 0) throw new AppError('WALLET_INSUFFICIENT', 'The wallet would go below zero', { balanceX100: before, currency: body.currency });
    const id = await repo.insertAdjustment(tx, { customerId, ...body, state: needsSecond ? 'pending' : 'applied', staffId: staff.id, now: ctx.now });
    if (needsSecond) {
      await journal(tx, ctx, customerId, 'wallet-adjustment-request', { adjustmentId: id, currency: body.currency, amountX100: body.amountX100, reason: body.reason, limitX100: FOUR_EYES_LIMIT_X100[body.currency] });
    } else {
      const entryId = await repo.insertWalletEntry(tx, { customerId, currency: body.currency, amountX100: body.amountX100, reason: body.reason, eventKey: adjustmentKey(id), now: ctx.now });
      await repo.decideAdjustment(tx, id, { state: 'applied', staffId: null, walletEntryId: entryId, now: ctx.now });
      await journal(tx, ctx, customerId, 'wallet-adjustment', { adjustmentId: id, currency: body.currency, amountX100: body.amountX100, reason: body.reason, balanceBefore: before, balanceAfter: before + body.amountX100 });
    }
    return id;
  });
  return adjustmentOut((await repo.adjustment(ctx.db, id))!);
}

/**
 * The second employee approves (the wallet row is written now) or rejects a pending adjustment.
 * The requester cannot decide their own (422 FOUR_EYES_REQUIRED; also a check constraint); a
 * decided one is 409 ADJUSTMENT_NOT_PENDING (two approvers at once: the row lock lets one win).
 */
export async function decideAdjustment(ctx: RequestContext, adjustmentId: number, decision: 'approve' | 'reject'): Promise<WalletAdjustmentView> {
  await inTx(ctx, async (tx) => {
    const peek = await repo.adjustment(tx, adjustmentId);
    if (!peek) throw new AppError('NOT_FOUND', 'No such adjustment');
    const customerId = Number(peek.customer_id);
    await customerOr404(tx, customerId, true);
    const row = (await repo.lockAdjustment(tx, adjustmentId))!;
    if (row.state !== 'pending') throw new AppError('ADJUSTMENT_NOT_PENDING', 'The adjustment was decided already', { state: row.state });
    const staff = requireStaff(ctx, 'signed-in');
    if (Number(row.requested_by_staff_id) === staff.id) throw new AppError('FOUR_EYES_REQUIRED', 'A second employee must decide this adjustment');
    const currency = peek.currency.trim();
    const amountX100 = Number(peek.amount_x100);
    if (decision === 'reject') {
      await repo.decideAdjustment(tx, adjustmentId, { state: 'rejected', staffId: staff.id, walletEntryId: null, now: ctx.now });
      await journal(tx, ctx, customerId, 'wallet-adjustment-reject', { adjustmentId, requestedBy: peek.requested_by, from: 'pending', to: 'rejected' });
      return;
    }
    const before = await repo.walletBalance(tx, customerId, currency);
    if (before + amountX100 < 0) throw new AppError('WALLET_INSUFFICIENT', 'The wallet would go below zero', { balanceX100: before, currency });
    const entryId = await repo.insertWalletEntry(tx, { customerId, currency, amountX100, reason: peek.reason, eventKey: adjustmentKey(adjustmentId), now: ctx.now });
    await repo.decideAdjustment(tx, adjustmentId, { state: 'applied', staffId: staff.id, walletEntryId: entryId, now: ctx.now });
    await journal(tx, ctx, customerId, 'wallet-adjustment-approve', {
      adjustmentId, requestedBy: peek.requested_by, approvedBy: staff.name, currency, amountX100, from: 'pending', to: 'applied', balanceBefore: before, balanceAfter: before + amountX100,
    });
  });
  return adjustmentOut((await repo.adjustment(ctx.db, adjustmentId))!);
}

/**
 * A debt (a liability of the customer to the shop, e.g. a refused book's return fee) or, with
 * settle, its settlement paid by the customer directly. (Settling from the next payout is the
 * buyback payout's own rule: it takes what is owed first.) Keyed by the journal's request so a
 * double click cannot book it twice: the key is `support:debt:<customer>:<idempotencyKey>`.
 */
export async function addDebt(ctx: RequestContext, customerId: number, body: DebtBody, idempotencyKey: string): Promise<number | null> {
  return inTx(ctx, async (tx) => {
    await customerOr404(tx, customerId, true);
    const before = await repo.debtBalance(tx, customerId, body.currency);
    if (body.settle && body.amountX100 > before) throw new AppError('BUSINESS_RULE', 'The settlement is more than the customer owes', { owedX100: before });
    const amountX100 = body.settle ? -body.amountX100 : body.amountX100;
    const id = await repo.insertDebtEntry(tx, { customerId, currency: body.currency, amountX100, reason: body.reason, eventKey: `support:debt:${customerId}:${idempotencyKey}`, now: ctx.now });
    if (id !== null) await journal(tx, ctx, customerId, body.settle ? 'debt-settle' : 'debt', { debtEntryId: id, currency: body.currency, amountX100, reason: body.reason, owedBefore: before, owedAfter: before + amountX100 });
    return id;
  });
}

/** A bank payout confirmed by the bank, or failed (its money to the wallet): buyback's rule, journaled here. */
export async function settlePayout(ctx: RequestContext, customerId: number, payoutId: number, outcome: 'paid' | 'failed'): Promise<PayoutView> {
  return inTx(ctx, async (tx) => {
    await customerOr404(tx, customerId, true);
    const result = await settleBankPayoutInTx(tx, { customerId, payoutId, outcome, now: ctx.now });
    await journal(tx, ctx, customerId, outcome === 'paid' ? 'payout-paid' : 'payout-failed', { payoutId, from: result.before, to: result.after, netX100: result.payout.netX100, currency: result.payout.currency });
    return result.payout;
  });
}
