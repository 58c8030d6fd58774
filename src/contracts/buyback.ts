import { z } from 'zod';
import { moneyX100 } from './common';
import { email } from './auth';
import { isValidBankAccount } from '@/lib/bankAccount';

/**
 * Buying books from customers (issue 14; pricing rules: docs/adr/0026-buyback-pricing.md).
 * Customer calls, all under /api/adonis/v1 (Accept-Language picks the storefront: its currency
 * — CZK for cs, EUR elsewhere — its texts and its carriers):
 *
 * | call                                         | body               | answer            |
 * |----------------------------------------------|--------------------|-------------------|
 * | POST buyback/quotes                          | quoteRequest       | quoteResponse     |
 * | GET  buyback/transport-options               | —                  | transportOptions  |
 * | POST leads                                   | leadCreateBody     | leadView (201)    |
 * | GET  leads/by-token/{token}                  | —                  | leadView          |
 * | GET  leads/{id}                 (owner/token)| —                  | leadView          |
 * | PATCH leads/{id}                (owner/token)| leadUpdateBody     | leadView          |
 * | POST leads/{id}/submit          (owner/token)| leadSubmitBody     | leadView          |
 * | PUT  leads/{id}/photo           (owner/token)| raw JPEG/PNG/WebP ≤ 10 MB | leadView   |
 * | GET  batches/{code}/label.pdf   (owner/token, also ?token=) | — | application/pdf |
 * | GET  users/current/leads                     | —                  | leadList          |
 * | GET  users/current/batches                   | —                  | batchList         |
 * | GET  users/current/payouts                   | —                  | payoutList        |
 *
 * (owner/token): the logged-in customer who owns the lead, or anyone sending the lead's private
 * token in the `X-Lead-Token` header (the anonymous seller's "resume" link carries the token).
 * A logged-in customer who PATCHes an anonymous draft (opened by its link) takes it into the account.
 * Submitting creates a batch for both transports (post: the carrier's return parcel is booked and
 * `labelUrl` prints; in person: no label). The demo completes a batch with
 * POST /api/adonis/dev/buyback/batches/{code}/complete (demo mode only): the wallet is credited.
 *
 * Bad input (a body that breaks the contract) answers 422 INVALID_FIELDS with details
 * `[{ path, message }]` — never a 500. An ISBN that is not an ISBN inside a well-formed list is no
 * input error: its result is refused with reason `invalid_isbn`.
 *
 * Staff calls (docs/adr/0019), under /api/adonis/admin/v1:
 * | POST buyback/batch-codes {count}   | buyback.batches | pregenerated codes for printed bags |
 * | GET  buyback/batches?state=        | buyback.batches | batchList                          |
 * | POST buyback/batches/{code}/transition {to} | buyback.batches | batchView                 |
 * | POST buyback/payouts/export {format: sepa|abo} | buyback.payouts | the file              |
 * Demo only (404 elsewhere): POST /api/adonis/dev/buyback/batches/{code}/complete.
 */

export const LEAD_TOKEN_HEADER = 'x-lead-token';
/** At most this many ISBNs per quotes call (and books per lead). */
export const BUYBACK_MAX_ISBNS = 200;
/** A spine photo: at most 10 MB, JPEG, PNG or WebP, told by its first bytes. */
export const LEAD_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const LEAD_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const currency = z.enum(['CZK', 'EUR']);

/**
 * What a seller can judge about a book: three bands (the shop's five conditions map onto them:
 * like_new → as new, good → very good / good, acceptable → acceptable; damaged books are not bought).
 */
export const CONDITION_BANDS = ['like_new', 'good', 'acceptable'] as const;
export type ConditionBand = (typeof CONDITION_BANDS)[number];
export const conditionBand = z.enum(CONDITION_BANDS);

/** Stable reason codes of a refused ISBN; the translated text comes with them (`message`). */
export const QUOTE_REFUSAL_REASONS = ['not_wanted', 'too_many_in_stock', 'unknown_isbn', 'invalid_isbn'] as const;
export type QuoteRefusalReason = (typeof QUOTE_REFUSAL_REASONS)[number];

/** POST /api/adonis/v1/buyback/quotes. Hyphens and spaces inside an ISBN are allowed. */
export const quoteRequest = z.object({
  isbns: z.array(z.string().max(40)).min(1).max(BUYBACK_MAX_ISBNS),
}).strict();
export type QuoteRequest = z.infer<typeof quoteRequest>;

const bandPrices = z.object({ like_new: moneyX100, good: moneyX100, acceptable: moneyX100 });
export type BandPrices = z.infer<typeof bandPrices>;

/** Why this price: readers waiting (watchdogs + wishlists), copies in stock, how fast it sells. */
export const quoteExplanation = z.object({
  readersWaiting: z.number().int().nonnegative(),
  copiesInStock: z.number().int().nonnegative(),
  /** Median days from stocking to sale of this title's recent sales; null: none sold recently. */
  typicalDaysToSell: z.number().int().nonnegative().nullable(),
  /** Copies of the title sold in the last 365 days. */
  recentSales: z.number().int().nonnegative(),
});
export type QuoteExplanation = z.infer<typeof quoteExplanation>;

const quotedBook = {
  /** The ISBN as sent. */
  input: z.string(),
  /** Normalised ISBN-13 (null only for invalid_isbn). */
  isbn13: z.string().nullable(),
  editionId: z.number().int().nullable(),
  workId: z.number().int().nullable(),
  title: z.string().nullable(),
};

export const acceptedQuote = z.object({
  ...quotedBook,
  status: z.literal('accepted'),
  isbn13: z.string(),
  editionId: z.number().int(),
  workId: z.number().int(),
  title: z.string(),
  currency,
  /** Cash now, per condition band, in hundredths. */
  prices: bandPrices,
  /** Commission: the seller's expected share when the copy sells, per band (higher than cash, paid later). */
  commissionPrices: bandPrices,
  explanation: quoteExplanation,
});
export type AcceptedQuote = z.infer<typeof acceptedQuote>;

export const refusedQuote = z.object({
  ...quotedBook,
  status: z.literal('refused'),
  reason: z.enum(QUOTE_REFUSAL_REASONS),
  /** The reason in the storefront's language. */
  message: z.string(),
  /** Present when the title is known (not_wanted, too_many_in_stock). */
  explanation: quoteExplanation.nullable(),
});
export type RefusedQuote = z.infer<typeof refusedQuote>;

export const quoteResult = z.discriminatedUnion('status', [acceptedQuote, refusedQuote]);
export type QuoteResult = z.infer<typeof quoteResult>;

export const quoteResponse = z.object({
  currency,
  /** One result per ISBN sent, in the same order (duplicates answered each time). */
  items: z.array(quoteResult),
  /** Cash paid to the wallet gets this bonus on top (percent). */
  walletBonusPercent: z.number().int().nonnegative(),
  /** The seller's share of the sale price for commission books (percent). */
  commissionSharePercent: z.number().int().nonnegative(),
  quotedAt: z.string(),
});
export type QuoteResponse = z.infer<typeof quoteResponse>;

// ---------------------------------------------------------------- transport

/** Carrier services for selling by post; the page names follow them (order-dhl, order-dpd-courier…). */
export const BUYBACK_CARRIERS = ['packeta', 'dpd', 'dpd_courier', 'gls', 'dhl', 'austrian_post'] as const;
export type BuybackCarrier = (typeof BUYBACK_CARRIERS)[number];
/** drop_off: the seller takes the labelled parcel to a point; courier_pickup: picked up at an address on a date. */
export const CARRIER_SERVICES = ['drop_off', 'courier_pickup'] as const;

/** GET /api/adonis/v1/buyback/transport-options: the storefront's carriers (none in en) and pickup dates. */
export const transportOptions = z.object({
  country: z.string(),
  timeZone: z.string(),
  /** Orders for a pickup are taken until this hour (seller's time zone) of the working day before. */
  cutoffHour: z.number().int(),
  carriers: z.array(z.object({
    carrier: z.enum(BUYBACK_CARRIERS),
    service: z.enum(CARRIER_SERVICES),
    /** Courier pickups: the next bookable dates (YYYY-MM-DD), working days without public holidays. */
    pickupDates: z.array(z.string()),
  })),
});
export type TransportOptions = z.infer<typeof transportOptions>;

// ---------------------------------------------------------------- leads

export const LEAD_STATES = ['draft', 'submitted', 'cancelled'] as const;
export type LeadState = (typeof LEAD_STATES)[number];
export const ITEM_CHOICES = ['cash', 'commission'] as const;
export const PAYOUT_METHODS = ['wallet', 'bank'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const leadItemInput = z.object({
  isbn: z.string().trim().min(1).max(40),
  condition: conditionBand,
  choice: z.enum(ITEM_CHOICES).default('cash'),
  /** The same title more than once (the scanner counts duplicates). */
  quantity: z.number().int().min(1).max(50).default(1),
}).strict();
export type LeadItemInput = z.input<typeof leadItemInput>;

/**
 * Where cash goes: the wallet (with the bonus) or a bank account — an IBAN (checksum checked) or a
 * Czech domestic account "[prefix-]number/bank code" (mod-11 checked). The server checks it again.
 */
export const payoutChoice = z.discriminatedUnion('method', [
  z.object({ method: z.literal('wallet') }).strict(),
  z.object({
    method: z.literal('bank'),
    bankAccount: z.string().trim().min(5).max(50).refine(isValidBankAccount, 'Not a valid IBAN or Czech account number (prefix-number/bank code)'),
    accountHolder: z.string().trim().min(1).max(120).optional(),
  }).strict(),
]);
export type PayoutChoice = z.infer<typeof payoutChoice>;

export const leadContact = z.object({
  name: z.string().trim().min(1).max(120),
  email,
  phonePrefix: z.string().trim().regex(/^\+\d{1,4}$/).optional(),
  phone: z.string().trim().regex(/^[0-9 ]{6,15}$/).optional(),
  /** Needed for a courier pickup. */
  street: z.string().trim().min(1).max(200).optional(),
  city: z.string().trim().min(1).max(120).optional(),
  postalCode: z.string().trim().min(3).max(12).optional(),
  country: z.string().trim().regex(/^[A-Z]{2}$/).optional(),
}).strict();
export type LeadContact = z.infer<typeof leadContact>;

/**
 * POST /api/adonis/v1/leads: a draft. Everything optional; a logged-in customer's contact details
 * (name, e-mail, phone, default address, bank account) fill what is missing.
 */
export const leadCreateBody = z.object({
  items: z.array(leadItemInput).max(BUYBACK_MAX_ISBNS).default([]),
  payout: payoutChoice.optional(),
  contact: leadContact.partial().optional(),
  note: z.string().trim().max(2000).optional(),
}).strict();
export type LeadCreateBody = z.input<typeof leadCreateBody>;

/** PATCH /api/adonis/v1/leads/{id}: only drafts; `items` replaces the list, other fields merge. */
export const leadUpdateBody = leadCreateBody.partial().extend({
  items: z.array(leadItemInput).max(BUYBACK_MAX_ISBNS).optional(),
}).strict();
export type LeadUpdateBody = z.input<typeof leadUpdateBody>;

/** How the books travel: by post (a carrier service; a batch and its label are made) or in person at the shop. */
export const leadTransport = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('post'),
    carrier: z.enum(BUYBACK_CARRIERS),
    /** courier_pickup carriers: one of transport-options' pickupDates. */
    pickupDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  }).strict(),
  z.object({ kind: z.literal('in_person') }).strict(),
]);
export type LeadTransport = z.infer<typeof leadTransport>;

/** A pregenerated (printed bag) or made-for-a-lead batch code: "BB" + 8 characters of Crockford base32. */
export const BATCH_CODE = /^BB[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * POST /api/adonis/v1/leads/{id}/submit: the draft must have items, a payout choice, name and e-mail.
 * `bagCode`: the seller packs into one of our printed bags; its pregenerated code becomes the batch.
 */
/** POST /leads/{id}/link-mail: the address the draft's private link went to. */
export const leadLinkMailResponse = z.object({ sentTo: z.string() });
export type LeadLinkMailResponse = z.infer<typeof leadLinkMailResponse>;

export const leadSubmitBody = z.object({
  transport: leadTransport,
  bagCode: z.string().trim().toUpperCase().regex(BATCH_CODE).optional(),
}).strict();
export type LeadSubmitBody = z.infer<typeof leadSubmitBody>;

export const leadIdParam = z.object({ id: z.coerce.number().int().positive().max(2 ** 53 - 1) });
export const leadTokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });

export const leadItemView = z.object({
  id: z.number().int(),
  input: z.string(),
  condition: conditionBand,
  choice: z.enum(ITEM_CHOICES),
  quantity: z.number().int(),
  /** The current offer for the ISBN (re-quoted on every read of a draft; frozen at submit). */
  quote: quoteResult,
  /** Cash per copy for the chosen band (0 when refused). */
  unitPriceX100: moneyX100,
  /** Commission: the expected share per copy for the band (0 when refused). */
  unitCommissionX100: moneyX100,
});
export type LeadItemView = z.infer<typeof leadItemView>;

export const leadTotals = z.object({
  /** Cash for the accepted cash books (before the wallet bonus). */
  cashX100: moneyX100,
  /** The bonus if cash goes to the wallet (0 for bank). */
  walletBonusX100: moneyX100,
  /** Expected commission share of the accepted commission books. */
  commissionX100: moneyX100,
  acceptedCount: z.number().int(),
  refusedCount: z.number().int(),
});

export const leadView = z.object({
  id: z.number().int(),
  /** The private token (only to its owner: the create answer, the account, or a request carrying it). */
  token: z.string(),
  state: z.enum(LEAD_STATES),
  locale: z.string(),
  currency,
  items: z.array(leadItemView),
  payout: z.object({
    method: z.enum(PAYOUT_METHODS),
    /** Bank: the account as entered (normalised); wallet: null. */
    bankAccount: z.string().nullable(),
    accountHolder: z.string().nullable(),
  }).nullable(),
  walletBonusPercent: z.number().int(),
  commissionSharePercent: z.number().int(),
  contact: leadContact.partial(),
  note: z.string().nullable(),
  totals: leadTotals,
  photo: z.object({ contentType: z.enum(LEAD_PHOTO_TYPES), bytes: z.number().int(), uploadedAt: z.string() }).nullable(),
  transport: leadTransport.nullable(),
  /** The batch of a lead submitted by post (its code is on the label). */
  batchCode: z.string().nullable(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeadView = z.infer<typeof leadView>;

export const leadSummary = leadView.pick({
  id: true, token: true, state: true, currency: true, totals: true, batchCode: true, submittedAt: true, createdAt: true, updatedAt: true,
}).extend({ itemCount: z.number().int() });
export const leadList = z.object({ items: z.array(leadSummary) });
export type LeadList = z.infer<typeof leadList>;

// ---------------------------------------------------------------- batches

/** docs/adr/0026: created → sent → received → processing → processed → paid_out; cancelled from created/sent. */
export const BATCH_STATES = ['created', 'sent', 'received', 'processing', 'processed', 'paid_out', 'cancelled'] as const;
export type BatchState = (typeof BATCH_STATES)[number];
export const batchCodeParam = z.object({ code: z.string().trim().toUpperCase().regex(BATCH_CODE) });

export const BOOK_OUTCOMES = ['pending', 'accepted', 'refused'] as const;
/** Why staff refused a book at intake (the intake issue adds more). */
export const INTAKE_REFUSAL_REASONS = ['condition', 'not_as_described', 'not_wanted', 'missing'] as const;

export const batchBookView = z.object({
  isbn13: z.string().nullable(),
  title: z.string().nullable(),
  condition: conditionBand,
  choice: z.enum(ITEM_CHOICES),
  /** The quoted cash (or expected commission) per copy at submit. */
  quotedX100: moneyX100,
  outcome: z.enum(BOOK_OUTCOMES),
  /** Accepted: what is paid for it (cash books). */
  acceptedX100: moneyX100.nullable(),
  refusalReason: z.enum(INTAKE_REFUSAL_REASONS).nullable(),
  /** The refusal in the storefront's language. */
  refusalMessage: z.string().nullable(),
  /**
   * A refusal's evidence (issue 15): staff's note, photo paths, and the reclaim window — `return`
   * (sent back for the fee) or `donate` (donated or recycled after the deadline).
   */
  refusalNote: z.string().nullable().optional(),
  refusalPhotoUrls: z.array(z.string()).optional(),
  reclaimOption: z.enum(['return', 'donate']).nullable().optional(),
  reclaimFeeX100: moneyX100.nullable().optional(),
  reclaimUntil: z.string().nullable().optional(),
});
export type BatchBookView = z.infer<typeof batchBookView>;

export const batchView = z.object({
  code: z.string(),
  state: z.enum(BATCH_STATES),
  leadId: z.number().int().nullable(),
  currency,
  carrier: z.enum(BUYBACK_CARRIERS).nullable(),
  service: z.enum(CARRIER_SERVICES).nullable(),
  trackingNumber: z.string().nullable(),
  pickupDate: z.string().nullable(),
  /** API path of the shipping label PDF (batch code as barcode and QR code); null when none. */
  labelUrl: z.string().nullable(),
  books: z.array(batchBookView),
  history: z.array(z.object({ state: z.enum(BATCH_STATES), at: z.string() })),
  payoutId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type BatchView = z.infer<typeof batchView>;
export const batchList = z.object({ items: z.array(batchView) });
export type BatchList = z.infer<typeof batchList>;

/** Staff: pregenerate codes for printed bags. */
export const batchCodesBody = z.object({ count: z.number().int().min(1).max(1000) }).strict();
export const batchCodesResponse = z.object({ codes: z.array(z.string()) });
export const batchTransitionBody = z.object({ to: z.enum(BATCH_STATES), reason: z.string().trim().max(500).optional() }).strict();
export type BatchTransitionBody = z.infer<typeof batchTransitionBody>;

// ---------------------------------------------------------------- payouts

/**
 * pending: computed, not yet paid; paid: wallet credited, or bank transfer exported; the bank
 * route keeps a bank lock (money reserved) from `locked` until the export marks it `exported`.
 */
export const PAYOUT_STATES = ['locked', 'exported', 'paid', 'cancelled'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export const payoutView = z.object({
  id: z.number().int(),
  batchCode: z.string().nullable(),
  method: z.enum(PAYOUT_METHODS),
  state: z.enum(PAYOUT_STATES),
  currency,
  /** The accepted cash books at their price. */
  booksX100: moneyX100,
  /** The wallet bonus (0 for bank). */
  bonusX100: moneyX100,
  /** Taken first to settle the customer's debt. */
  debtSettledX100: moneyX100,
  /** What reaches the wallet or the bank account: books + bonus − debt settled. */
  netX100: moneyX100,
  /** Bank: the account, masked but for its last 4 characters. */
  bankAccountMasked: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  exportedAt: z.string().nullable(),
});
export type PayoutView = z.infer<typeof payoutView>;
export const payoutList = z.object({ items: z.array(payoutView) });
export type PayoutList = z.infer<typeof payoutList>;

export const PAYOUT_EXPORT_FORMATS = ['sepa', 'abo'] as const;
export const payoutExportBody = z.object({ format: z.enum(PAYOUT_EXPORT_FORMATS), currency: currency.optional() }).strict();
export type PayoutExportBody = z.infer<typeof payoutExportBody>;

// ---------------------------------------------------------------- suppliers (staff)

/** GET /adonis/admin/v1/buyback/suppliers: the people who sell books to the shop. */
export const supplierListQuery = z.object({
  /** E-mail or name, or #id. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type SupplierListQuery = z.infer<typeof supplierListQuery>;

export const supplierRow = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  locale: z.string().nullable(),
  /** All batches, and those still on their way (not paid out, not cancelled). */
  batches: z.number().int(),
  openBatches: z.number().int(),
  lastBatchAt: z.string().nullable(),
  booksAccepted: z.number().int(),
  booksRefused: z.number().int(),
  /** Paid out to the supplier (net, wallet and bank), per currency. */
  paidOut: z.array(z.object({ currency: z.string(), amountX100: moneyX100 })),
});
export type SupplierRow = z.infer<typeof supplierRow>;

export const supplierList = z.object({
  items: z.array(supplierRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(),
});
export type SupplierList = z.infer<typeof supplierList>;
