import { z } from 'zod';
import { moneyX100, orderAmountsShape } from './common';
import { ORDER_STATES } from './orders';
import { journalEventOut } from './order-journal';

/**
 * The order desk's calls (issue 13 item 4, docs/adr/0020): `POST /api/adonis/admin/v1/orders/{id}/<action>`
 * with an `Idempotency-Key` header (8–100 of A–Z a–z 0–9 _ . : -). The same key with the same body
 * answers the first answer again; with another body 422 IDEMPOTENCY_KEY_REUSED. A state that does
 * not allow the action: 409 ORDER_STATE_CONFLICT (details: { state, action, allowed }).
 *
 * | path                                  | body                 | permission       |
 * |---------------------------------------|----------------------|------------------|
 * | orders/{id}/complete                  | deskReasonBody       | orders.write     |
 * | orders/{id}/mark-paid                 | markPaidBody         | payments.confirm |
 * | orders/{id}/cancel                    | cancelOrderBody      | orders.write (+ refunds when paid) |
 * | orders/{id}/stock-up                  | deskReasonBody       | orders.write     |
 * | orders/{id}/merge                     | mergeOrdersBody      | orders.write     |
 * | orders/{id}/items/{itemId}/delete     | deleteItemBody       | orders.write     |
 * | orders/{id}/items/{itemId}/restore    | deskReasonBody       | orders.write     |
 * | orders/{id}/extend                    | extendDeadlineBody   | orders.write     |
 * | orders/{id}/max-credit-lock           | deskReasonBody       | orders.write     |
 * | orders/{id}/tags (POST add)           | orderTagBody         | orders.write     |
 * | orders/{id}/tags/{tag} (DELETE)       | —                    | orders.write     |
 * | orders/{id}/comments (POST add)       | addCommentBody       | orders.write     |
 * | orders/{id}/comments/{cid}/close      | —                    | orders.write     |
 * | orders/{id}/comments/{cid}/reopen     | —                    | orders.write     |
 * | orders/{id} (GET detail)              | —                    | orders.read      |
 * Every action answers `deskActionResponse`; GET answers `deskOrderDetail`.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
/** Why the employee did it: goes to the journal. */
const reason = text(500).optional();

export const deskOrderIdParam = z.object({ id: z.coerce.number().int().positive() });
export const deskItemParam = deskOrderIdParam.extend({ itemId: z.coerce.number().int().positive() });

export const REFUND_METHODS = ['wallet', 'provider', 'bank_transfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_STATES = ['pending', 'processing', 'failed', 'done', 'cancelled'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const deskReasonBody = z.object({ reason }).strict();
export type DeskReasonBody = z.infer<typeof deskReasonBody>;

/** Money that came outside a provider (bank transfer seen on the statement, cash at the counter). */
export const MANUAL_PAYMENT_METHODS = ['bank-transfer', 'cash', 'cash-on-delivery'] as const;
export const markPaidBody = z.object({
  method: z.enum(MANUAL_PAYMENT_METHODS),
  /** What arrived; must equal what the order still owes (default: that amount). */
  amountX100: moneyX100.positive().optional(),
  /** The bank's or the carrier's reference (statement line, COD report). */
  reference: text(100).optional(),
  reason,
}).strict();
export type MarkPaidBody = z.infer<typeof markPaidBody>;

export const cancelOrderBody = z.object({
  reason: text(500),
  /** How money already paid goes back; wallet is the default for a customer with an account. */
  refundMethod: z.enum(REFUND_METHODS).optional(),
}).strict();
export type CancelOrderBody = z.infer<typeof cancelOrderBody>;

export const mergeOrdersBody = z.object({
  /** The order merged INTO this one ({id}); it is cancelled with a pointer here. */
  otherOrderId: z.number().int().positive(),
  refundMethod: z.enum(REFUND_METHODS).optional(),
  reason,
}).strict();
export type MergeOrdersBody = z.infer<typeof mergeOrdersBody>;

export const deleteItemBody = z.object({ reason, refundMethod: z.enum(REFUND_METHODS).optional() }).strict();
export type DeleteItemBody = z.infer<typeof deleteItemBody>;

export const extendDeadlineBody = z.object({ days: z.number().int().min(1).max(60), reason }).strict();
export type ExtendDeadlineBody = z.infer<typeof extendDeadlineBody>;

export const ORDER_TAG = /^[a-z0-9][a-z0-9_-]{0,39}$/;
export const orderTagBody = z.object({ tag: z.string().trim().toLowerCase().regex(ORDER_TAG) }).strict();
export type OrderTagBody = z.infer<typeof orderTagBody>;

export const addCommentBody = z.object({ body: text(4000) }).strict();
export type AddCommentBody = z.infer<typeof addCommentBody>;

export const deskRefund = z.object({
  id: z.number().int(),
  amountX100: moneyX100,
  currency: z.string(),
  method: z.enum(REFUND_METHODS),
  /** processing: a provider call under way; failed: the provider refused or did not answer (the refunds desk sends it again). */
  state: z.enum(REFUND_STATES),
  reason: z.string(),
  orderLineId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type DeskRefund = z.infer<typeof deskRefund>;

/** What every desk action answers: the order's state and money after it, and what it caused. */
export const deskActionResponse = z.object({
  orderId: z.number().int(),
  action: z.string(),
  state: z.enum(ORDER_STATES),
  ...orderAmountsShape,
  expiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Refunds this action created (wallet ones are done, provider / bank-transfer ones pending). */
  refunds: z.array(deskRefund),
  /** Payment row the action recorded (mark-paid, max-credit-lock covering the whole total). */
  paymentId: z.number().int().nullable(),
  /** Merge: the order that was merged into this one. Comments: the comment's id. */
  relatedId: z.number().int().nullable(),
});
export type DeskActionResponse = z.infer<typeof deskActionResponse>;

export const deskOrderLine = z.object({
  id: z.number().int(),
  copyId: z.number().int(),
  title: z.string(),
  editionId: z.number().int().nullable(),
  editionTitle: z.string().nullable(),
  isbn: z.string().nullable(),
  conditionId: z.number().int(),
  priceX100: moneyX100,
  active: z.boolean(),
  removedAt: z.string().nullable(),
  removedByStaffId: z.number().int().nullable(),
  /** Where the copy sits in the warehouse, null when it has no location. */
  location: z.string().nullable(),
  copyState: z.string().nullable(),
});

export const deskJournalEntry = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(['state', 'staff_action', 'payment', 'email', 'refund', 'comment']),
  actorStaffId: z.number().int().nullable(),
  action: z.string().nullable(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  /** The stored English sentence: shown when there is no event (rows older than events). */
  text: z.string(),
  /** What happened as data, rendered in the employee's language (src/contracts/order-journal.ts). */
  event: journalEventOut.nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

export const deskOrderDetail = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(ORDER_STATES),
  /** The state as the shopper sees it (an unpaid order past its deadline counts as cancelled). */
  effectiveState: z.enum(ORDER_STATES),
  locale: z.string(),
  currency: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  flag: z.string().nullable(),
  parentOrderId: z.number().int().nullable(),
  mergedIntoOrderId: z.number().int().nullable(),
  customer: z.object({
    id: z.number().int().nullable(),
    email: z.string(),
    name: z.string(),
    phone: z.string(),
    walletBalanceX100: moneyX100.nullable(),
  }),
  shipping: z.object({ method: z.string(), pudoId: z.string().nullable(), pudoLabel: z.string().nullable(), address: z.record(z.string(), z.string()).nullable() }),
  paymentMethod: z.string(),
  money: z.object({ ...orderAmountsShape, voucherCode: z.string().nullable() }),
  lines: z.array(deskOrderLine),
  payments: z.array(z.object({
    id: z.number().int(), provider: z.string(), method: z.string(), amountX100: moneyX100, currency: z.string(),
    providerRef: z.string().nullable(), state: z.string(), createdAt: z.string(),
  })),
  refunds: z.array(deskRefund),
  journal: z.array(deskJournalEntry),
  tags: z.array(z.string()),
  comments: z.array(z.object({
    id: z.number().int(), body: z.string(), authorStaffId: z.number().int(), createdAt: z.string(),
    closedAt: z.string().nullable(), closedByStaffId: z.number().int().nullable(),
  })),
  /** The desk actions (buttons to show): what the order's state allows and the reading employee holds the permission for. */
  allowedActions: z.array(z.string()),
  /** Whether the reading employee may add and remove tags and comments. */
  mayAnnotate: z.boolean(),
  /** Names of the employees the journal and comments mention, by id. */
  staffNames: z.record(z.string(), z.string()),
  /** The order's invoice (GET orders/{id}/invoice.pdf, orders.read); null while it has none (new, cancelled). */
  invoice: z.object({ number: z.string(), url: z.string() }).nullable(),
});
export type DeskOrderDetail = z.infer<typeof deskOrderDetail>;
