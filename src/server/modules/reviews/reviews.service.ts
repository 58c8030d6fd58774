import {
  ENGAGEMENT_LIMITS, type CreateReviewBody, type ReportReviewBody, type Review, type ReviewList, type UpdateReviewBody,
} from '@/contracts/engagement';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { requireCustomer, type RequestContext } from '../../http/context';
import { ruleError } from '../../http/route-helpers';
import * as repo from './reviews.repository';
import type { ReviewRow } from './reviews.repository';

function toReview(row: ReviewRow, viewer: number | null): Review {
  return {
    id: Number(row.id),
    workId: Number(row.grandmother_id),
    workTitle: row.work_title,
    rating: Number(row.rating),
    text: row.body,
    authorName: row.author_name,
    locale: row.locale,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    mine: viewer !== null && Number(row.customer_id) === viewer,
  };
}

const pageSize = ENGAGEMENT_LIMITS.reviewsPageSize;

export async function reviewsOfWork(ctx: RequestContext, workId: number, page: number): Promise<ReviewList> {
  const db = ctx.db;
  if (!(await repo.workExists(db, workId))) throw notFound(`Work ${workId}`);
  const viewer = ctx.customer?.id ?? null;
  const { rows, total } = await repo.pageOfReviews(db, repo.byWork(workId), page, pageSize);
  return { items: rows.map((r) => toReview(r, viewer)), total, page, pageSize, rating: await repo.workRating(db, workId) };
}

export async function reviewsOfAuthor(ctx: RequestContext, authorId: number, page: number): Promise<ReviewList> {
  const db = ctx.db;
  if (!(await repo.authorExists(db, authorId))) throw notFound(`Author ${authorId}`);
  const viewer = ctx.customer?.id ?? null;
  const { rows, total } = await repo.pageOfReviews(db, repo.byAuthor(authorId), page, pageSize);
  return { items: rows.map((r) => toReview(r, viewer)), total, page, pageSize, rating: null };
}

/** A public profile's reviews (the profile has found the customer by its public hash). */
export async function reviewsOfCustomer(ctx: RequestContext, customerId: number, page: number): Promise<ReviewList> {
  const viewer = ctx.customer?.id ?? null;
  const { rows, total } = await repo.pageOfReviews(ctx.db, repo.byCustomerPublic(customerId), page, pageSize);
  return { items: rows.map((r) => toReview(r, viewer)), total, page, pageSize, rating: null };
}

export async function myReviews(ctx: RequestContext, page: number): Promise<ReviewList> {
  const customerId = requireCustomer(ctx).id;
  const { rows, total } = await repo.pageOfReviews(ctx.db, repo.byCustomer(customerId), page, pageSize);
  return { items: rows.map((r) => toReview(r, customerId)), total, page, pageSize, rating: null };
}

async function inTransaction<T>(ctx: RequestContext, work: (db: Db) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => work(tx as unknown as Db));
}

export async function createReview(ctx: RequestContext, body: CreateReviewBody): Promise<Review> {
  const customerId = requireCustomer(ctx).id;
  const id = await inTransaction(ctx, async (db) => {
    if (!(await repo.lockWork(db, body.workId))) throw notFound(`Work ${body.workId}`);
    const created = await repo.insertReview(db, customerId, body.workId, body.rating, body.text, ctx.locale, ctx.now);
    if (created === null) throw ruleError('CONFLICT', 'REVIEW_EXISTS', 'You have reviewed this work already: edit your review instead');
    await repo.refreshWorkRating(db, body.workId);
    return created;
  });
  return toReview((await repo.findReview(ctx.db, id))!, customerId);
}

export async function updateReview(ctx: RequestContext, id: number, body: UpdateReviewBody): Promise<Review> {
  const customerId = requireCustomer(ctx).id;
  await inTransaction(ctx, async (db) => {
    const work = await repo.reviewWork(db, customerId, id);
    if (work === null) throw notFound(`Review ${id}`);
    await repo.lockWork(db, work);
    if ((await repo.updateReview(db, customerId, id, body.rating, body.text, ctx.now)) === null) throw notFound(`Review ${id}`);
    await repo.refreshWorkRating(db, work);
  });
  return toReview((await repo.findReview(ctx.db, id))!, customerId);
}

export async function deleteReview(ctx: RequestContext, id: number): Promise<void> {
  const customerId = requireCustomer(ctx).id;
  await inTransaction(ctx, async (db) => {
    const work = await repo.reviewWork(db, customerId, id);
    if (work === null) throw notFound(`Review ${id}`);
    await repo.lockWork(db, work);
    if ((await repo.deleteReview(db, customerId, id)) === null) throw notFound(`Review ${id}`);
    await repo.refreshWorkRating(db, work);
  });
}

/** Someone else's review, once per reporter; your own cannot be reported (422 OWN_REVIEW). */
export async function reportReview(ctx: RequestContext, id: number, body: ReportReviewBody): Promise<void> {
  const customerId = requireCustomer(ctx).id;
  const db = ctx.db;
  const review = await repo.findReview(db, id);
  if (!review) throw notFound(`Review ${id}`);
  if (Number(review.customer_id) === customerId) throw ruleError('BUSINESS_RULE', 'OWN_REVIEW', 'You cannot report your own review');
  const note = body.note && body.note.length > 0 ? body.note : null;
  if (!(await repo.insertReport(db, id, customerId, body.reason, note, ctx.now))) {
    throw ruleError('CONFLICT', 'ALREADY_REPORTED', 'You have reported this review already');
  }
}
