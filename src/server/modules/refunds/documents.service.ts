import type { InvoiceDocumentView, ReissueInvoiceBody } from '@/contracts/refunds';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { checkIdempotencyKey, requestHash } from '../checkout';
import { reissueInvoice } from '../invoices';
import * as orders from '../orders';
import { retryOnDeadlock } from '../orders';
import * as repo from './refunds.repository';
import type { RefundInput } from './refunds.service';

/**
 * POST orders/{id}/invoices (orders.write, docs/adr/0024): a new version of the order's invoice —
 * e.g. the customer asks for their company on it. One transaction: the Idempotency-Key (scope
 * invoice:<order>; a repeat answers the first version made), the order row locked (two re-issues
 * at once get consecutive versions, never the same one), the version, the journal.
 */
export async function reissueOrderInvoice(ctx: RequestContext, input: RefundInput<ReissueInvoiceBody>): Promise<InvoiceDocumentView> {
  const staff = ctx.staff;
  if (staff === null) throw new AppError('NOT_LOGGED_IN', 'Log in first');
  checkIdempotencyKey(input.idempotencyKey);
  const scope = `invoice:${input.orderId}`;
  const hash = requestHash(input.body);
  return retryOnDeadlock(() => ctx.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    if (!(await repo.insertKey(tx, scope, input.idempotencyKey, hash, input.orderId, ctx.now))) {
      const earlier = await repo.findKey(tx, scope, input.idempotencyKey);
      if (!earlier || earlier.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request');
      return earlier.response as InvoiceDocumentView;
    }
    const order = await orders.findOrderById(tx, input.orderId, true);
    if (!order) throw notFound('Order');
    // An unpaid order has no invoice yet (the e-mail's and account's rule); nothing to re-issue.
    if (order.state === 'new' || (order.state === 'cancelled' && order.paid_at === null)) {
      throw new AppError('ORDER_STATE_CONFLICT', `Order ${order.number} has no invoice to re-issue`, { state: order.state, action: 'invoice-reissue', allowed: [] });
    }
    const { body } = input;
    const made = await reissueInvoice(tx, order.id, { name: body.name, company: body.company === undefined ? undefined : body.company }, body.reason, staff.id, ctx.now);
    await orders.journal(tx, order.id, order.state, order.state, `invoice re-issued as ${made.number}: ${body.reason}`, ctx.now, {
      kind: 'staff_action', staffId: staff.id, action: 'invoice-reissue', details: { invoiceDocumentId: made.id, number: made.number, version: made.version },
    });
    await repo.saveResponse(tx, scope, input.idempotencyKey, made);
    return made;
  }));
}

/** A CSV field: quoted, inner quotes doubled (RFC 4180). */
const field = (v: string) => `"${v.replace(/"/g, '""')}"`;

/**
 * POST refunds/bank-transfers/export (refunds): the bank-transfer refunds sent since the last
 * export, as a CSV for the bank's batch payment import (account; amount with a decimal point;
 * currency; the order number as variable symbol and message), each taken once; a repeat of the
 * key answers the same file.
 */
export async function exportBankTransfers(ctx: RequestContext, idempotencyKey: string): Promise<{ csv: string; count: number }> {
  if (ctx.staff === null) throw new AppError('NOT_LOGGED_IN', 'Log in first');
  checkIdempotencyKey(idempotencyKey);
  const rows = await ctx.db.transaction(async (txAny) => repo.takeForExport(txAny as unknown as Db, idempotencyKey, ctx.now));
  const lines = ['account;amount;currency;variable_symbol;message;refund_id'];
  for (const r of rows) {
    const amount = `${Math.trunc(r.amountX100 / 100)}.${String(r.amountX100 % 100).padStart(2, '0')}`;
    lines.push([field(r.bankAccount ?? ''), amount, r.currency, r.orderNumber.replace(/\D/g, ''), field(`Refund ${r.orderNumber}`), String(r.id)].join(';'));
  }
  return { csv: `${lines.join('\r\n')}\r\n`, count: rows.length };
}
