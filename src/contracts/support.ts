import { z } from 'zod';
import { moneyX100 } from './common';
import { payoutView } from './buyback';
import { commissionCurrency, commissionPayoutView, commissionTotals, statementLine } from './commission';

/**
 * The customer-support desk (issue 16 items 4–5, docs/adr/0031): staff routes under
 * ADMIN_API (src/contracts/staff.ts). Reading and non-money actions need `customers`; money
 * actions (credit locks, wallet adjustments, debts) `customers.money`; payouts `payouts`.
 *
 * | route (under /api/adonis/admin/v1)               | body                    | permission      |
 * |--------------------------------------------------|-------------------------|-----------------|
 * | GET  customers?q&page&pageSize                   |                         | customers       |
 * | GET  customers/{id}                              |                         | customers       |
 * | GET  customers/{id}/view-as (journaled)          |                         | customers       |
 * | POST customers/{id}/comments                     | supportCommentBody      | customers       |
 * | POST customers/{id}/comments/{commentId}/close   |                         | customers       |
 * | POST customers/{id}/comments/{commentId}/reopen  |                         | customers       |
 * | POST customers/{id}/anonymise                    | supportReasonBody       | customers       |
 * | POST customers/{id}/credit-locks                 | creditLockBody          | customers.money |
 * | DELETE customers/{id}/credit-locks/{lockId}      |                         | customers.money |
 * | POST customers/{id}/wallet-adjustments           | walletAdjustmentBody    | customers.money |
 * | POST wallet-adjustments/{id}/approve · /reject   |                         | customers.money |
 * | POST customers/{id}/debts                        | debtBody                | customers.money |
 * | POST customers/{id}/payouts/{payoutId}/paid · /failed |                    | payouts         |
 * | POST customers/{id}/commission/rotate (journaled) |                        | commission      |
 * | GET  reviews/reported                            |                         | customers       |
 * | POST reviews/{id}/moderate                       | moderateReviewBody      | customers       |
 * | GET  contact-messages?state                      |                         | customers       |
 * | POST contact-messages/{id}/assign · /close · /reopen |                     | customers       |
 */

export const SUPPORT_CURRENCIES = ['CZK', 'EUR'] as const;
const currency = z.enum(SUPPORT_CURRENCIES);
/**
 * A manual wallet adjustment above this (absolute, per currency) waits for a second employee's
 * approval (four eyes); at or below it, it is applied at once.
 */
export const FOUR_EYES_LIMIT_X100: Record<(typeof SUPPORT_CURRENCIES)[number], number> = { CZK: 100_000, EUR: 4_000 };
/** One adjustment, lock or debt can never move more than this (a typo guard). */
export const SUPPORT_MAX_AMOUNT_X100 = 10_000_000;

const reason = z.string().trim().min(3).max(500);
const amount = z.number().int().min(1).max(SUPPORT_MAX_AMOUNT_X100);

export const supportCustomerListQuery = z.object({
  /** E-mail, name, nickname, phone, public hash, order number or #id. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type SupportCustomerListQuery = z.infer<typeof supportCustomerListQuery>;

const balance = z.object({ currency: z.string(), balanceX100: moneyX100 });
export const supportCustomerRow = z.object({
  id: z.number().int(), email: z.string(), name: z.string().nullable(), nickname: z.string().nullable(),
  createdAt: z.string(), anonymised: z.boolean(), orders: z.number().int(), balances: z.array(balance),
});
export type SupportCustomerRow = z.infer<typeof supportCustomerRow>;
export const supportCustomerList = z.object({
  items: z.array(supportCustomerRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(),
});
export type SupportCustomerList = z.infer<typeof supportCustomerList>;

export const walletEntryView = z.object({
  id: z.number().int(), currency: z.string(), amountX100: moneyX100, reason: z.string(), orderId: z.number().int().nullable(), createdAt: z.string(),
});
export const creditLockView = z.object({
  id: z.number().int(), currency: z.string(), amountX100: moneyX100, reason: z.string(),
  createdBy: z.string(), createdAt: z.string(), releasedBy: z.string().nullable(), releasedAt: z.string().nullable(),
});
export type CreditLockView = z.infer<typeof creditLockView>;
export const ADJUSTMENT_STATES = ['pending', 'applied', 'rejected'] as const;
export const walletAdjustmentView = z.object({
  id: z.number().int(), customerId: z.number().int(), currency: z.string(), amountX100: moneyX100, reason: z.string(), state: z.enum(ADJUSTMENT_STATES),
  /** Both names are shown when a second employee decided. */
  requestedBy: z.string(), decidedBy: z.string().nullable(), createdAt: z.string(), decidedAt: z.string().nullable(),
});
export type WalletAdjustmentView = z.infer<typeof walletAdjustmentView>;
export const debtEntryView = z.object({ id: z.number().int(), currency: z.string(), amountX100: moneyX100, reason: z.string(), createdAt: z.string() });
export const commentView = z.object({
  id: z.number().int(), body: z.string(), author: z.string(), createdAt: z.string(), closedAt: z.string().nullable(), closedBy: z.string().nullable(),
  /** Order comments: the order they belong to. */
  orderId: z.number().int().nullable(), orderNumber: z.string().nullable(),
});
export type CommentView = z.infer<typeof commentView>;
export const journalView = z.object({
  id: z.number().int(), action: z.string(), actor: z.string().nullable(), details: z.record(z.string(), z.unknown()), createdAt: z.string(),
});

export const supportCustomerDetail = z.object({
  profile: z.object({
    id: z.number().int(), email: z.string(), name: z.string().nullable(), phone: z.string().nullable(), nickname: z.string().nullable(),
    locale: z.string(), publicHash: z.string(), createdAt: z.string(), anonymisedAt: z.string().nullable(),
    identificationLevel: z.string(), kind: z.string(), bankAccountMasked: z.string().nullable(), wishlistPublic: z.boolean(),
  }),
  wallet: z.object({
    /** The ledger's sum per currency (credit locks are already out of it) and what is locked. */
    balances: z.array(balance.extend({ lockedX100: moneyX100 })),
    entries: z.array(walletEntryView),
  }),
  creditLocks: z.array(creditLockView),
  adjustments: z.array(walletAdjustmentView),
  debts: z.object({ balances: z.array(balance), entries: z.array(debtEntryView) }),
  payouts: z.array(payoutView),
  orders: z.array(z.object({ id: z.number().int(), number: z.string(), state: z.string(), currency: z.string(), totalX100: moneyX100, createdAt: z.string() })),
  leads: z.array(z.object({ id: z.number().int(), state: z.string(), createdAt: z.string(), submittedAt: z.string().nullable() })),
  batches: z.array(z.object({ id: z.number().int(), code: z.string(), state: z.string(), createdAt: z.string() })),
  /**
   * The customer's commission selling (issue 16 items 1–3, read through the commission module):
   * the account (null: none) with its totals and open payout request, this month's statement lines
   * (newest first), the account's recent journal, and the copies sold under the customer's public hash.
   */
  commission: z.object({
    account: z.object({
      accountId: z.number().int(), currency: commissionCurrency, payoutMethod: z.enum(['wallet', 'bank']), bankAccountMasked: z.string().nullable(),
      /** The automatic-payout threshold (null: off) and the storefront's smallest payout (its lower limit). */
      autoPayoutThresholdX100: z.number().int().nullable(), minPayoutX100: z.number().int(),
      totals: commissionTotals, openPayout: commissionPayoutView.nullable(),
      statementMonth: z.string(), statement: z.array(statementLine),
      events: z.array(z.object({ id: z.number().int(), kind: z.string(), actor: z.string(), at: z.string() })),
    }).nullable(),
    copies: z.array(z.object({ copyId: z.number().int(), title: z.string(), state: z.string(), priceCzkX100: moneyX100.nullable() })),
  }),
  reviews: z.array(z.object({
    id: z.number().int(), workId: z.number().int(), workTitle: z.string(), rating: z.number().int(), body: z.string(), hidden: z.boolean(), openReports: z.number().int(), createdAt: z.string(),
  })),
  wishlist: z.array(z.object({ id: z.number().int(), kind: z.string(), workId: z.number().int(), copyId: z.number().int().nullable(), title: z.string(), createdAt: z.string() })),
  watchdogs: z.array(z.object({ id: z.number().int(), kind: z.string(), label: z.string(), createdAt: z.string() })),
  sessions: z.array(z.object({ createdAt: z.string(), lastSeenAt: z.string(), userAgent: z.string().nullable() })),
  comments: z.array(commentView),
  orderComments: z.array(commentView),
  journal: z.array(journalView),
});
export type SupportCustomerDetail = z.infer<typeof supportCustomerDetail>;

/**
 * "View as customer": what the customer's account shows, rendered for staff — read only, no
 * session, no token; every look is journaled.
 */
export const supportViewAs = z.object({
  customerId: z.number().int(), name: z.string().nullable(), email: z.string(), locale: z.string(),
  balances: z.array(balance),
  orders: supportCustomerDetail.shape.orders,
  wishlist: supportCustomerDetail.shape.wishlist,
  watchdogs: supportCustomerDetail.shape.watchdogs,
  payouts: z.array(payoutView),
});
export type SupportViewAs = z.infer<typeof supportViewAs>;

export const supportReasonBody = z.object({ reason });
export const supportCommentBody = z.object({ body: z.string().trim().min(1).max(2000) });
export const creditLockBody = z.object({ currency, amountX100: amount, reason });
export type CreditLockBody = z.infer<typeof creditLockBody>;
/** Positive: credit the wallet; negative: take from it. */
export const walletAdjustmentBody = z.object({
  currency, amountX100: z.number().int().min(-SUPPORT_MAX_AMOUNT_X100).max(SUPPORT_MAX_AMOUNT_X100).refine((v) => v !== 0, 'not zero'), reason,
});
export type WalletAdjustmentBody = z.infer<typeof walletAdjustmentBody>;
/** A debt (e.g. a refused book's return fee) or, with `settle`, a settlement paid by the customer. */
export const debtBody = z.object({ currency, amountX100: amount, reason, settle: z.boolean().default(false) });
export type DebtBody = z.infer<typeof debtBody>;

/** Staff rotated the customer's commission token: the new private token, shown once (to pass on to the seller). */
export const supportCommissionRotated = z.object({ privateAccessToken: z.string() });
export type SupportCommissionRotated = z.infer<typeof supportCommissionRotated>;

export const supportActionResult = z.object({ ok: z.literal(true), id: z.number().int().nullable() });
export type SupportActionResult = z.infer<typeof supportActionResult>;
export const adjustmentResult = z.object({ adjustment: walletAdjustmentView });

export const REVIEW_DECISIONS = ['hide', 'keep', 'delete'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const moderateReviewBody = z.object({ decision: z.enum(REVIEW_DECISIONS) });
export const reportedReview = z.object({
  id: z.number().int(), customerId: z.number().int(), author: z.string().nullable(), workTitle: z.string(), rating: z.number().int(), body: z.string(), hidden: z.boolean(),
  reports: z.array(z.object({ reason: z.string(), note: z.string().nullable(), createdAt: z.string() })),
});
export type ReportedReview = z.infer<typeof reportedReview>;
export const reportedReviewList = z.object({ items: z.array(reportedReview) });

export const CONTACT_INBOX_STATES = ['open', 'closed', 'mine'] as const;
export const contactInboxQuery = z.object({
  state: z.enum(CONTACT_INBOX_STATES).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const contactMessageView = z.object({
  id: z.number().int(), locale: z.string(), name: z.string(), email: z.string(), subject: z.string(), message: z.string(), orderNumber: z.string().nullable(),
  createdAt: z.string(), assignedTo: z.string().nullable(), assignedStaffId: z.number().int().nullable(), closedAt: z.string().nullable(), closedBy: z.string().nullable(),
  /** The customer with this e-mail, if any (a link to their page). */
  customerId: z.number().int().nullable(),
  /** The message's journal, oldest first: assign / unassign / close / reopen, by whom, when (issue 16 item 5). */
  history: z.array(z.object({
    action: z.enum(['assign', 'unassign', 'close', 'reopen']), actor: z.string().nullable(), to: z.string().nullable(), at: z.string(),
  })),
});
export type ContactMessageView = z.infer<typeof contactMessageView>;
export const contactInbox = z.object({ items: z.array(contactMessageView), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type ContactInbox = z.infer<typeof contactInbox>;
/** Assign to an employee (null: unassign); without a body: to the caller. */
export const contactAssignBody = z.object({ staffId: z.number().int().positive().nullable().optional() });
