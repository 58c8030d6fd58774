import { z } from '@hono/zod-openapi';
import { apiError } from '@/contracts/common';
import { deskOrderIdParam } from '@/contracts/admin-orders';
import { IDEMPOTENCY_HEADER } from '@/contracts/checkout';
import {
  invoiceDocumentView, orderCreditNoteParam, orderDocumentParam, orderRefundsView, refundActionResponse, reissueInvoiceBody, sendRefundBody,
} from '@/contracts/refunds';
import { commerceEnv } from '../../commerce-config';
import { serverDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { staffRoute } from '../../http/staff-route';
import type { Api, AppDeps } from '../../http/types';
import { respond } from '../../http/validation';
import { creditNotePdf, invoiceDocumentPdf } from '../invoices';
import { exportBankTransfers, reissueOrderInvoice } from './documents.service';
import { orderRefunds, sendRefunds, type RefundsDeps } from './refunds.service';

const BASE = '/adonis/admin/v1';
const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
const err = (description: string) => ({ description, ...json(apiError) });
const pdfResponse = { description: 'PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } };
const idempotencyHeader = z.object({
  [IDEMPOTENCY_HEADER]: z.string().optional().openapi({ description: '8–100 letters, digits or _ . : -; the same key and body give the same answer' }),
});

export function refundsDeps(appDeps: AppDeps): RefundsDeps {
  const deps = serverDeps(appDeps);
  return { env: commerceEnv(deps.env), fetch: deps.fetch };
}

/** The refunds desk, re-issued invoices and credit notes (issue 13 item 6, docs/adr/0024; contracts: src/contracts/refunds.ts). */
export function registerRefundRoutes(app: Api, appDeps: AppDeps): void {
  const deps = refundsDeps(appDeps);
  const noStore = (c: { header: (name: string, value: string) => void }) => c.header('cache-control', 'private, no-store');

  staffRoute(app, {
    method: 'get', path: `${BASE}/orders/{id}/refunds`, permission: 'orders.read',
    summary: 'The order’s refunds (state, provider attempts, errors), how money can go back, its invoice versions and credit notes',
    request: { params: deskOrderIdParam },
    responses: { 200: { description: 'Refunds and documents', ...json(orderRefundsView) }, 404: err('NOT_FOUND') },
  }, async (c) => {
    noStore(c);
    return respond(c, orderRefundsView, await orderRefunds(c.var.ctx, deps, c.req.valid('param').id));
  });

  staffRoute(app, {
    method: 'post', path: `${BASE}/orders/{id}/refunds`, permission: 'refunds',
    summary: 'Send money back: a refund_required order is closed first; its open refunds go back through the provider, to the wallet or by bank transfer (idempotent by Idempotency-Key)',
    request: { params: deskOrderIdParam, headers: idempotencyHeader, body: { required: true, ...json(sendRefundBody) } },
    responses: {
      200: { description: 'Sent: each refund done, or failed with errorCode (PROVIDER_REFUSED, PROVIDER_UNAVAILABLE) to send again', ...json(refundActionResponse) },
      400: err('VALIDATION_FAILED, IDEMPOTENCY_KEY_MISSING'),
      404: err('NOT_FOUND'),
      409: err('REFUND_STATE_CONFLICT (details.state), REFUND_IN_PROGRESS, ORDER_STATE_CONFLICT'),
      422: err('REFUND_METHOD_UNAVAILABLE (details.method, details.reason: GUEST_ORDER, NO_PROVIDER_PAYMENT, OTHER_CURRENCY, BANK_ACCOUNT_REQUIRED), IDEMPOTENCY_KEY_REUSED'),
    },
  }, async (c) => {
    noStore(c);
    return respond(c, refundActionResponse, await sendRefunds(c.var.ctx, deps, {
      orderId: c.req.valid('param').id, idempotencyKey: c.req.header(IDEMPOTENCY_HEADER) ?? '', body: c.req.valid('json'),
    }));
  });

  staffRoute(app, {
    method: 'post', path: `${BASE}/orders/{id}/invoices`, permission: 'orders.write',
    summary: 'Re-issue the order’s invoice (a new version with its own number; older versions are kept), e.g. with the buyer’s company',
    request: { params: deskOrderIdParam, headers: idempotencyHeader, body: { required: true, ...json(reissueInvoiceBody) } },
    responses: {
      200: { description: 'The new version', ...json(invoiceDocumentView) },
      400: err('VALIDATION_FAILED, IDEMPOTENCY_KEY_MISSING'), 404: err('NOT_FOUND'), 409: err('ORDER_STATE_CONFLICT: no invoice yet'), 422: err('IDEMPOTENCY_KEY_REUSED'),
    },
  }, async (c) => {
    noStore(c);
    return respond(c, invoiceDocumentView, await reissueOrderInvoice(c.var.ctx, {
      orderId: c.req.valid('param').id, idempotencyKey: c.req.header(IDEMPOTENCY_HEADER) ?? '', body: c.req.valid('json'),
    }));
  });

  staffRoute(app, {
    method: 'get', path: `${BASE}/orders/{id}/invoices/{documentId}/pdf`, permission: 'orders.read',
    summary: 'One stored version of the order’s invoice as PDF', request: { params: orderDocumentParam },
    responses: { 200: pdfResponse, 404: err('NOT_FOUND') },
  }, async (c) => {
    const { id, documentId } = c.req.valid('param');
    const doc = await invoiceDocumentPdf(c.var.ctx.db, id, documentId);
    if (!doc) throw notFound('Invoice');
    return c.body(new Uint8Array(doc.pdf), 200, { 'content-type': 'application/pdf', 'cache-control': 'private, no-store', 'content-disposition': `inline; filename="invoice-${doc.number}.pdf"` }) as never;
  });

  staffRoute(app, {
    method: 'get', path: `${BASE}/orders/{id}/credit-notes/{creditNoteId}/pdf`, permission: 'orders.read',
    summary: 'A credit note (opravný daňový doklad) of the order as PDF', request: { params: orderCreditNoteParam },
    responses: { 200: pdfResponse, 404: err('NOT_FOUND') },
  }, async (c) => {
    const { id, creditNoteId } = c.req.valid('param');
    const doc = await creditNotePdf(c.var.ctx.db, { orderId: id, id: creditNoteId });
    if (!doc) throw notFound('Credit note');
    return c.body(new Uint8Array(doc.pdf), 200, { 'content-type': 'application/pdf', 'cache-control': 'private, no-store', 'content-disposition': `inline; filename="credit-note-${doc.number}.pdf"` }) as never;
  });

  staffRoute(app, {
    method: 'post', path: `${BASE}/refunds/bank-transfers/export`, permission: 'refunds',
    summary: 'The bank-transfer refunds not exported yet, as CSV for the bank (each exported once; the same Idempotency-Key gives the same file)',
    request: { headers: idempotencyHeader },
    responses: { 200: { description: 'CSV (header row, then one refund per row)', content: { 'text/csv': { schema: z.string() } } }, 400: err('IDEMPOTENCY_KEY_MISSING') },
  }, async (c) => {
    const { csv, count } = await exportBankTransfers(c.var.ctx, c.req.header(IDEMPOTENCY_HEADER) ?? '');
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8', 'cache-control': 'private, no-store', 'x-refund-count': String(count),
      'content-disposition': `attachment; filename="refunds-${c.var.ctx.now.toISOString().slice(0, 10)}.csv"`,
    }) as never;
  });
}
