import type { CheckoutBody, CheckoutPaymentMethod, NextStep, ShippingKind } from '@/contracts/checkout';
import type { ConfirmOrderResponse, PublicOrder } from '@/contracts/orders';
import { LOCALES, type Locale } from '@/i18n/locales';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { releaseVoucher } from '../checkout';
import { checkout, confirmTokenHash, type CheckoutContext } from '../checkout';
import { bankTransferInstructions } from '../payments';
import { findShippingMethod } from '../shipping';
import { latestPayment } from '../payments';
import { queueOrderConfirmation } from '../payments';
import { runConfirmed, startPayment, type PaymentDeps } from '../payments';
import { effectiveState, isExtendable, isUnpaid, UNPAID_STATES } from './order-state';
import * as repo from './orders.repository';
import type { OrderRow } from './orders.repository';
import { journalEvent } from '@/contracts/order-journal';

const CODE = /^[A-Za-z0-9_-]{10,40}$/;

async function orderByCode(db: Db, code: string, lock = false): Promise<OrderRow> {
  const order = CODE.test(code) ? await repo.findOrderByCode(db, code, lock) : null;
  if (!order) throw notFound('Order');
  return order;
}

const KIND_BY_PREFIX: [string, ShippingKind][] = [['bookturn-branch', 'branch'], ['bookturn-direct', 'direct']];
/** An order's delivery kind when its shipping method is no longer in the table (which says it otherwise). */
function shippingKind(order: OrderRow): ShippingKind {
  const known = KIND_BY_PREFIX.find(([prefix]) => order.shipping_method.startsWith(prefix));
  if (known) return known[1];
  return order.pudo_id ? 'pudo' : 'home';
}

/** Digits of the order number: the variable symbol that pairs a bank transfer with the order. */
export const variableSymbol = (number: string) => number.replace(/\D/g, '').slice(-10);

export async function getPublicOrder(db: Db, code: string, env: PaymentDeps['env'], now: Date): Promise<PublicOrder> {
  const order = await orderByCode(db, code);
  const [lines, last, parent, method] = await Promise.all([
    repo.findLines(db, order.id),
    latestPayment(db, order.id),
    order.parent_order_id ? repo.findOrderById(db, order.parent_order_id) : Promise.resolve(null),
    findShippingMethod(db, order.shipping_method),
  ]);
  const state = effectiveState(order.state, order.expires_at, now);
  const unpaid = isUnpaid(state) && order.payment_method !== 'cash-on-delivery';
  const bankTransfer = unpaid && order.payment_method === 'bank-transfer'
    ? await bankTransferInstructions({
      iban: env.BANK_IBAN, bic: env.BANK_BIC, accountName: env.BANK_ACCOUNT_NAME, variableSymbol: variableSymbol(order.number),
      amountX100: order.total_x100, currency: order.currency, message: `Order ${order.number}`,
    })
    : null;
  return {
    number: order.number,
    paymentCode: order.public_code,
    state,
    locale: order.locale,
    currency: order.currency,
    email: order.email,
    name: order.name,
    shipping: { method: order.shipping_method, kind: method?.kind ?? shippingKind(order), carrier: method?.carrier ?? null, pudoLabel: order.pudo_label },
    paymentMethod: order.payment_method as CheckoutPaymentMethod,
    lines: lines.map((l) => ({ 'bookId': l.book_id, title: l.title, conditionId: l.condition_id, priceX100: l.price_x100, active: l.active })),
    itemsX100: order.items_x100,
    shippingX100: order.shipping_x100,
    paymentFeeX100: order.payment_fee_x100,
    discountX100: order.discount_x100,
    walletX100: order.wallet_x100,
    totalX100: order.total_x100,
    voucherCode: order.voucher_code,
    createdAt: order.created_at.toISOString(),
    expiresAt: order.expires_at?.toISOString() ?? null,
    paidAt: order.paid_at?.toISOString() ?? null,
    lastPayment: last ? { method: last.method, state: last.state } : null,
    canPay: unpaid && state === 'awaiting_payment',
    canCancel: isUnpaid(state),
    canExtend: isExtendable(state) && order.parent_order_id === null,
    parentNumber: parent?.number ?? null,
    bankTransfer,
    awaitingConfirmation: order.awaiting_confirmation && isUnpaid(state),
  };
}

/** Another attempt to pay an unpaid order (the pay page, payment-failed): a new payment row each time. */
export async function payOrder(db: Db, code: string, method: CheckoutPaymentMethod, deps: PaymentDeps, now: Date): Promise<NextStep> {
  const order = await orderByCode(db, code);
  if (effectiveState(order.state, order.expires_at, now) !== 'awaiting_payment') {
    throw new AppError('ORDER_NOT_PAYABLE', 'This order cannot be paid (it is paid, cancelled or past its deadline)');
  }
  const family = method.startsWith('comgate') ? 'comgate' : method;
  if (method === 'cash-on-delivery' || !(LOCALES[order.locale as Locale].paymentMethods as string[]).includes(family)) {
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE', `Payment method ${method} cannot pay this order`);
  }
  if (method === 'bank-transfer') return { kind: 'pay_page' };
  return startPayment(db, order, method, deps, now);
}

/**
 * The shopper cancels an unpaid order: its copies are free again at once, the voucher use and any
 * wallet credit come back. One conditional state change, so a payment landing at the same moment
 * either comes first (then this is refused) or finds the order cancelled (then refund_required
 * or paid again if the copies are still free).
 */
export async function cancelOrder(db: Db, code: string, now: Date): Promise<void> {
  await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const order = await orderByCode(tx, code, true);
    const moved = isUnpaid(effectiveState(order.state, order.expires_at, now))
      && (await repo.transition(tx, order.id, UNPAID_STATES, 'cancelled', repo.CUSTOMER_CANCEL_REASON, now, undefined, { event: journalEvent('customer-cancelled', {}) }));
    if (!moved) throw new AppError('ORDER_NOT_CANCELLABLE', 'Only an unpaid order can be cancelled');
    await repo.releaseOrder(tx, order.id);
    await releaseVoucher(tx, order.id);
    if (order.wallet_x100 > 0 && order.customer_id !== null) {
      await repo.addWalletEntry(tx, { customerId: order.customer_id, currency: order.currency, amountX100: order.wallet_x100, reason: 'order cancelled', orderId: order.id }, now);
    }
  });
}

/**
 * Adds the cart's copies to an open order (not packed, not cancelled) as an extension: one
 * shipment with the parent, no second shipping fee, its own payment.
 */
export async function extendOrder(ctx: CheckoutContext, code: string, method: CheckoutPaymentMethod, idempotencyKey: string) {
  const parent = await orderByCode(ctx.db, code);
  if (!isExtendable(effectiveState(parent.state, parent.expires_at, ctx.now)) || parent.parent_order_id !== null) {
    throw new AppError('ORDER_NOT_EXTENDABLE', 'This order can no longer take more copies');
  }
  if (method === 'cash-on-delivery' && parent.payment_method !== 'cash-on-delivery') {
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE', 'Cash on delivery is only possible when the order itself is paid on delivery');
  }
  const address = parent.address as CheckoutBody['address'] | null;
  const body: CheckoutBody = {
    country: address?.country ?? LOCALES[parent.locale as Locale].country,
    shipping: { method: parent.shipping_method, ...(parent.pudo_id ? { pudoId: parent.pudo_id } : {}) },
    payment: { method },
    contact: { email: parent.email, name: parent.name, phone: parent.phone },
    ...(address ? { address } : {}),
    acceptTerms: true,
  };
  return checkout({ ...ctx, locale: parent.locale as Locale }, body, `extend:${parent.id}:${idempotencyKey}`, { parent });
}

/**
 * The click on the confirmation link of an order from an unverified address (docs/adr/0012).
 * Within its hold the order claims its copies as orders of its method always do: cash on delivery
 * for good (the copies are sold), bank transfer until the transfer deadline counted from now.
 * After the hold lapsed it gets them only if every copy is still free (the same conditional
 * upsert as late money); otherwise it is cancelled and the answer is 409. The token works once.
 */
export async function confirmOrder(db: Db, token: string, deps: PaymentDeps, now: Date): Promise<ConfirmOrderResponse> {
  const outcome = await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const order = await repo.findOrderByConfirmHash(tx, confirmTokenHash(token));
    if (!order) return { kind: 'invalid' as const };
    const cod = order.payment_method === 'cash-on-delivery';
    const until = cod ? repo.FOREVER : new Date(now.getTime() + deps.env.BANK_TRANSFER_DAYS * 24 * 60 * 60_000);
    if (!isUnpaid(order.state)) {
      // Paid meanwhile (money proves the address too) or cancelled: the link has nothing left to do.
      await repo.dropConfirmToken(tx, order.id);
      return order.state === 'cancelled' || order.state === 'refund_required' ? { kind: 'expired' as const } : { kind: 'done' as const, order };
    }
    const lapsed = effectiveState(order.state, order.expires_at, now) === 'cancelled';
    if (lapsed) {
      if (!(await repo.reclaimAllLines(tx, order.id, now, until))) {
        await repo.transition(tx, order.id, UNPAID_STATES, 'cancelled', 'confirmation came after the hold; copies gone', now, undefined, { event: journalEvent('confirmed-too-late', {}) });
        await repo.releaseOrder(tx, order.id);
        await releaseVoucher(tx, order.id);
        if (order.wallet_x100 > 0 && order.customer_id !== null) {
          await repo.addWalletEntry(tx, { customerId: order.customer_id, currency: order.currency, amountX100: order.wallet_x100, reason: 'order cancelled', orderId: order.id }, now);
        }
        await repo.dropConfirmToken(tx, order.id);
        return { kind: 'expired' as const };
      }
    } else {
      await repo.extendOrderClaims(tx, order.id, until);
    }
    await repo.markConfirmed(tx, order.id, until === repo.FOREVER ? null : until, now);
    if (cod) await repo.markBooksSold(tx, order.id, now);
    await queueOrderConfirmation(tx, order.id);
    return { kind: 'confirmed' as const, order };
  });
  if (outcome.kind === 'invalid') throw new AppError('ORDER_CONFIRMATION_INVALID', 'The confirmation link is unknown or already used');
  if (outcome.kind === 'expired') throw new AppError('ORDER_CONFIRMATION_EXPIRED', 'The order lapsed before it was confirmed and its books are no longer free');
  // The order confirmation with its invoice, as any cash-on-delivery or bank-transfer order gets.
  if (outcome.kind === 'confirmed') {
    const id = outcome.order.id;
    runConfirmed(db, id, deps);
  }
  const { order } = outcome;
  return { paymentCode: order.public_code, number: order.number, paymentMethod: order.payment_method as CheckoutPaymentMethod };
}
