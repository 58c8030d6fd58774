import { z } from 'zod';
import { moneyX100 } from './common';
import { ORDER_STATES } from './orders';
import { deskRefund, REFUND_METHODS } from './admin-orders';

/**
 * The refunds desk (issue 13 item 6, docs/adr/0024), under /api/adonis/admin/v1:
 *
 * | call                                              | body                | permission   |
 * |---------------------------------------------------|---------------------|--------------|
 * | GET  orders/{id}/refunds                          | —                   | orders.read  |
 * | POST orders/{id}/refunds (Idempotency-Key)        | sendRefundBody      | refunds      |
 * | POST orders/{id}/invoices (Idempotency-Key)       | reissueInvoiceBody  | orders.write |
 * | GET  orders/{id}/invoices/{documentId}/pdf        | —                   | orders.read  |
 * | GET  orders/{id}/credit-notes/{creditNoteId}/pdf  | —                   | orders.read  |
 * | POST refunds/bank-transfers/export (Idem.-Key)    | —                   | refunds      |
 *
 * POST orders/{id}/refunds sends money back: a refund_required order is first closed (the desk's
 * cancel, which records what is owed); then every open refund of the order (or the one named by
 * refundId) goes back by its method or the one given — the provider's refund call, the wallet (a
 * ledger row), or a bank transfer to the given account (exported later). A provider that refuses
 * or does not answer leaves the refund `failed` with `errorCode` (200: the attempt is recorded);
 * sending it again is a new request with a new key.
 */

const text = (max: number) => z.string().trim().min(1).max(max);

/** An IBAN or a Czech domestic account ("123456789/0800", with an optional prefix "19-"). */
export const BANK_ACCOUNT = /^(?:[A-Z]{2}\d{2}[A-Z0-9]{10,30}|(?:\d{1,6}-)?\d{2,10}\/\d{4})$/;
export const bankAccount = z.string().trim().transform((v) => v.replace(/\s+/g, '').toUpperCase()).pipe(z.string().regex(BANK_ACCOUNT));

export const sendRefundBody = z.object({
  /** One refund of the order; absent: all its open ones (pending or failed). */
  refundId: z.number().int().positive().optional(),
  /** Send it another way than recorded (e.g. the wallet after the provider refused it). */
  method: z.enum(REFUND_METHODS).optional(),
  /** Where a bank-transfer refund goes (default: the account the payment came from, if on a statement). */
  bankAccount: bankAccount.optional(),
  /** Why (journal; a refund_required order's cancel reason). */
  reason: text(500).optional(),
}).strict();
export type SendRefundBody = z.infer<typeof sendRefundBody>;

/** Stable codes of a failed provider attempt. */
export const REFUND_ERROR_CODES = ['PROVIDER_UNAVAILABLE', 'PROVIDER_REFUSED'] as const;

/** The desk's refund (deskRefund) with how it went back: settlement, provider attempts, bank export, credit note. */
export const refundView = deskRefund.extend({
  settledAt: z.string().nullable(),
  provider: z.string().nullable(),
  providerRef: z.string().nullable(),
  attempts: z.number().int(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  bankAccount: z.string().nullable(),
  exportedAt: z.string().nullable(),
  creditNoteId: z.number().int().nullable(),
  creditNoteNumber: z.string().nullable(),
});
export type RefundView = z.infer<typeof refundView>;

export const invoiceDocumentView = z.object({
  id: z.number().int(),
  version: z.number().int(),
  number: z.string(),
  issuedAt: z.string(),
  reason: z.string().nullable(),
  actorStaffId: z.number().int().nullable(),
  buyerName: z.string(),
  companyName: z.string().nullable(),
});
export type InvoiceDocumentView = z.infer<typeof invoiceDocumentView>;

export const creditNoteView = z.object({
  id: z.number().int(),
  number: z.string(),
  refundId: z.number().int(),
  invoiceNumber: z.string(),
  amountX100: moneyX100,
  currency: z.string(),
  issuedAt: z.string(),
});
export type CreditNoteView = z.infer<typeof creditNoteView>;

/** GET orders/{id}/refunds: what the refunds panel shows. */
export const orderRefundsView = z.object({
  orderId: z.number().int(),
  number: z.string(),
  state: z.enum(ORDER_STATES),
  currency: z.string(),
  /** A refund_required order waits for its refund (POST closes it and sends the money). */
  refundRequired: z.boolean(),
  /** The order's total, what a refund_required order would send back. */
  totalX100: moneyX100,
  refunds: z.array(refundView),
  /** How money can go back for this order now. */
  methods: z.object({ wallet: z.boolean(), provider: z.boolean(), bank_transfer: z.boolean() }),
  /** The provider that took the payment (null: none, or not configured here). */
  provider: z.string().nullable(),
  /** The payer's account from a bank statement, the default of a bank-transfer refund. */
  suggestedBankAccount: z.string().nullable(),
  /** The invoice the customer gets now (the newest version's number, else the order number). */
  invoiceNumber: z.string(),
  invoices: z.array(invoiceDocumentView),
  creditNotes: z.array(creditNoteView),
});
export type OrderRefundsView = z.infer<typeof orderRefundsView>;

export const refundActionResponse = z.object({
  orderId: z.number().int(),
  state: z.enum(ORDER_STATES),
  /** The refunds this request sent (or tried to): done, or failed with errorCode. */
  refunds: z.array(refundView),
});
export type RefundActionResponse = z.infer<typeof refundActionResponse>;

export const reissueInvoiceBody = z.object({
  /** Why (journal, and kept with the version). */
  reason: text(500),
  /** The buyer's name as it should stand. */
  name: text(200).optional(),
  /** A company buyer; null: no longer a company. */
  company: z.object({
    name: text(200),
    companyId: z.string().trim().regex(/^[A-Za-z0-9]{2,20}$/).optional(),
    vatId: z.string().trim().regex(/^[A-Za-z]{2}[A-Za-z0-9]{2,18}$/).optional(),
  }).strict().nullable().optional(),
}).strict();
export type ReissueInvoiceBody = z.infer<typeof reissueInvoiceBody>;

export const orderDocumentParam = z.object({ id: z.coerce.number().int().positive(), documentId: z.coerce.number().int().positive() });
export const orderCreditNoteParam = z.object({ id: z.coerce.number().int().positive(), creditNoteId: z.coerce.number().int().positive() });
