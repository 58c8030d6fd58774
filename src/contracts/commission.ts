import { z } from 'zod';
import { isValidBankAccount } from '@/lib/bankAccount';

/**
 * Commission selling (issue 16; docs/adr/0030). The seller's calls carry the private access token
 * in the path (an unknown or rotated one → 404 NOT_FOUND, never a hint), all under /api/adonis/v1:
 *
 * | call                                                    | body                  | answer              |
 * |---------------------------------------------------------|-----------------------|---------------------|
 * | GET  commission/{token}                                 | —                     | commissionOverview  |
 * | GET  commission/{token}/books                           | —                     | commissionCopyList  |
 * | GET  commission/{token}/discarded-books                 | —                     | commissionCopyList  |
 * | POST commission/{token}/discarded-books/{copyId}/choice | offerChoiceBody       | commissionCopyView  |
 * | POST commission/{token}/books/{copyId}/price            | priceChangeBody       | commissionCopyView  |
 * | GET  commission/{token}/statements?month=YYYY-MM        | —                     | commissionStatement |
 * | GET  commission/{token}/statements/{month}.pdf          | —                     | application/pdf     |
 * | POST commission/{token}/payouts                         | payoutRequestBody     | commissionPayoutView (201) |
 * | POST commission/{token}/rotate                          | —                     | tokenRotated        |
 * | PUT  commission/{token}/auto-payout                     | autoPayoutBody        | commissionOverview  |
 * | POST books/{copyId}/views (a page view; bots ignored)   | —                     | 204                 |
 * | GET  commission/share/{publicToken}                     | —                     | commissionShare     |
 * | GET  users/current/commission                           | —                     | myCommission        |
 * | POST users/current/commission/access                    | —                     | tokenRotated        |
 *
 * Staff (/api/adonis/admin/v1): GET commission/payouts (payouts), POST commission/payouts/{id}/approve
 * and /reject (payouts), POST commission/accounts/{id}/rotate (commission), GET commission/accounts/{id} (commission),
 * PUT commission/accounts/{id}/auto-payout (commission), GET commission/exchange-rates and PUT
 * commission/exchange-rates/{validFrom} (commission).
 */

export const commissionCurrency = z.enum(['CZK', 'EUR']);
const signedX100 = z.number().int();

export const commissionTerms = z.object({
  sharePercent: z.number().int(),
  minPriceX100: z.number().int(),
  listingDays: z.number().int(),
  offerWindowDays: z.number().int(),
  returnFeeX100: z.number().int(),
  maxPriceChanges: z.number().int(),
  minPayoutX100: z.number().int(),
});

export const commissionTotals = z.object({
  listed: z.number().int(),
  sold: z.number().int(),
  endingListing: z.number().int(),
  /** Shares credited for delivered sales, net of returns. */
  earnedX100: signedX100,
  /** Approved payouts (to the wallet or on their way to the bank). */
  paidX100: signedX100,
  /** Requested payouts waiting for staff. */
  pendingX100: signedX100,
  /** Fees charged (returns of unsold copies). */
  feesX100: signedX100,
  /** What the shop owes the seller now; negative: the seller owes the shop (a debt). */
  balanceX100: signedX100,
});

export const COMMISSION_PAYOUT_VIEW_STATES = ['requested', 'approved', 'exported', 'rejected'] as const;
export const commissionPayoutView = z.object({
  id: z.number().int(),
  method: z.enum(['wallet', 'bank']),
  /** approved bank payouts become `exported` with the payment file. */
  state: z.enum(COMMISSION_PAYOUT_VIEW_STATES),
  amountX100: z.number().int(),
  currency: commissionCurrency,
  automatic: z.boolean(),
  bankAccountMasked: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type CommissionPayoutView = z.infer<typeof commissionPayoutView>;

export const commissionOverview = z.object({
  accountId: z.number().int(),
  locale: z.string(),
  currency: commissionCurrency,
  publicToken: z.string(),
  payoutMethod: z.enum(['wallet', 'bank']),
  bankAccountMasked: z.string().nullable(),
  autoPayoutThresholdX100: z.number().int().nullable(),
  terms: commissionTerms,
  totals: commissionTotals,
  payouts: z.array(commissionPayoutView),
  openPayout: commissionPayoutView.nullable(),
});
export type CommissionOverview = z.infer<typeof commissionOverview>;

export const COMMISSION_COPY_STATES = ['in_stock', 'sold', 'discarded'] as const;
export const commissionCopyView = z.object({
  copyId: z.number().int(),
  workId: z.number().int(),
  editionId: z.number().int(),
  title: z.string(),
  state: z.string(),
  conditionId: z.number().int(),
  priceX100: z.number().int(),
  currency: commissionCurrency,
  listedAt: z.string(),
  daysListed: z.number().int(),
  soldAt: z.string().nullable(),
  sharePercent: z.number().int(),
  minPriceX100: z.number().int(),
  listingEndsAt: z.string(),
  /** listing_ended: offered back, the seller chooses until offerDeadline; chosen; lapsed. */
  offerState: z.enum(['listing_ended', 'chosen', 'lapsed']).nullable(),
  offerDeadline: z.string().nullable(),
  offerChoice: z.enum(['return', 'donate', 'reprice']).nullable(),
  priceChangesLeft: z.number().int(),
  views: z.number().int(),
  wishlists: z.number().int(),
  watchdogs: z.number().int(),
});
export type CommissionCopyView = z.infer<typeof commissionCopyView>;
export const commissionCopyList = z.object({ items: z.array(commissionCopyView), returnFeeX100: z.number().int(), currency: commissionCurrency });
export type CommissionCopyList = z.infer<typeof commissionCopyList>;

export const offerChoiceBody = z.object({
  choice: z.enum(['return', 'donate', 'reprice']),
  /** reprice: the new price (hundredths of the account's currency). */
  priceX100: z.number().int().positive().optional(),
}).refine((b) => b.choice !== 'reprice' || b.priceX100 !== undefined, { path: ['priceX100'], message: 'A new price is needed to re-price' });
export type OfferChoiceBody = z.infer<typeof offerChoiceBody>;

export const priceChangeBody = z.object({ priceX100: z.number().int().positive() });
export type PriceChangeBody = z.infer<typeof priceChangeBody>;

export const statementLine = z.object({
  at: z.string(),
  kind: z.enum(['sale', 'sale_reversal', 'payout_request', 'payout_approved', 'payout_rejected', 'fee', 'adjustment']),
  copyId: z.number().int().nullable(),
  title: z.string().nullable(),
  priceX100: z.number().int().nullable(),
  sharePercent: z.number().int().nullable(),
  /** The shop's part of the sale price (price − share). */
  feeX100: z.number().int().nullable(),
  /** The movement of the seller's balance. */
  amountX100: signedX100,
});
export const commissionStatement = z.object({
  month: z.string(),
  months: z.array(z.string()),
  currency: commissionCurrency,
  openingBalanceX100: signedX100,
  closingBalanceX100: signedX100,
  salesX100: signedX100,
  reversalsX100: signedX100,
  feesX100: signedX100,
  payoutsX100: signedX100,
  lines: z.array(statementLine),
});
export type CommissionStatement = z.infer<typeof commissionStatement>;

export const payoutRequestBody = z.object({
  /** Omitted: the whole balance. */
  amountX100: z.number().int().positive().optional(),
  method: z.enum(['wallet', 'bank']).optional(),
  bankAccount: z.string().trim().max(64).refine(isValidBankAccount, 'Not a valid bank account').optional(),
  accountHolder: z.string().trim().max(120).optional(),
});
export type PayoutRequestBody = z.infer<typeof payoutRequestBody>;

export const tokenRotated = z.object({ privateAccessToken: z.string() });
export type TokenRotated = z.infer<typeof tokenRotated>;

export const commissionShareCopy = z.object({
  copyId: z.number().int(), workId: z.number().int(), editionId: z.number().int(), title: z.string(), conditionId: z.number().int(),
  priceX100: z.number().int(), currency: commissionCurrency,
});
export const commissionShare = z.object({ items: z.array(commissionShareCopy) });
export type CommissionShare = z.infer<typeof commissionShare>;

export const myCommission = z.object({ hasAccount: z.boolean(), listed: z.number().int(), balanceX100: signedX100, currency: commissionCurrency.nullable() });
export type MyCommission = z.infer<typeof myCommission>;

export const commissionTokenParam = z.object({ token: z.string() });
export const commissionPublicTokenParam = z.object({ publicToken: z.string() });
export const statementMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const staffCommissionPayout = commissionPayoutView.extend({ accountId: z.number().int(), customerId: z.number().int(), customerEmail: z.string().nullable() });
export const staffCommissionPayoutList = z.object({ items: z.array(staffCommissionPayout) });
export type StaffCommissionPayoutList = z.infer<typeof staffCommissionPayoutList>;
export const payoutDecisionBody = z.object({ reason: z.string().trim().max(500).optional() });

/**
 * The automatic-payout threshold: once the balance reaches it, a payout of the whole balance is
 * requested on its own. null switches it off; otherwise at least the storefront's smallest payout
 * and at most AUTO_PAYOUT_MAX_FACTOR × it (422 COMMISSION_THRESHOLD_OUT_OF_RANGE).
 */
export const autoPayoutBody = z.object({ thresholdX100: z.number().int().positive().nullable() });
export type AutoPayoutBody = z.infer<typeof autoPayoutBody>;
export const AUTO_PAYOUT_MAX_FACTOR = 1000;

/** CZK per EUR in thousandths from a day on (docs/adr/0030). */
export const exchangeRate = z.object({
  validFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  czkPerEurMilli: z.number().int().min(1000).max(100000),
  createdAt: z.string(),
});
export const exchangeRateList = z.object({ items: z.array(exchangeRate) });
export type ExchangeRateList = z.infer<typeof exchangeRateList>;
export const exchangeRateBody = z.object({ czkPerEurMilli: z.number().int().min(1000).max(100000) });
export const exchangeRateDayParam = z.object({
  validFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'Not a date'),
});
