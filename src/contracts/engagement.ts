import { z } from 'zod';
import { currencyCode } from './catalogue';
import { moneyX100 } from './common';
import { MAX_COPY_ID, MAX_WORK_ID } from './works';
import { listingFiltersSchema } from './listing-filters.schema';

/**
 * Wishlists, watchdogs and reviews (issue 5): the shapes the API and the storefront share.
 * Account resources answer 401 NOT_LOGGED_IN without a session and 404 NOT_FOUND for an id that
 * is not the caller's (never someone else's data).
 */

const workId = z.number().int().positive().max(MAX_WORK_ID);
const copyId = z.number().int().positive().max(MAX_COPY_ID);
const rowId = z.number().int().positive().max(MAX_COPY_ID);
const smallIds = z.array(z.number().int().min(1).max(32_767)).min(1).max(40);
const isoTime = z.string();

/** Path parameter of /wish-list/items/{id}, /watchdogs/{id}, /reviews/{id}: digits only, else 400. */
export const rowIdParams = z.object({ id: z.string().regex(/^[1-9]\d{0,14}$/) });

// ── limits ───────────────────────────────────────────────────────────────────────────────────

export const ENGAGEMENT_LIMITS = {
  maxWishlistItems: 1000,
  maxWatchdogs: 200,
  reviewMaxLength: 4000,
  reportNoteMaxLength: 1000,
  /** More matches than this for one customer in one run arrive as one digest e-mail. */
  digestThreshold: 3,
  reviewsPageSize: 20,
} as const;

// ── wishlist ─────────────────────────────────────────────────────────────────────────────────

/** POST /adonis/v1/users/current/wish-list/items — a copy or a title (any copy of the work). */
export const addWishlistItemBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('book'), 'bookId': copyId }),
  z.object({ type: z.literal('work'), workId: workId }),
]);
export type AddWishlistItemBody = z.infer<typeof addWishlistItemBody>;

/** Copies of the same work still in stock: the note under a wished copy that was sold. */
export const otherCopies = z.object({
  count: z.number().int().min(0),
  fromPriceX100: moneyX100.nullable(),
  /** Up to three of them, cheapest first, for direct links. */
  'bookIds': z.array(copyId),
});

export const wishlistItem = z.object({
  id: rowId,
  kind: z.enum(['book', 'work']),
  'bookId': copyId.nullable(),
  workId: workId,
  editionId: workId.nullable(),
  title: z.string(),
  authors: z.array(z.string()),
  conditionId: z.number().int().nullable(),
  /** The wished copy's price, or the cheapest copy of the wished title; null when none is in stock. */
  priceX100: moneyX100.nullable(),
  currency: currencyCode,
  /** in_stock: buyable now; sold: the copy is gone (see otherCopies); none: no copy of the title in stock. */
  availability: z.enum(['in_stock', 'sold', 'none']),
  otherCopies,
  createdAt: isoTime,
});
export type WishlistItem = z.infer<typeof wishlistItem>;

export const wishlistShareLink = z.object({ id: z.string(), createdAt: isoTime });
export type WishlistShareLink = z.infer<typeof wishlistShareLink>;

/** GET /adonis/v1/users/current/wish-list (catalogue filters in the query string narrow it). */
export const wishlistData = z.object({
  items: z.array(wishlistItem),
  total: z.number().int().min(0),
  shareLink: wishlistShareLink.nullable(),
});
export type WishlistData = z.infer<typeof wishlistData>;

/** GET /adonis/v1/wish-lists/{linkId} — someone's shared list, read-only: no ids to change anything. */
export const sharedWishlist = z.object({
  ownerName: z.string().nullable(),
  items: z.array(wishlistItem.omit({ id: true })),
});
export type SharedWishlist = z.infer<typeof sharedWishlist>;

/** GET /adonis/v1/users/current/wish-list/lookup?book=&work= — the book page's buttons: item ids or null. */
export const wishlistLookup = z.object({ bookItemId: rowId.nullable(), workItemId: rowId.nullable() });
export type WishlistLookup = z.infer<typeof wishlistLookup>;

/** Share-link ids are 22 url-safe characters (128 random bits). */
export const wishlistLinkParams = z.object({ linkId: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });

// ── watchdogs ────────────────────────────────────────────────────────────────────────────────

export const watchdogTarget = z.discriminatedUnion('type', [
  z.object({ type: z.literal('work'), workId: workId }),
  z.object({ type: z.literal('edition'), editionId: workId }),
  z.object({ type: z.literal('author'), authorId: workId }),
  /**
   * Any catalogue filter (the listing's filter object). It must name something to watch —
   * a text, an author, a category or an edition — or the answer is 422 BUSINESS_RULE with details.reason WATCHDOG_TOO_BROAD.
   */
  z.object({ type: z.literal('filter'), filters: listingFiltersSchema }),
]);
export type WatchdogTarget = z.infer<typeof watchdogTarget>;

/** POST /adonis/v1/watchdogs — the price cap is in the storefront's currency (Accept-Language). */
export const createWatchdogBody = z.object({
  target: watchdogTarget,
  conditions: smallIds.optional(),
  languages: smallIds.optional(),
  bindings: smallIds.optional(),
  maxPriceX100: z.number().int().positive().max(1_000_000_000).optional(),
});
export type CreateWatchdogBody = z.infer<typeof createWatchdogBody>;

export const watchdogItem = z.object({
  id: rowId,
  kind: z.enum(['work', 'edition', 'author', 'filter']),
  label: z.string(),
  workId: workId.nullable(),
  editionId: workId.nullable(),
  authorIds: z.array(z.number().int()),
  /** The catalogue filter it watches (normalized), for a link to the matching listing. */
  filters: listingFiltersSchema,
  conditions: z.array(z.number().int()),
  languages: z.array(z.number().int()),
  bindings: z.array(z.number().int()),
  maxPriceX100: moneyX100.nullable(),
  currency: currencyCode,
  createdAt: isoTime,
});
export type WatchdogItem = z.infer<typeof watchdogItem>;

/** GET /adonis/v1/users/current/watchdogs */
export const watchdogList = z.object({ items: z.array(watchdogItem), total: z.number().int().min(0) });
export type WatchdogList = z.infer<typeof watchdogList>;

/** POST /adonis/v1/watchdogs/remove — the one-click removal from an e-mail (token, no login). */
export const removeWatchdogBody = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/) });
export const removeWatchdogResult = z.object({ result: z.enum(['removed', 'already-removed']) });
export type RemoveWatchdogResult = z.infer<typeof removeWatchdogResult>;
/** Values of /remove-watchdog/[result]. */
export const REMOVE_WATCHDOG_RESULTS = ['removed', 'already-removed', 'invalid'] as const;
export type RemoveWatchdogPageResult = (typeof REMOVE_WATCHDOG_RESULTS)[number];

// ── reviews ──────────────────────────────────────────────────────────────────────────────────

const rating = z.number().int().min(1).max(5);
const reviewText = z.string().trim().min(1).max(ENGAGEMENT_LIMITS.reviewMaxLength);

/** POST /adonis/v1/reviews — one per customer per work (a second answers 409 CONFLICT, details.reason REVIEW_EXISTS). */
export const createReviewBody = z.object({ workId: workId, rating, text: reviewText });
export type CreateReviewBody = z.infer<typeof createReviewBody>;
/** PUT /adonis/v1/reviews/{id} — your own only. */
export const updateReviewBody = z.object({ rating, text: reviewText });
export type UpdateReviewBody = z.infer<typeof updateReviewBody>;

export const REVIEW_REPORT_REASONS = ['spam', 'offensive', 'spoiler', 'off_topic', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
/** POST /adonis/v1/reviews/{id}/report — someone else's review; once per reporter. */
export const reportReviewBody = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS),
  note: z.string().trim().max(ENGAGEMENT_LIMITS.reportNoteMaxLength).optional(),
});
export type ReportReviewBody = z.infer<typeof reportReviewBody>;
export const reportReviewResult = z.object({ reported: z.literal(true) });

export const review = z.object({
  id: rowId,
  workId: workId,
  workTitle: z.string(),
  rating,
  text: z.string(),
  /** The reviewer's nickname, else first name (never surname or e-mail); null shows as "a customer". */
  authorName: z.string().nullable(),
  locale: z.string(),
  createdAt: isoTime,
  updatedAt: isoTime,
  /** The caller wrote it (edit/delete offered instead of report). */
  mine: z.boolean(),
});
export type Review = z.infer<typeof review>;

export const ratingSummary = z.object({ average: z.number(), count: z.number().int().min(0) }).nullable();

/** GET /adonis/v1/grandmothers/{id}/reviews, /authors/{id}/reviews, /users/current/reviews */
export const reviewList = z.object({
  items: z.array(review),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** The work's maintained rating (imported ratings plus reviews); null on lists that are not one work. */
  rating: ratingSummary,
});
export type ReviewList = z.infer<typeof reviewList>;

/** `details.reason` of the engagement module's 409/422 answers (the code stays the shared one). */
export const ENGAGEMENT_REASONS = [
  'WISHLIST_FULL', 'WATCHDOG_LIMIT', 'WATCHDOG_TOO_BROAD', 'WATCHDOG_FILTER_UNSUPPORTED', 'REVIEW_EXISTS', 'OWN_REVIEW', 'ALREADY_REPORTED',
] as const;
export type EngagementReason = (typeof ENGAGEMENT_REASONS)[number];
/** Match a reason by `EngagementReason.REVIEW_EXISTS`, never by a string literal. */
export const EngagementReason = Object.freeze(
  Object.fromEntries(ENGAGEMENT_REASONS.map((reason) => [reason, reason])),
) as { readonly [R in EngagementReason]: R };

export const reviewPageQuery = z.object({ page: z.string().regex(/^[1-9]\d{0,4}$/).optional() });

/** The engagement rule a 409/422 names in `error.details.reason`, if any. */
export function engagementReason(details: unknown): EngagementReason | null {
  const reason = typeof details === 'object' && details !== null ? (details as { reason?: unknown }).reason : undefined;
  return typeof reason === 'string' && (ENGAGEMENT_REASONS as readonly string[]).includes(reason) ? (reason as EngagementReason) : null;
}
