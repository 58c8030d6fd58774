import type { DeskOrderDetail } from '@/contracts/admin-orders';
import { legacyJournalEvent, readJournalEvent } from '@/contracts/order-journal';
import type { RequestContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { COD_COLLECTABLE_STATES, DESK_ACTIONS, deskActionAllowed, effectiveState, type DeskAction } from '../order-state';
import * as ledger from '../orders.repository';
import * as repo from './desk.repository';
import { refundOut } from './desk-refunds';
import { invoiceOf } from './desk-documents.service';
import { DESK_ACTION_PERMISSION, DESK_NOTES_PERMISSION } from './desk-permissions';

/**
 * The order desk's detail of one order (orders.read): lines with their copy, edition, condition,
 * price paid and warehouse location; customer and wallet balance; addresses; payments; refunds;
 * the journal (state changes and staff actions, payment events, e-mails sent, by time); tags;
 * comments; and the actions the state allows.
 */
export async function getDeskOrder(ctx: RequestContext, orderId: number): Promise<DeskOrderDetail> {
  const { db } = ctx;
  const order = await ledger.findOrderById(db, orderId);
  if (!order) throw notFound('Order');
  const [lines, payments, refunds, journal, emails, events, tags, comments, mergedInto, balance] = await Promise.all([
    repo.detailLines(db, order.id), repo.detailPayments(db, order.id), repo.refundsOf(db, order.id), repo.detailJournal(db, order.id),
    repo.detailEmails(db, order.id), repo.detailPaymentEvents(db, order.id), repo.detailTags(db, order.id), repo.detailComments(db, order.id),
    repo.mergedInto(db, order.id),
    order.customer_id === null ? Promise.resolve(null) : ledger.walletBalance(db, order.customer_id, order.currency, false),
  ]);
  const entries: DeskOrderDetail['journal'] = [
    ...journal.map((j) => {
      const { event, ...details } = j.details ?? {};
      return {
        id: `j${j.id}`, at: j.at.toISOString(), kind: j.kind, actorStaffId: j.actorStaffId === null ? null : Number(j.actorStaffId), action: j.action,
        fromState: j.fromState, toState: j.toState, text: j.reason,
        // Rows from before events existed: the common system sentences are read back as events.
        event: readJournalEvent(event) ?? legacyJournalEvent(j.reason),
        details: j.details ? details : null,
      };
    }),
    ...emails.map((m) => ({
      id: `m${m.id}`, at: m.at.toISOString(), kind: 'email' as const, actorStaffId: null, action: m.kind, fromState: null, toState: null,
      text: `${m.subject} → ${m.to}`, event: { key: 'email-sent' as const, params: { subject: m.subject, to: m.to }, note: null }, details: { mailKind: m.kind },
    })),
    ...events.map((e) => ({
      id: `p${e.id}`, at: e.at.toISOString(), kind: 'payment' as const, actorStaffId: null, action: null, fromState: null, toState: null,
      text: `${e.provider}: ${e.outcome}`, event: { key: 'provider-event' as const, params: { provider: e.provider, outcome: e.outcome }, note: null },
      details: { paymentId: e.paymentId === null ? null : Number(e.paymentId), provider: e.provider, outcome: e.outcome },
    })),
  ].sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
  const staffIds = [...entries.map((e) => e.actorStaffId), ...comments.flatMap((c) => [c.authorStaffId, c.closedByStaffId])].filter((id): id is number => id !== null);
  const staffNames = await repo.staffNames(db, staffIds);
  const codEnRoute = order.payment_method === 'cash-on-delivery' && order.paid_at === null && (COD_COLLECTABLE_STATES as readonly string[]).includes(order.state);
  // What the order's state allows and the reader holds the permission for (desk-permissions.ts).
  const holds = (permission: string) => ctx.staff?.permissions.includes(permission) ?? false;
  const allowedActions = (Object.keys(DESK_ACTIONS) as DeskAction[])
    .filter((a) => deskActionAllowed(a, order.state) || (a === 'mark-paid' && codEnRoute))
    .filter((a) => holds(DESK_ACTION_PERMISSION[a]));
  return {
    id: order.id, number: order.number, state: order.state, effectiveState: effectiveState(order.state, order.expires_at, ctx.now),
    locale: order.locale, currency: order.currency, createdAt: order.created_at.toISOString(),
    expiresAt: order.expires_at?.toISOString() ?? null, paidAt: order.paid_at?.toISOString() ?? null, flag: order.flag,
    parentOrderId: order.parent_order_id, mergedIntoOrderId: mergedInto,
    customer: { id: order.customer_id, email: order.email, name: order.name, phone: order.phone, walletBalanceX100: balance },
    shipping: { method: order.shipping_method, pudoId: order.pudo_id, pudoLabel: order.pudo_label, address: order.address },
    paymentMethod: order.payment_method,
    money: {
      itemsX100: order.items_x100, shippingX100: order.shipping_x100, paymentFeeX100: order.payment_fee_x100, discountX100: order.discount_x100,
      walletX100: order.wallet_x100, totalX100: order.total_x100, voucherCode: order.voucher_code,
    },
    lines, payments, refunds: refunds.map(refundOut), journal: entries, tags, comments, allowedActions, mayAnnotate: holds(DESK_NOTES_PERMISSION),
    staffNames, invoice: invoiceOf(order),
  };
}
