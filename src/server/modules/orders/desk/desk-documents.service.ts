import type { RequestContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { orderInvoicePdf } from '../../mail';
import type { OrderRow } from '../orders.repository';
import * as ledger from '../orders.repository';

/**
 * An order has an invoice once it is confirmed beyond `new` and not cancelled — the rule of the
 * customer's account (account.service#orderDetail's hasInvoice), so the desk and the customer
 * see the same document.
 */
export const hasInvoice = (order: Pick<OrderRow, 'state'>) => order.state !== 'new' && order.state !== 'cancelled';

/** The desk's link to an order's invoice PDF (GET orders/{id}/invoice.pdf), null when it has none. */
export const invoiceOf = (order: Pick<OrderRow, 'id' | 'number' | 'state'>) => (hasInvoice(order)
  ? { number: order.number, url: `/api/adonis/admin/v1/orders/${order.id}/invoice.pdf` }
  : null);

/** The invoice PDF as the confirmation e-mail attached it and the account area serves it (orders.read). */
export async function deskInvoicePdf(ctx: RequestContext, orderId: number): Promise<{ filename: string; pdf: Buffer }> {
  const order = await ledger.findOrderById(ctx.db, orderId);
  if (!order || !hasInvoice(order)) throw notFound('Invoice');
  const invoice = await orderInvoicePdf(ctx.db, order.id, () => order.paid_at ?? order.created_at);
  if (!invoice) throw notFound('Invoice');
  return { filename: `invoice-${invoice.number}.pdf`, pdf: invoice.pdf };
}
