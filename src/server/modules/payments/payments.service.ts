import type { CheckoutPaymentMethod, NextStep } from '@/contracts/checkout';
import type { PaymentReturnResponse } from '@/contracts/orders';
import type { Locale } from '@/i18n/locales';
import { originFor } from '@/i18n/locales';
import { absoluteUrl } from '@/routing/resolve';
import type { CommerceEnv } from '../../commerce-config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { logger } from '../../http/logger';
import * as orders from '../orders';
import type { OrderRow } from '../orders';
import { queueOrderConfirmation, runOrderConfirmationSoon } from './order-confirmation-job';
import { comgateReturnUrl } from './providers/comgate';
import type { ProviderName, ProviderStatus, StatusHint } from './providers/types';
import * as repo from './payments.repository';
import { providerByName, selectProvider } from './select-provider';
import { journalEvent } from '@/contracts/order-journal';

export interface PaymentDeps {
  env: CommerceEnv;
  fetch?: typeof fetch;
  /** Runs after an order became paid or confirmed (the confirmation e-mail); errors are logged, not raised. */
  onConfirmed: (db: Db, orderId: number) => Promise<void>;
  /** Mails the one-click confirmation link of an order from an unverified address (docs/adr/0012); failures are logged. */
  requestConfirmation: (db: Db, orderId: number, token: string) => Promise<void>;
}

/** The storefront origin the shopper's browser is on (port kept only on *.localhost). */
export const shopOrigin = (locale: Locale, env: CommerceEnv) => originFor(locale, env.PORT);

function returnUrlFor(method: CheckoutPaymentMethod, provider: ProviderName, locale: Locale, env: CommerceEnv): string {
  const port = env.PORT;
  // Adyen appends sessionId and redirectResult itself; the sandbox fills the ${id} placeholder.
  if (method === 'adyen') return `${absoluteUrl('paymentAdyen', locale, {}, { port })}${provider === 'sandbox' ? '?sessionId=${id}' : ''}`;
  return comgateReturnUrl(absoluteUrl('paymentComgate', locale, {}, { port }));
}

/**
 * Starts an online payment of an order's open amount: a payments row, then the provider's
 * create call (with its timeout). A provider that fails leaves the payment failed and the order
 * payable again from its pay page.
 */
export async function startPayment(db: Db, order: OrderRow, method: CheckoutPaymentMethod, deps: PaymentDeps, now: Date): Promise<NextStep> {
  if (method === 'bank-transfer') return { kind: 'pay_page' };
  if (method === 'cash-on-delivery') return { kind: 'thank_you' };
  const locale = order.locale as Locale;
  const selected = selectProvider(method, { env: deps.env, db, baseUrl: shopOrigin(locale, deps.env), fetch: deps.fetch });
  if (!selected) throw new AppError('PAYMENT_METHOD_UNAVAILABLE', `Payment method ${method} is not available`);
  const paymentId = await repo.insertPayment(db, {
    orderId: order.id, provider: selected.provider.name, method, amountX100: order.total_x100, currency: order.currency,
  }, now);
  try {
    const created = await selected.provider.create({
      paymentId, orderNumber: order.number, amountX100: order.total_x100, currency: order.currency, email: order.email, locale,
      method: selected.providerMethod, returnUrl: returnUrlFor(method, selected.provider.name, locale, deps.env),
      notifyUrl: `${shopOrigin(locale, deps.env)}/api/adonis/v1/payments/webhooks/${selected.provider.name}`,
      label: `Order ${order.number}`, country: order.address?.country ?? 'CZ',
    });
    const redirect = created.next.kind === 'redirect' ? created.next.url : null;
    await repo.setPaymentStarted(db, paymentId, created.providerRef, redirect, now);
    return created.next;
  } catch (error) {
    await repo.setPaymentState(db, paymentId, 'failed', now);
    if (error instanceof AppError) throw error;
    logger().error({ err: error, orderId: order.id }, 'payment provider create failed');
    throw new AppError('PROVIDER_UNAVAILABLE', 'The payment provider could not start the payment');
  }
}

export interface VerifiedPayment {
  provider: ProviderName;
  providerRef: string;
  status: ProviderStatus;
  amountX100: number;
  currency: string;
  /** Makes a repeated notification a no-op; the status itself when the shop asked the provider. */
  eventKey: string;
  payload?: unknown;
}

export type ApplyOutcome = 'duplicate' | 'unknown_payment' | 'paid' | 'refund_required' | 'mismatch' | 'already_paid' | 'failed' | 'cancelled' | 'pending' | 'ignored';

/**
 * Applies what a provider verifiably said about a payment, once: the event key is recorded in the
 * same transaction that changes the order, under a lock on the payment row, so ten copies of one
 * notification — in a row or at once — change the order once and send one e-mail.
 */
export async function applyVerifiedPayment(db: Db, event: VerifiedPayment, deps: PaymentDeps, now: Date): Promise<ApplyOutcome> {
  let confirmedOrder: number | null = null;
  const outcome = await db.transaction(async (txAny): Promise<ApplyOutcome> => {
    const tx = txAny as unknown as Db;
    const payment = await repo.findPaymentByRef(tx, event.provider, event.providerRef, true);
    if (!payment) return 'unknown_payment';
    if (!(await repo.recordEvent(tx, { provider: event.provider, eventKey: event.eventKey, paymentId: payment.id, outcome: event.status, payload: event.payload }, now))) {
      return 'duplicate';
    }
    const order = await orders.findOrderById(tx, payment.order_id, true);
    if (!order) return 'unknown_payment';
    if (event.status === 'pending') return 'pending';
    if (event.status !== 'paid') {
      await repo.setPaymentState(tx, payment.id, event.status, now);
      return event.status;
    }
    if (event.amountX100 !== payment.amount_x100 || event.currency.trim().toUpperCase() !== payment.currency) {
      await orders.flagOrder(tx, order.id, `payment_mismatch:${event.provider}:${event.providerRef}:${event.amountX100}${event.currency}`, now);
      return 'mismatch';
    }
    if (payment.state === 'paid') return 'already_paid';
    await repo.setPaymentState(tx, payment.id, 'paid', now);
    if (order.state === 'paid' || order.state === 'packed' || order.state === 'shipped' || order.state === 'delivered') {
      // A second successful attempt for an order already paid: the money goes back.
      await orders.flagOrder(tx, order.id, `duplicate_payment:${payment.id}`, now);
      return 'already_paid';
    }
    const outcome = await settlePaidOrder(tx, order, now);
    if (outcome === 'paid') {
      confirmedOrder = order.id;
      await queueOrderConfirmation(tx, order.id);
    }
    return outcome;
  });
  if (confirmedOrder !== null) {
    const orderId: number = confirmedOrder;
    runConfirmed(db, orderId, deps);
  }
  return outcome;
}

/**
 * Money arrived for an unpaid (or lapsed) order: it keeps ALL its copies if nobody else bought
 * any of them meanwhile and becomes paid; otherwise refund_required and it keeps none — never two
 * owners of one copy, never an order paid in full that ships part of itself. An order the shopper
 * cancelled is refund_required too.
 */
export async function settlePaidOrder(tx: Db, order: OrderRow, now: Date): Promise<'paid' | 'refund_required'> {
  // Money can make an order paid from exactly the states the machine allows (new, awaiting_payment, cancelled).
  const from = orders.sourcesOf('paid');
  // The shopper cancelled it (its voucher use and wallet credit went back): the money goes back too.
  const cancelledByShopper = order.state === 'cancelled' && (await orders.wasCancelledByCustomer(tx, order.id));
  if (!cancelledByShopper && (await orders.reclaimForPaidOrder(tx, order.id, now))) {
    await orders.transition(tx, order.id, from, 'paid', 'payment confirmed', now, orders.setPaidAt(now), { event: journalEvent('payment-confirmed', {}) });
    await orders.markBooksSold(tx, order.id, now);
    return 'paid';
  }
  await orders.releaseOrder(tx, order.id);
  const reason = cancelledByShopper ? 'paid after the customer cancelled it' : 'paid after some of its copies were sold to someone else';
  await orders.transition(tx, order.id, from, 'refund_required', reason, now, undefined, { event: journalEvent(cancelledByShopper ? 'paid-after-cancel' : 'paid-after-sold', {}) });
  return 'refund_required';
}

/**
 * After the commit that queued the order's confirmation job (queueOrderConfirmation): run it now,
 * in the background of this process. A failure is logged and retried by the job queue.
 */
export function runConfirmed(db: Db, orderId: number, deps: PaymentDeps): void {
  runOrderConfirmationSoon(db, orderId, deps.onConfirmed);
}

/** Asks the provider itself about a payment and applies the answer (return pages, Comgate pushes, the sandbox). */
export async function confirmWithProvider(db: Db, provider: ProviderName, providerRef: string, deps: PaymentDeps, now: Date, hint?: StatusHint): Promise<ApplyOutcome> {
  const client = providerByName(provider, { env: deps.env, db, baseUrl: '', fetch: deps.fetch });
  if (!client) throw new AppError('PAYMENT_METHOD_UNAVAILABLE', `Payment provider ${provider} is not configured`);
  const verified = await client.status(providerRef, hint);
  // Adyen's answer without the webhook is never "paid" (the HMAC-signed webhook is the proof).
  if (verified.status === 'paid' && client.webhookIsProof) return 'pending';
  if (verified.status === 'paid' && verified.test && deps.env.APP_MODE !== 'demo') {
    // No money moved: a provider left in test mode (or a test payment sent to the live shop) pays nothing.
    logger().error({ provider, providerRef }, 'provider reported a test payment as paid in production mode: not marked paid');
    return 'ignored';
  }
  return applyVerifiedPayment(db, {
    provider, providerRef, status: verified.status, amountX100: verified.amountX100, currency: verified.currency,
    eventKey: `status:${providerRef}:${verified.status}`,
  }, deps, now);
}

const RESULT: Record<repo.PaymentState, PaymentReturnResponse['result']> = {
  created: 'pending', pending: 'pending', paid: 'paid', failed: 'failed', cancelled: 'cancelled',
};

/** The shopper is back from the provider: confirm with it (if it can be asked), then say how it went. */
export async function paymentReturn(db: Db, requested: 'comgate' | 'adyen' | 'sandbox', ref: string, deps: PaymentDeps, now: Date, hint?: StatusHint): Promise<PaymentReturnResponse> {
  const candidates: ProviderName[] = requested === 'sandbox' ? ['sandbox'] : [requested, 'sandbox'];
  let payment: repo.PaymentRow | null = null;
  for (const provider of candidates) {
    payment = await repo.findPaymentByRef(db, provider, ref);
    if (payment) break;
  }
  if (!payment) throw new AppError('NOT_FOUND', 'Payment not found');
  if (payment.state !== 'paid') {
    try {
      await confirmWithProvider(db, payment.provider as ProviderName, ref, deps, now, hint);
    } catch (error) {
      // The provider may be slow to answer; the notification will still come. Show "pending".
      logger().warn({ err: error, paymentId: payment.id }, 'status check on return failed');
    }
    payment = (await repo.findPaymentById(db, payment.id))!;
  }
  const order = (await orders.findOrderById(db, payment.order_id))!;
  const result = order.state === 'paid' ? 'paid' : RESULT[payment.state];
  return { paymentCode: order.public_code, result };
}
