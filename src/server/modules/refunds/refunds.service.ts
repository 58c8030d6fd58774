import type { RefundMethod } from '@/contracts/admin-orders';
import type { RefundActionResponse, RefundView, SendRefundBody } from '@/contracts/refunds';
import { journalEvent, type JournalEvent } from '@/contracts/order-journal';
import type { Db } from '../../db/client';
import type { RequestContext, StaffRef } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { checkIdempotencyKey, requestHash } from '../checkout';
import { currentInvoice, documentsOf, issueCreditNote, type CreditNoteView } from '../invoices';
import * as orders from '../orders';
import { insertWalletEntry, OrderDesk, retryOnDeadlock } from '../orders';
import { providerByName, type PaymentEnv, type ProviderName } from '../payments';
import * as repo from './refunds.repository';

/**
 * The refunds desk (issue 13 item 6, docs/adr/0024): money owed back (order_refunds, recorded by
 * the order desk's cancel, line removal and merge, ADR 0020) goes back —
 *   provider:      the provider's refund call (Comgate, Adyen; the sandbox in demo mode),
 *   wallet:        a wallet_entries ledger row, at once,
 *   bank_transfer: to an account, exported later as the bank's payment list.
 * One request, three steps, so that a provider is never called twice for one attempt:
 *   1. one transaction: the Idempotency-Key (scope refund:<order>), the order row locked, the
 *      refunds locked and checked (pending or failed), wallet and bank-transfer ones done with their
 *      credit note, provider ones moved to `processing` (attempts + 1) — committed BEFORE the call;
 *   2. the provider calls, outside any transaction (each with its timeout);
 *   3. one transaction: each attempt's outcome (done + credit note, or failed + stable error
 *      code), the journal, the stored answer. A repeat of the key gets that answer; a request
 *      meeting a refund in `processing` gets 409 REFUND_IN_PROGRESS.
 */

export interface RefundsDeps {
  env: PaymentEnv;
  fetch?: typeof fetch;
}

export interface RefundInput<B> { orderId: number; idempotencyKey: string; body: B }

function actor(ctx: RequestContext): StaffRef {
  if (ctx.staff === null) throw new AppError('NOT_LOGGED_IN', 'Log in first');
  return ctx.staff;
}

const isProvider = (name: string): name is ProviderName => name === 'comgate' || name === 'adyen' || name === 'sandbox';

/** How money can go back for the order now (wallet: a customer; provider: a paid payment of a configured provider). */
async function availability(db: Db, order: orders.OrderRow, deps: RefundsDeps) {
  const payment = await repo.paidPayment(db, order.id);
  const provider = payment && isProvider(payment.provider) && payment.providerRef
    && providerByName(payment.provider, { env: deps.env, db, baseUrl: '', fetch: deps.fetch })
    && (payment.provider !== 'adyen' || payment.pspReference) ? payment : null;
  return { wallet: order.customer_id !== null, provider, bank_transfer: true as const };
}

function unavailable(method: RefundMethod, reason: string): AppError {
  return new AppError('REFUND_METHOD_UNAVAILABLE', `This refund cannot go back by ${method}`, { method, reason });
}

function view(r: repo.SendableRefund, notes: Map<number, { id: number; number: string }>): RefundView {
  const note = notes.get(r.id) ?? null;
  return {
    id: r.id, amountX100: r.amountX100, currency: r.currency, method: r.method, state: r.state, reason: r.reason, orderLineId: r.orderLineId,
    createdAt: r.createdAt.toISOString(), settledAt: r.settledAt?.toISOString() ?? null, provider: r.provider, providerRef: r.providerRef, attempts: r.attempts,
    errorCode: r.errorCode, errorMessage: r.errorMessage, bankAccount: r.bankAccount, exportedAt: r.exportedAt?.toISOString() ?? null,
    creditNoteId: note?.id ?? null, creditNoteNumber: note?.number ?? null,
  };
}

/** GET orders/{id}/refunds (orders.read): the refunds, how they can go back, the invoice versions and credit notes. */
export async function orderRefunds(ctx: RequestContext, deps: RefundsDeps, orderId: number) {
  const order = await orders.findOrderById(ctx.db, orderId);
  if (!order) throw notFound('Order');
  const [refunds, notes, docs, can, account, invoice] = await Promise.all([
    repo.refundsOfOrder(ctx.db, orderId), repo.creditNoteByRefund(ctx.db, orderId), documentsOf(ctx.db, orderId), availability(ctx.db, order, deps),
    repo.payerAccount(ctx.db, orderId), currentInvoice(ctx.db, orderId, (o) => o.paidAt ?? o.createdAt),
  ]);
  return {
    orderId, number: order.number, state: order.state, currency: order.currency, refundRequired: order.state === 'refund_required', totalX100: order.total_x100,
    refunds: refunds.map((r) => view(r, notes)),
    methods: { wallet: can.wallet, provider: can.provider !== null, bank_transfer: true },
    provider: can.provider?.provider ?? null, suggestedBankAccount: account, invoiceNumber: invoice?.number ?? order.number,
    invoices: docs.invoices, creditNotes: docs.creditNotes,
  };
}

interface Attempt { refund: repo.SendableRefund; provider: ProviderName; payment: repo.PaidPayment; attempt: number }

/** What a provider's failure is called on the refund row: refused (it answered no) or unavailable (no answer). */
function failureOf(error: unknown): { code: 'PROVIDER_REFUSED' | 'PROVIDER_UNAVAILABLE'; message: string } {
  if (error instanceof AppError) {
    const details = (error.details ?? {}) as { status?: unknown; code?: unknown; errorCode?: unknown; message?: unknown };
    const said = [details.code ?? details.errorCode, details.message].filter((v) => v !== undefined && v !== null && v !== '').join(': ');
    const refused = details.status !== undefined || details.code !== undefined || details.errorCode !== undefined;
    return { code: refused ? 'PROVIDER_REFUSED' : 'PROVIDER_UNAVAILABLE', message: said ? `${error.message} (${said})` : error.message };
  }
  return { code: 'PROVIDER_UNAVAILABLE', message: error instanceof Error ? error.name : 'unknown error' };
}

/**
 * POST orders/{id}/refunds (refunds): sends the order's open refunds (or the one named); a
 * refund_required order is first closed by the desk's cancel (which records what it owes).
 */
export async function sendRefunds(ctx: RequestContext, deps: RefundsDeps, input: RefundInput<SendRefundBody>): Promise<RefundActionResponse> {
  const staff = actor(ctx);
  checkIdempotencyKey(input.idempotencyKey);
  const { body } = input;
  const scope = `refund:${input.orderId}`;
  const hash = requestHash(body);

  const replay = async (): Promise<RefundActionResponse | null> => {
    const earlier = await repo.findKey(ctx.db, scope, input.idempotencyKey);
    if (!earlier) return null;
    if (earlier.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request');
    if (earlier.response === null) throw new AppError('REFUND_IN_PROGRESS', 'This request is still being processed; ask again in a moment');
    return earlier.response as RefundActionResponse;
  };
  const first = await replay();
  if (first) return first;

  /** The refunds the desk's cancel of a refund_required order recorded (a wallet one is done already). */
  const closedWith: number[] = [];
  const before = await orders.findOrderById(ctx.db, input.orderId);
  if (!before) throw notFound('Order');
  if (before.state === 'refund_required') {
    if (body.refundId !== undefined) throw new AppError('REFUND_STATE_CONFLICT', 'A refund_required order has no recorded refund yet: send without refundId', { state: before.state });
    // Checked before the order is closed, so a method that cannot work changes nothing.
    const can = await availability(ctx.db, before, deps);
    if (body.method === 'wallet' && !can.wallet) throw unavailable('wallet', 'GUEST_ORDER');
    if (body.method === 'provider' && !can.provider) throw unavailable('provider', 'NO_PROVIDER_PAYMENT');
    const closed = await OrderDesk.cancel(ctx, {
      orderId: input.orderId, idempotencyKey: `${input.idempotencyKey.slice(0, 90)}:refund`,
      body: { reason: body.reason ?? 'refunded at the refunds desk', refundMethod: body.method ?? (can.provider ? 'provider' : undefined) },
    });
    closedWith.push(...closed.refunds.map((r) => r.id));
  }

  // 1. Claim: the key, the locks, the checks; wallet and bank transfers done, provider calls marked processing.
  const claimed = await retryOnDeadlock(() => ctx.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    if (!(await repo.insertKey(tx, scope, input.idempotencyKey, hash, input.orderId, ctx.now))) return { replay: true as const };
    const order = await orders.findOrderById(tx, input.orderId, true);
    if (!order) throw notFound('Order');
    const refunds = await repo.lockRefunds(tx, order.id, body.refundId);
    if (body.refundId !== undefined && refunds.length === 0) throw notFound('Refund');
    if (refunds.length === 0 && closedWith.length > 0) return { replay: false as const, attempts: [] as Attempt[], sent: closedWith };
    if (refunds.length === 0) throw new AppError('REFUND_STATE_CONFLICT', `Order ${order.number} has nothing to refund`, { state: order.state, reason: 'NOTHING_TO_REFUND' });
    for (const r of refunds) {
      if (r.state === 'processing') throw new AppError('REFUND_IN_PROGRESS', 'This refund is being sent right now', { refundId: r.id });
      if (r.state !== 'pending' && r.state !== 'failed') throw new AppError('REFUND_STATE_CONFLICT', `Refund ${r.id} is ${r.state}`, { refundId: r.id, state: r.state });
    }
    const can = await availability(tx, order, deps);
    const attempts: Attempt[] = [];
    const sent: number[] = [];
    for (const r of refunds) {
      const method = body.method ?? r.method;
      const note = async () => {
        await issueCreditNote(tx, { id: r.id, orderId: r.orderId, amountX100: r.amountX100, method, orderLineId: r.orderLineId, eventKey: r.eventKey, actorStaffId: staff.id }, ctx.now);
      };
      const journal = (text: string, details: Record<string, unknown>, event: JournalEvent) => orders.journal(tx, order.id, order.state, order.state, text, ctx.now, {
        kind: 'refund', staffId: staff.id, action: 'refund', details: { refundId: r.id, amountX100: r.amountX100, method, ...details }, event,
      });
      const money = { amountX100: r.amountX100, currency: r.currency };
      if (method === 'wallet') {
        if (!can.wallet) throw unavailable('wallet', 'GUEST_ORDER');
        const entry = await insertWalletEntry(tx, {
          customerId: order.customer_id!, currency: r.currency, amountX100: r.amountX100, reason: `refund: ${r.reason}`, orderId: order.id, eventKey: `refund:${r.id}:wallet`,
        }, ctx.now);
        await repo.markDone(tx, r.id, { method, walletEntryId: entry, staffId: staff.id }, ctx.now);
        await note();
        await journal(`refund ${r.amountX100} ${r.currency} to the wallet${body.reason ? `: ${body.reason}` : ''}`, { walletEntryId: entry }, journalEvent('refund', { ...money, refundMethod: 'wallet' }, body.reason));
        sent.push(r.id);
      } else if (method === 'bank_transfer') {
        const account = body.bankAccount ?? r.bankAccount ?? (await repo.payerAccount(tx, order.id));
        if (!account) throw unavailable('bank_transfer', 'BANK_ACCOUNT_REQUIRED');
        await repo.markDone(tx, r.id, { method, bankAccount: account, staffId: staff.id }, ctx.now);
        await note();
        await journal(`refund ${r.amountX100} ${r.currency} by bank transfer to ${account} (for the next export)${body.reason ? `: ${body.reason}` : ''}`, { bankAccount: account }, journalEvent('refund', { ...money, refundMethod: 'bank_transfer' }, body.reason));
        sent.push(r.id);
      } else {
        const payment = can.provider;
        if (!payment) throw unavailable('provider', 'NO_PROVIDER_PAYMENT');
        if (payment.currency !== r.currency) throw unavailable('provider', 'OTHER_CURRENCY');
        const attempt = await repo.startAttempt(tx, r.id, { provider: payment.provider, paymentId: payment.id, staffId: staff.id }, ctx.now);
        await journal(`refund ${r.amountX100} ${r.currency} sent to ${payment.provider} (attempt ${attempt})${body.reason ? `: ${body.reason}` : ''}`, { provider: payment.provider, attempt }, journalEvent('refund-sent', { ...money, provider: payment.provider, attempt }, body.reason));
        attempts.push({ refund: r, provider: payment.provider as ProviderName, payment, attempt });
        sent.push(r.id);
      }
    }
    return { replay: false as const, attempts, sent: [...closedWith.filter((id) => !sent.includes(id)), ...sent] };
  }));
  if (claimed.replay) {
    const again = await replay();
    if (again) return again;
    throw new AppError('REFUND_IN_PROGRESS', 'This request is still being processed; ask again in a moment');
  }

  // 2. The provider calls: outside any transaction, each at most once (the row is `processing`).
  const outcomes = await Promise.all(claimed.attempts.map(async (a) => {
    const client = providerByName(a.provider, { env: deps.env, db: ctx.db, baseUrl: '', fetch: deps.fetch });
    try {
      if (!client) throw new AppError('PROVIDER_UNAVAILABLE', `${a.provider} is not configured here`);
      const result = await client.refund({
        providerRef: a.payment.providerRef!, pspReference: a.payment.pspReference, amountX100: a.refund.amountX100,
        currency: a.refund.currency === 'EUR' ? 'EUR' : 'CZK', refundId: a.refund.id, idempotencyKey: `bookturn-refund-${a.refund.id}-${a.attempt}`,
      });
      return { a, ok: true as const, providerRef: result.providerRef };
    } catch (error) {
      ctx.log.warn({ err: error, refundId: a.refund.id, provider: a.provider }, 'provider refund failed');
      return { a, ok: false as const, failure: failureOf(error) };
    }
  }));

  // 3. The outcomes, the journal, the stored answer.
  return retryOnDeadlock(() => ctx.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const order = (await orders.findOrderById(tx, input.orderId, true))!;
    for (const o of outcomes) {
      const r = o.a.refund;
      if (o.ok) {
        await repo.markDone(tx, r.id, { method: 'provider', providerRef: o.providerRef, staffId: staff.id }, ctx.now);
        await issueCreditNote(tx, { id: r.id, orderId: r.orderId, amountX100: r.amountX100, method: 'provider', orderLineId: r.orderLineId, eventKey: r.eventKey, actorStaffId: staff.id }, ctx.now);
        await orders.journal(tx, order.id, order.state, order.state, `refund ${r.amountX100} ${r.currency} accepted by ${o.a.provider}${o.providerRef ? ` (${o.providerRef})` : ''}`, ctx.now, {
          kind: 'refund', staffId: staff.id, action: 'refund', details: { refundId: r.id, amountX100: r.amountX100, method: 'provider', provider: o.a.provider, providerRef: o.providerRef },
          event: journalEvent('refund-accepted', { amountX100: r.amountX100, currency: r.currency, provider: o.a.provider }),
        });
      } else {
        await repo.markFailed(tx, r.id, o.failure.code, o.failure.message);
        await orders.journal(tx, order.id, order.state, order.state, `refund ${r.amountX100} ${r.currency} failed at ${o.a.provider}: ${o.failure.code}`, ctx.now, {
          kind: 'refund', staffId: staff.id, action: 'refund', details: { refundId: r.id, amountX100: r.amountX100, method: 'provider', provider: o.a.provider, errorCode: o.failure.code },
          event: journalEvent('refund-failed', { amountX100: r.amountX100, currency: r.currency, provider: o.a.provider, code: o.failure.code }),
        });
      }
    }
    const notes = await repo.creditNoteByRefund(tx, order.id);
    const all = await repo.refundsOfOrder(tx, order.id);
    const response: RefundActionResponse = { orderId: order.id, state: order.state, refunds: all.filter((r) => claimed.sent.includes(r.id)).map((r) => view(r, notes)) };
    await repo.saveResponse(tx, scope, input.idempotencyKey, response);
    return response;
  }));
}

export type { CreditNoteView };
