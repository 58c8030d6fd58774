import useSWR from 'swr';
import { apiRequest } from '@/lib/http';
import { IDEMPOTENCY_HEADER } from '@/contracts/checkout';
import { invoiceDocumentView, orderRefundsView, refundActionResponse, type ReissueInvoiceBody, type SendRefundBody } from '@/contracts/refunds';
import { adminClient } from './adminApi';

// The refunds desk, re-issued invoices and credit notes (issue 13 item 6, docs/adr/0024).
const BASE = '/adonis/admin/v1';

/** `revision` changes whenever the order does (the desk's other actions), so the panel reloads with it. */
export const orderRefundsKey = (orderId: number, revision: string | number) => ['admin/order-refunds', orderId, revision] as const;
export const fetchOrderRefunds = (orderId: number) => apiRequest(adminClient(), { url: `${BASE}/orders/${orderId}/refunds`, schema: orderRefundsView });
export const useOrderRefunds = (orderId: number, revision: string | number) =>
  useSWR(orderRefundsKey(orderId, revision), () => fetchOrderRefunds(orderId), { keepPreviousData: true });

/** One click, one Idempotency-Key: a request the network repeats sends the money once. */
export const sendRefund = (orderId: number, body: SendRefundBody, idempotencyKey: string) =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/orders/${orderId}/refunds`, data: body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, schema: refundActionResponse });

export const reissueInvoice = (orderId: number, body: ReissueInvoiceBody, idempotencyKey: string) =>
  apiRequest(adminClient(), { method: 'POST', url: `${BASE}/orders/${orderId}/invoices`, data: body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, schema: invoiceDocumentView });

/** PDFs are opened by the browser itself (a link): same origin, the staff cookie. */
export const creditNotePdfUrl = (orderId: number, creditNoteId: number) => `/api${BASE}/orders/${orderId}/credit-notes/${creditNoteId}/pdf`;
export const invoicePdfUrl = (orderId: number, documentId: number) => `/api${BASE}/orders/${orderId}/invoices/${documentId}/pdf`;
