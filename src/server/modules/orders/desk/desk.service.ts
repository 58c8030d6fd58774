import type {
  AddCommentBody, CancelOrderBody, DeleteItemBody, DeskActionResponse, DeskReasonBody, ExtendDeadlineBody, MarkPaidBody, MergeOrdersBody,
  OrderTagBody, RefundMethod,
} from '@/contracts/admin-orders';
import type { OrderState } from '@/contracts/orders';
import { journalEvent, type JournalEvent } from '@/contracts/order-journal';
import type { Db } from '../../../db/client';
import type { RequestContext, StaffRef } from '../../../http/context';
import { AppError, notFound } from '../../../http/errors';
import { releaseVoucher } from '../../checkout';
import { issueCreditNote } from '../../invoices';
import { checkIdempotencyKey, requestHash } from '../../checkout';
import * as payments from '../../payments';
import { COD_COLLECTABLE_STATES, DESK_ACTIONS, deskActionAllowed, isUnpaid, type DeskAction } from '../order-state';
import * as ledger from '../orders.repository';
import type { OrderRow } from '../orders.repository';
import { refundOut } from './desk-refunds';
import * as repo from './desk.repository';
import { retryOnDeadlock } from './desk-retry';

/**
 * The order desk's actions (issue 13 item 4, docs/adr/0020): transport-free services taking
 * `(ctx, input)`; the route layer checks the permission (DESK_ACTIONS' table in order-state.ts)
 * before calling them. Each action is one transaction that
 *  1. takes the Idempotency-Key (scope desk:<order>:<action>): a repeat answers the stored answer,
 *  2. locks the order row (SELECT … FOR UPDATE): a second employee acting at once waits, then
 *     finds the new state and gets 409 ORDER_STATE_CONFLICT — one wins,
 *  3. checks the state against DESK_ACTIONS and moves it only along the state machine's edges,
 *  4. journals who (ctx.staff.id), before → after and why; money that goes back is a refund row
 *     and, for the wallet, a wallet_entries ledger row (integer hundredths).
 */

export interface DeskInput<B> { orderId: number; idempotencyKey: string; body: B }
export interface DeskItemInput<B> extends DeskInput<B> { itemId: number }

/** The journal reason of a cancellation's wallet credit coming back (shared with the shopper's cancel). */
const WALLET_BACK_REASON = 'order cancelled';

function actor(ctx: RequestContext): StaffRef {
  // The route layer guarantees a permitted employee; a service called without one is refused, not trusted.
  if (ctx.staff === null) throw new AppError('NOT_LOGGED_IN', 'Log in first');
  return ctx.staff;
}

const conflict = (order: OrderRow, action: DeskAction | 'comment' | 'tag') => new AppError(
  'ORDER_STATE_CONFLICT',
  `Order ${order.number} is ${order.state}: ${action} is not possible now`,
  { state: order.state, action, allowed: action in DESK_ACTIONS ? DESK_ACTIONS[action as DeskAction].in : [] },
);

interface ActionResult { refunds: repo.RefundRow[]; paymentId: number | null; relatedId: number | null }
const NOTHING: ActionResult = { refunds: [], paymentId: null, relatedId: null };

interface Step {
  tx: Db; order: OrderRow; staff: StaffRef; now: Date;
  /** The order's state now (after this action's move, if any): what later journal rows record. */
  state: OrderState;
  /** This action's business event (scope + Idempotency-Key): the unique key of the money it moves. */
  eventKey: string;
}

/**
 * One desk action: the key, the lock, the state check, the work, the stored answer — in one
 * transaction, so an action that fails leaves nothing behind (not even its key).
 */
async function runAction<B>(
  ctx: RequestContext, action: DeskAction | 'tag-add' | 'tag-remove' | 'comment-add' | 'comment-close' | 'comment-reopen',
  input: DeskInput<B>, scopeSuffix: string, work: (step: Step) => Promise<ActionResult>, alsoLock: number | null = null,
): Promise<DeskActionResponse> {
  const staff = actor(ctx);
  checkIdempotencyKey(input.idempotencyKey);
  const scope = `desk:${input.orderId}:${action}${scopeSuffix}`;
  const hash = requestHash(input.body ?? {});
  return retryOnDeadlock(() => ctx.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    if (!(await repo.insertDeskKey(tx, scope, input.idempotencyKey, hash, input.orderId, ctx.now))) {
      const earlier = await repo.findDeskKey(tx, scope, input.idempotencyKey);
      if (!earlier || earlier.requestHash !== hash) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request');
      }
      return earlier.response as DeskActionResponse;
    }
    // Rows are locked in id order, so two actions on the same pair of orders (merge) cannot deadlock.
    if (alsoLock !== null && alsoLock < input.orderId) await ledger.findOrderById(tx, alsoLock, true);
    const order = await ledger.findOrderById(tx, input.orderId, true);
    if (!order) throw notFound('Order');
    const result = await work({ tx, order, staff, now: ctx.now, state: order.state, eventKey: `${scope}:${input.idempotencyKey}` });
    const after = (await ledger.findOrderById(tx, input.orderId))!;
    const response = toResponse(after, action, result);
    await repo.saveDeskResponse(tx, scope, input.idempotencyKey, response);
    return response;
  }));
}

function toResponse(order: OrderRow, action: string, result: ActionResult): DeskActionResponse {
  return {
    orderId: order.id, action, state: order.state,
    itemsX100: order.items_x100, shippingX100: order.shipping_x100, paymentFeeX100: order.payment_fee_x100, discountX100: order.discount_x100,
    walletX100: order.wallet_x100, totalX100: order.total_x100,
    expiresAt: order.expires_at?.toISOString() ?? null, paidAt: order.paid_at?.toISOString() ?? null,
    refunds: result.refunds.map(refundOut), paymentId: result.paymentId, relatedId: result.relatedId,
  };
}

function requireState(order: OrderRow, action: DeskAction): void {
  if (!deskActionAllowed(action, order.state)) throw conflict(order, action);
}

/** Moves the order along the machine (the row is locked, so its state is the one we checked). */
async function move(step: Step, to: OrderState, action: DeskAction, said: Said, details: Record<string, unknown> | null = null, extra?: Parameters<typeof ledger.transition>[6]): Promise<void> {
  const moved = await ledger.transition(step.tx, step.order.id, [step.order.state], to, said.reason, step.now, extra, {
    kind: 'staff_action', staffId: step.staff.id, action, details, event: said.event,
  });
  if (!moved) throw conflict(step.order, action);
  step.state = to;
}

/** A journal row's English sentence (logs, older readers) and its event (what the back office renders). */
interface Said { reason: string; event: JournalEvent }

/** A staff action that leaves the state as it is: one journal row, from = to. */
async function note(step: Step, action: string, said: Said, details: Record<string, unknown> | null = null, kind: ledger.JournalActor['kind'] = 'staff_action'): Promise<void> {
  await ledger.journal(step.tx, step.order.id, step.state, step.state, said.reason, step.now, { kind, staffId: step.staff.id, action, details, event: said.event });
}

/** When money already paid goes back: the wallet for a customer, else the way it came. */
async function refundMethodFor(step: Step, wanted: RefundMethod | undefined, order: OrderRow = step.order): Promise<RefundMethod> {
  if (wanted === 'wallet' && order.customer_id === null) {
    throw new AppError('REFUND_METHOD_UNAVAILABLE', 'A guest order has no wallet to refund to', { method: 'wallet' });
  }
  if (wanted) return wanted;
  if (order.customer_id !== null) return 'wallet';
  const provider = await repo.paidProvider(step.tx, order.id);
  return provider && provider !== 'manual' ? 'provider' : 'bank_transfer';
}

/**
 * Money back to the customer: a wallet refund is done now (its wallet_entries row is the ledger
 * movement); a provider or bank-transfer refund is a pending record the refunds desk sends.
 */
async function refund(
  step: Step, amountX100: number, method: RefundMethod, reason: string, action: string, orderLineId: number | null = null, order: OrderRow = step.order,
): Promise<repo.RefundRow[]> {
  if (amountX100 <= 0) return [];
  const { tx, now } = step;
  const walletEntryId = method === 'wallet'
    ? await repo.insertWalletEntry(tx, { customerId: order.customer_id!, currency: order.currency, amountX100, reason: `refund: ${reason}`, orderId: order.id, eventKey: `${step.eventKey}:refund` }, now)
    : null;
  const row = await repo.insertRefund(tx, {
    orderId: order.id, amountX100, currency: order.currency, method, state: method === 'wallet' ? 'done' : 'pending', reason, orderLineId, walletEntryId, actorStaffId: step.staff.id,
    eventKey: step.eventKey,
  }, now);
  // A wallet refund went back now: its credit note (docs/adr/0024) is issued with it. Provider and
  // bank-transfer refunds get theirs when the refunds desk sends them.
  if (row.state === 'done') await issueCreditNote(tx, { ...row, eventKey: step.eventKey, actorStaffId: step.staff.id }, now);
  const text = `refund ${amountX100} ${order.currency} (${method}): ${reason}`;
  const event = journalEvent('refund', { amountX100, currency: order.currency, refundMethod: method });
  if (order.id === step.order.id) await note(step, action, { reason: text, event }, { refundId: row.id, amountX100, method }, 'refund');
  else await ledger.journal(tx, order.id, order.state, order.state, text, now, { kind: 'refund', staffId: step.staff.id, action, details: { refundId: row.id, amountX100, method }, event });
  return [row];
}

/** Wallet credit the order spent comes back once (a shopper's cancel may have returned it already). */
async function walletBack(step: Step, amountX100: number, reasonTag = WALLET_BACK_REASON): Promise<void> {
  const { order, tx, now } = step;
  if (order.customer_id === null || amountX100 <= 0) return;
  const already = reasonTag === WALLET_BACK_REASON ? await repo.walletReturnedX100(tx, order.id, WALLET_BACK_REASON) : 0;
  const due = amountX100 - already;
  if (due > 0) await repo.insertWalletEntry(tx, { customerId: order.customer_id, currency: order.currency, amountX100: due, reason: reasonTag, orderId: order.id, eventKey: `${step.eventKey}:wallet-back` }, now);
}

/** items + shipping + payment fee − discount − wallet (docs/product.md#orders). */
const owed = (m: Omit<repo.OrderMoney, 'totalX100'>) => m.itemsX100 + m.shippingX100 + m.paymentFeeX100 - m.discountX100 - m.walletX100;

const moneyOf = (o: OrderRow): repo.OrderMoney => ({
  itemsX100: o.items_x100, shippingX100: o.shipping_x100, paymentFeeX100: o.payment_fee_x100, discountX100: o.discount_x100, walletX100: o.wallet_x100, totalX100: o.total_x100,
});

/** How long an order's claims last: for good once paid or confirmed cash on delivery, else its deadline. */
function claimUntil(order: OrderRow): Date | typeof ledger.FOREVER {
  if (!isUnpaid(order.state) || order.expires_at === null) return ledger.FOREVER;
  return order.expires_at;
}

/** Money came for the order (paid, or paid and then lost its copies). */
const moneyIn = (order: OrderRow) => order.paid_at !== null || order.state === 'refund_required';

// --- complete ---

/** complete (orders.write): a packed order handed over at the counter or a shipped one delivered → delivered. */
export async function completeOrder(ctx: RequestContext, input: DeskInput<DeskReasonBody>): Promise<DeskActionResponse> {
  return runAction(ctx, 'complete', input, '', async (step) => {
    requireState(step.order, 'complete');
    await move(step, 'delivered', 'complete', { reason: input.body.reason ?? 'completed at the desk', event: journalEvent('completed', {}, input.body.reason) });
    return NOTHING;
  });
}

// --- mark-paid ---

/**
 * mark-paid (payments.confirm): money that came outside a provider (a bank transfer on the
 * statement, cash at the counter, a carrier's cash-on-delivery report). Records a paid payment row
 * and its payment event (provider "manual"), then settles the order as a provider's payment does:
 * paid if its copies are still free, else refund_required. A cash-on-delivery order on its way
 * (packed, shipped, delivered) only gets its payment recorded and paid_at set.
 */
export async function markPaid(ctx: RequestContext, input: DeskInput<MarkPaidBody>): Promise<DeskActionResponse> {
  return runAction(ctx, 'mark-paid', input, '', async (step) => {
    const { order, tx, now } = step;
    const codEnRoute = order.payment_method === 'cash-on-delivery' && order.paid_at === null
      && (COD_COLLECTABLE_STATES as readonly OrderState[]).includes(order.state);
    if (!codEnRoute) requireState(order, 'mark-paid');
    const amountX100 = input.body.amountX100 ?? order.total_x100;
    if (amountX100 !== order.total_x100) {
      throw new AppError('PAYMENT_AMOUNT_MISMATCH', `Order ${order.number} owes ${order.total_x100}, not ${amountX100}`, { owedX100: order.total_x100, amountX100 });
    }
    const paymentId = await payments.insertPayment(tx, { orderId: order.id, provider: 'manual', method: input.body.method, amountX100, currency: order.currency }, now);
    await payments.setPaymentState(tx, paymentId, 'paid', now);
    await payments.recordEvent(tx, {
      provider: 'manual', eventKey: `desk:${order.id}:${input.idempotencyKey}`, paymentId, outcome: 'paid',
      payload: { staffId: step.staff.id, reference: input.body.reference ?? null, method: input.body.method, amountX100 },
    }, now);
    await note(step, 'mark-paid', {
      reason: `payment ${amountX100} ${order.currency} (${input.body.method}) confirmed${input.body.reason ? `: ${input.body.reason}` : ''}`,
      event: journalEvent('marked-paid', { amountX100, currency: order.currency, method: input.body.method }, input.body.reason),
    }, { paymentId, amountX100, method: input.body.method, reference: input.body.reference ?? null }, 'payment');
    if (codEnRoute) {
      await ledger.setPaidAtNow(tx, order.id, now);
      return { ...NOTHING, paymentId };
    }
    const outcome = await payments.settlePaidOrder(tx, order, now);
    if (outcome === 'paid') await payments.queueOrderConfirmation(tx, order.id);
    return { ...NOTHING, paymentId };
  });
}

// --- cancel ---

/**
 * cancel (orders.write; refunds when money goes back): unpaid → its copies are free at once, the
 * voucher use and wallet credit come back. Paid → the same, and what was paid is refunded (wallet
 * ledger row, or a pending provider / bank-transfer refund). Packed or shipped → the copies stay
 * the order's (they are in a parcel) until stock-up puts them back on the shelf. refund_required →
 * closed with its refund.
 */
export async function cancelOrder(ctx: RequestContext, input: DeskInput<CancelOrderBody>): Promise<DeskActionResponse> {
  return runAction(ctx, 'cancel', input, '', async (step) => {
    const { order, tx } = step;
    requireState(order, 'cancel');
    const paid = moneyIn(order);
    const method = paid && order.total_x100 > 0 ? await refundMethodFor(step, input.body.refundMethod) : null;
    await move(step, 'cancelled', 'cancel', { reason: input.body.reason, event: journalEvent('cancelled', {}, input.body.reason) }, { refundMethod: method });
    if (order.state !== 'packed' && order.state !== 'shipped') await ledger.releaseOrder(tx, order.id);
    await releaseVoucher(tx, order.id);
    await walletBack(step, order.wallet_x100);
    const refunds = paid && method ? await refund(step, order.total_x100, method, `order ${order.number} cancelled`, 'cancel') : [];
    return { ...NOTHING, refunds };
  });
}

// --- stock-up ---

/** stock-up (orders.write): the copies of a cancelled order (e.g. a returned parcel) go back in stock. */
export async function stockUp(ctx: RequestContext, input: DeskInput<DeskReasonBody>): Promise<DeskActionResponse> {
  return runAction(ctx, 'stock-up', input, '', async (step) => {
    requireState(step.order, 'stock-up');
    const back = await repo.stockUpCopies(step.tx, step.order.id, step.now);
    if (back === 0) throw new AppError('ORDER_LINE_CONFLICT', `Order ${step.order.number} holds no copies to put back in stock`);
    await note(step, 'stock-up', { reason: input.body.reason ?? `${back} copies back in stock`, event: journalEvent('stocked-up', { copies: back }, input.body.reason) }, { copies: back });
    return NOTHING;
  });
}

// --- merge ---

function mergeMismatch(target: OrderRow, other: OrderRow): string | null {
  if (target.id === other.id) return 'SAME_ORDER';
  const sameCustomer = target.customer_id !== null
    ? target.customer_id === other.customer_id
    : other.customer_id === null && target.email.toLowerCase() === other.email.toLowerCase();
  if (!sameCustomer) return 'CUSTOMER';
  if (target.locale !== other.locale || target.currency !== other.currency) return 'STOREFRONT';
  if (target.shipping_method !== other.shipping_method || target.pudo_id !== other.pudo_id
    || JSON.stringify(sortKeys(target.address)) !== JSON.stringify(sortKeys(other.address))) return 'ADDRESS';
  if (isUnpaid(target.state) !== isUnpaid(other.state)) return 'PAYMENT_STATE';
  if (isUnpaid(target.state) && target.payment_method !== other.payment_method) return 'PAYMENT_METHOD';
  return null;
}
const sortKeys = (v: Record<string, string> | null) => (v ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : null);

/**
 * merge (orders.write): the other order of the same customer, storefront and address joins this
 * one — one shipment, one shipping fee. Its lines and claims move here; it is cancelled with a
 * pointer (merged_into_order_id, journal). Both unpaid: the totals add up without its shipping and
 * payment fee. Both paid: the same, and its shipping and payment fee are refunded.
 */
export async function mergeOrders(ctx: RequestContext, input: DeskInput<MergeOrdersBody>): Promise<DeskActionResponse> {
  return runAction(ctx, 'merge', input, '', async (step) => {
    const { tx, now } = step;
    // runAction locked the lower id of the pair first; this locks (or re-reads, locked) the other.
    const other = await ledger.findOrderById(tx, input.body.otherOrderId, true);
    if (!other) throw notFound('Order');
    const target = step.order;
    requireState(target, 'merge');
    if (!deskActionAllowed('merge', other.state)) throw conflict(other, 'merge');
    const mismatch = mergeMismatch(target, other);
    if (mismatch) throw new AppError('ORDERS_NOT_MERGEABLE', `Orders ${target.number} and ${other.number} cannot be merged`, { reason: mismatch });

    await repo.moveLines(tx, other.id, target.id, claimUntil(target));
    await ledger.transition(tx, other.id, [other.state], 'cancelled', `merged into ${target.number}`, now, undefined, {
      kind: 'staff_action', staffId: step.staff.id, action: 'merge', details: { mergedInto: target.id }, event: journalEvent('merged-into', { number: target.number }),
    });
    await repo.setMergedInto(tx, other.id, target.id, now);
    const paid = !isUnpaid(target.state);
    const items = await repo.activeItemsX100(tx, target.id);
    const money: repo.OrderMoney = { ...moneyOf(target), itemsX100: items, discountX100: target.discount_x100 + other.discount_x100, walletX100: target.wallet_x100 + other.wallet_x100, totalX100: 0 };
    let refunds: repo.RefundRow[] = [];
    if (paid) {
      // Paid twice for one parcel: the other order's shipping and payment fee go back — in money
      // up to what it paid in money, the rest to the wallet it came from.
      const surplus = other.shipping_x100 + other.payment_fee_x100;
      const cash = Math.min(surplus, other.total_x100);
      const fromWallet = surplus - cash;
      money.walletX100 -= fromWallet;
      money.totalX100 = target.total_x100 + other.total_x100 - cash;
      if (fromWallet > 0) await walletBack(step, fromWallet, `merged order ${other.number}: wallet credit back`);
      // The refund belongs to the other order: its payment is the one a provider refund goes back to.
      if (cash > 0) {
        const method = await refundMethodFor(step, input.body.refundMethod, other);
        refunds = await refund(step, cash, method, `order ${other.number} merged into ${target.number}: second shipping`, 'merge', null, { ...other, state: 'cancelled' });
      }
    } else {
      money.totalX100 = owed(money);
    }
    await repo.setOrderMoney(tx, target.id, money, now);
    await note(step, 'merge', { reason: input.body.reason ?? `order ${other.number} merged into this one`, event: journalEvent('merged', { number: other.number }, input.body.reason) }, { merged: other.id, itemsX100: items, totalX100: money.totalX100 });
    return { ...NOTHING, refunds, relatedId: other.id };
  }, input.body.otherOrderId);
}

// --- items delete / restore ---

/**
 * items/{itemId}/delete (orders.write): the line is removed (soft: restore brings it back), its copy
 * is free again, the totals are recomputed; a paid order gets the difference refunded. The wallet
 * part of an order is reduced first when the total would go below zero.
 */
export async function deleteItem(ctx: RequestContext, input: DeskItemInput<DeleteItemBody>): Promise<DeskActionResponse> {
  return runAction(ctx, 'items-delete', input, `:${input.itemId}`, async (step) => {
    const { order, tx, now } = step;
    requireState(order, 'items-delete');
    const line = await repo.findLine(tx, order.id, input.itemId);
    if (!line) throw notFound('Order line');
    if (!line.active) throw new AppError('ORDER_LINE_CONFLICT', 'This line is already removed', { itemId: line.id });
    if ((await repo.activeLineCount(tx, order.id)) <= 1) {
      throw new AppError('BUSINESS_RULE', 'The last line of an order cannot be removed; cancel the order instead', { reason: 'LAST_LINE' });
    }
    const paid = !isUnpaid(order.state);
    const method = paid ? await refundMethodFor(step, input.body.refundMethod) : null;
    await repo.removeLine(tx, line.id, step.staff.id, now);
    await repo.releaseCopy(tx, order.id, line.copyId);
    const money: repo.OrderMoney = { ...moneyOf(order), itemsX100: await repo.activeItemsX100(tx, order.id), totalX100: 0 };
    let total = owed(money);
    // Below zero: the wallet credit the order used comes back first, then the discount shrinks.
    const walletCut = Math.min(money.walletX100, Math.max(0, -total));
    money.walletX100 -= walletCut;
    total += walletCut;
    if (total < 0) { money.discountX100 += total; total = 0; }
    money.totalX100 = total;
    await repo.setOrderMoney(tx, order.id, money, now);
    await note(step, 'items-delete', { reason: input.body.reason ?? `line ${line.id} removed`, event: journalEvent('line-removed', { itemId: line.id }, input.body.reason) }, { itemId: line.id, copyId: line.copyId, priceX100: line.priceX100, itemsX100: money.itemsX100, totalX100: total });
    if (walletCut > 0) await walletBack(step, walletCut, `line removed from order ${order.number}: wallet credit back`);
    const refunds = paid && method ? await refund(step, order.total_x100 - total, method, `line ${line.id} removed from ${order.number}`, 'items-delete', line.id) : [];
    return { ...NOTHING, refunds };
  });
}

/**
 * items/{itemId}/restore (orders.write): a removed line comes back if its copy is still free. A
 * paid order takes back the refund its removal caused: a pending one is cancelled, a wallet one is
 * debited from the wallet (422 WALLET_INSUFFICIENT when the credit is spent).
 */
export async function restoreItem(ctx: RequestContext, input: DeskItemInput<DeskReasonBody>): Promise<DeskActionResponse> {
  return runAction(ctx, 'items-restore', input, `:${input.itemId}`, async (step) => {
    const { order, tx, now } = step;
    requireState(order, 'items-restore');
    const line = await repo.findLine(tx, order.id, input.itemId);
    if (!line) throw notFound('Order line');
    if (line.active || line.removedAt === null) throw new AppError('ORDER_LINE_CONFLICT', 'Only a line removed at the desk can be restored', { itemId: line.id });
    const paid = !isUnpaid(order.state);
    const earlier = paid ? await repo.openRefundForLine(tx, line.id) : null;
    if (paid && !earlier) throw new AppError('ORDER_LINE_CONFLICT', 'The refund for this line cannot be taken back', { itemId: line.id });
    // Money the refunds desk is sending or has sent through a provider or the bank cannot be taken back here (docs/adr/0024).
    if (earlier && (earlier.state === 'processing' || (earlier.state === 'done' && earlier.method !== 'wallet'))) {
      throw new AppError('ORDER_LINE_CONFLICT', 'The refund for this line was already sent', { itemId: line.id, refundId: earlier.id, state: earlier.state });
    }
    const won = await ledger.claimForOrder(tx, order.id, null, [line.copyId], now, claimUntil(order));
    if (won.length === 0) throw new AppError('BOOK_NOT_AVAILABLE', 'The copy of this line is no longer free', { unavailable: [{ productId: line.copyId }] });
    await ledger.retireLapsedLines(tx, won, now, order.id);
    await repo.restoreLine(tx, line.id);
    if (paid) await ledger.markBooksSold(tx, order.id, now);
    const items = await repo.activeItemsX100(tx, order.id);
    const money: repo.OrderMoney = { ...moneyOf(order), itemsX100: items, totalX100: 0 };
    if (earlier) {
      if (earlier.method === 'wallet' && earlier.state === 'done') {
        const balance = await ledger.walletBalance(tx, order.customer_id!, order.currency, true);
        if (balance < earlier.amountX100) throw new AppError('WALLET_INSUFFICIENT', 'The refunded credit was already spent', { balanceX100: balance, neededX100: earlier.amountX100 });
        await repo.insertWalletEntry(tx, { customerId: order.customer_id!, currency: order.currency, amountX100: -earlier.amountX100, reason: `refund taken back: line ${line.id} restored`, orderId: order.id, eventKey: `${step.eventKey}:refund-reversal` }, now);
      }
      await repo.cancelRefund(tx, earlier.id, now);
      // What was paid stands again; the discount absorbs what the removal's clamp took off.
      money.totalX100 = order.total_x100 + earlier.amountX100;
      money.discountX100 = money.itemsX100 + money.shippingX100 + money.paymentFeeX100 - money.walletX100 - money.totalX100;
    } else {
      money.totalX100 = owed(money);
    }
    await repo.setOrderMoney(tx, order.id, money, now);
    await note(step, 'items-restore', { reason: input.body.reason ?? `line ${line.id} restored`, event: journalEvent('line-restored', { itemId: line.id }, input.body.reason) }, { itemId: line.id, copyId: line.copyId, itemsX100: items, totalX100: money.totalX100, refundTakenBack: earlier?.id ?? null });
    return NOTHING;
  });
}

// --- extend ---

/**
 * extend (orders.write): an unpaid order's payment deadline moves `days` later (counted from the
 * later of now and the deadline). An order already past it gets its copies back only if all are
 * still free (409 BOOK_NOT_AVAILABLE otherwise).
 */
export async function extendDeadline(ctx: RequestContext, input: DeskInput<ExtendDeadlineBody>): Promise<DeskActionResponse> {
  return runAction(ctx, 'extend', input, '', async (step) => {
    const { order, tx, now } = step;
    requireState(order, 'extend');
    if (order.expires_at === null) throw conflict(order, 'extend');
    const from = Math.max(now.getTime(), order.expires_at.getTime());
    const until = new Date(from + input.body.days * 24 * 60 * 60_000);
    if (order.expires_at.getTime() <= now.getTime()) {
      if (!(await ledger.reclaimAllLines(tx, order.id, now, until))) {
        throw new AppError('BOOK_NOT_AVAILABLE', 'Some copies of this order were sold meanwhile; its deadline cannot be extended');
      }
    } else {
      await ledger.extendOrderClaims(tx, order.id, until);
    }
    await repo.setExpiresAt(tx, order.id, until, now);
    await note(step, 'extend', { reason: input.body.reason ?? `deadline extended by ${input.body.days} days`, event: journalEvent('extended', { days: input.body.days }, input.body.reason) }, { from: order.expires_at.toISOString(), to: until.toISOString() });
    return NOTHING;
  });
}

// --- max-credit-lock ---

/**
 * max-credit-lock (orders.write): as much of the customer's wallet credit as the unpaid order
 * owes is locked for it (a negative wallet ledger row; the order's wallet part grows, its total
 * shrinks). When the credit covers everything the order is paid.
 */
export async function maxCreditLock(ctx: RequestContext, input: DeskInput<DeskReasonBody>): Promise<DeskActionResponse> {
  return runAction(ctx, 'max-credit-lock', input, '', async (step) => {
    const { order, tx, now } = step;
    requireState(order, 'max-credit-lock');
    if (order.customer_id === null) throw new AppError('WALLET_INSUFFICIENT', 'A guest order has no wallet credit', { balanceX100: 0 });
    const balance = await ledger.walletBalance(tx, order.customer_id, order.currency, true);
    const lock = Math.min(balance, order.total_x100);
    if (lock <= 0) throw new AppError('WALLET_INSUFFICIENT', 'The customer has no wallet credit to lock', { balanceX100: balance });
    await repo.insertWalletEntry(tx, { customerId: order.customer_id, currency: order.currency, amountX100: -lock, reason: `credit locked for order ${order.number}`, orderId: order.id, eventKey: `${step.eventKey}:credit-lock` }, now);
    const money = { ...moneyOf(order), walletX100: order.wallet_x100 + lock, totalX100: order.total_x100 - lock };
    await repo.setOrderMoney(tx, order.id, money, now);
    await note(step, 'max-credit-lock', { reason: input.body.reason ?? `wallet credit ${lock} locked`, event: journalEvent('credit-locked', { amountX100: lock, currency: order.currency }, input.body.reason) }, { lockedX100: lock, totalX100: money.totalX100 });
    if (money.totalX100 === 0) {
      const outcome = await payments.settlePaidOrder(tx, { ...order, ...{ wallet_x100: money.walletX100, total_x100: 0 } }, now);
      if (outcome === 'paid') await payments.queueOrderConfirmation(tx, order.id);
    }
    return NOTHING;
  });
}

// --- tags and comments ---

/** Tags (orders.write): add is a no-op when present, remove when absent; both are journaled when they change something. */
export async function addTag(ctx: RequestContext, input: DeskInput<OrderTagBody>): Promise<DeskActionResponse> {
  return runAction(ctx, 'tag-add', input, `:${input.body.tag}`, async (step) => {
    if (await repo.addTag(step.tx, step.order.id, input.body.tag, step.staff.id, step.now)) await note(step, 'tag-add', { reason: `tag ${input.body.tag} added`, event: journalEvent('tag-added', { tag: input.body.tag }) }, { tag: input.body.tag });
    return NOTHING;
  });
}

export async function removeTag(ctx: RequestContext, input: DeskInput<OrderTagBody>): Promise<DeskActionResponse> {
  return runAction(ctx, 'tag-remove', input, `:${input.body.tag}`, async (step) => {
    if (await repo.removeTag(step.tx, step.order.id, input.body.tag)) await note(step, 'tag-remove', { reason: `tag ${input.body.tag} removed`, event: journalEvent('tag-removed', { tag: input.body.tag }) }, { tag: input.body.tag });
    return NOTHING;
  });
}

/** Comments (orders.write): add (relatedId is the new comment's id), close, reopen. */
export async function addComment(ctx: RequestContext, input: DeskInput<AddCommentBody>): Promise<DeskActionResponse> {
  return runAction(ctx, 'comment-add', input, '', async (step) => {
    const id = await repo.insertComment(step.tx, step.order.id, input.body.body, step.staff.id, step.now);
    await note(step, 'comment-add', { reason: 'comment added', event: journalEvent('comment-added', {}) }, { commentId: id }, 'comment');
    return { ...NOTHING, relatedId: id };
  });
}

async function setComment(ctx: RequestContext, input: DeskInput<{ commentId: number }>, closed: boolean): Promise<DeskActionResponse> {
  const action = closed ? 'comment-close' : 'comment-reopen';
  return runAction(ctx, action, input, `:${input.body.commentId}`, async (step) => {
    if (!(await repo.setCommentClosed(step.tx, step.order.id, input.body.commentId, closed, step.staff.id, step.now))) {
      throw new AppError('CONFLICT', closed ? 'The comment is not open (or not this order’s)' : 'The comment is not closed (or not this order’s)', { commentId: input.body.commentId });
    }
    await note(step, action, { reason: closed ? 'comment closed' : 'comment reopened', event: journalEvent(closed ? 'comment-closed' : 'comment-reopened', {}) }, { commentId: input.body.commentId }, 'comment');
    return { ...NOTHING, relatedId: input.body.commentId };
  });
}

export const closeComment = (ctx: RequestContext, input: DeskInput<{ commentId: number }>) => setComment(ctx, input, true);
export const reopenComment = (ctx: RequestContext, input: DeskInput<{ commentId: number }>) => setComment(ctx, input, false);
