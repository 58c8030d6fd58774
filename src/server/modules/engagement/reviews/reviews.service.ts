import type { Context } from 'hono';
import {
  ENGAGEMENT_LIMITS, type CreateReviewBody, type ReportReviewBody, type Review, type ReviewList, type UpdateReviewBody,
} from '@/contracts/engagement';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import type { AppEnv } from '../../../http/types';
import { currentCustomerId } from '../../customers/session';
import { requireCustomer, ruleError } from '../auth';
import * as repo from './reviews.repository';
import type { ReviewRow } from './reviews.repository';

function toReview(row: ReviewRow, viewer: number | null): Review {
  return {
    id: Number(row.id),
    grandmotherId: Number(row.grandmother_id),
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

export async function reviewsOfWork(c: Context<AppEnv>, grandmotherId: number, page: number): Promise<ReviewList> {
  const db = c.get('db');
  if (!(await repo.workExists(db, grandmotherId))) throw notFound(`Work ${grandmotherId}`);
  const viewer = await currentCustomerId(c);
  const { rows, total } = await repo.pageOfReviews(db, repo.byWork(grandmotherId), page, pageSize);
  return { items: rows.map((r) => toReview(r, viewer)), total, page, pageSize, rating: await repo.workRating(db, grandmotherId) };
}

export async function reviewsOfAuthor(c: Context<AppEnv>, authorId: number, page: number): Promise<ReviewList> {
  const db = c.get('db');
  if (!(await repo.authorExists(db, authorId))) throw notFound(`Author ${authorId}`);
  const viewer = await currentCustomerId(c);
  const { rows, total } = await repo.pageOfReviews(db, repo.byAuthor(authorId), page, pageSize);
  return { items: rows.map((r) => toReview(r, viewer)), total, page, pageSize, rating: null };
}

/** A public profile's reviews (the profile has found the customer by its public hash). */
export async function reviewsOfCustomer(c: Context<AppEnv>, customerId: number, page: number): Promise<ReviewList> {
  const viewer = await currentCustomerId(c);
  const { rows, total } = await repo.pageOfReviews(c.get('db'), repo.byCustomer(customerId), page, pageSize);
  return { items: rows.map((r) => toReview(r, viewer)), total, page, pageSize, rating: null };
}

export async function myReviews(c: Context<AppEnv>, page: number): Promise<ReviewList> {
  const customerId = await requireCustomer(c);
  const { rows, total } = await repo.pageOfReviews(c.get('db'), repo.byCustomer(customerId), page, pageSize);
  return { items: rows.map((r) => toReview(r, customerId)), total, page, pageSize, rating: null };
}

async function inTransaction<T>(c: Context<AppEnv>, work: (db: Db) => Promise<T>): Promise<T> {
  return c.get('db').transaction(async (tx) => work(tx as unknown as Db));
}

export async function createReview(c: Context<AppEnv>, body: CreateReviewBody): Promise<Review> {
  const customerId = await requireCustomer(c);
  const id = await inTransaction(c, async (db) => {
    if (!(await repo.lockWork(db, body.grandmotherId))) throw notFound(`Work ${body.grandmotherId}`);
    const created = await repo.insertReview(db, customerId, body.grandmotherId, body.rating, body.text, c.get('locale'), c.get('now'));
    if (created === null) throw ruleError('CONFLICT', 'REVIEW_EXISTS', 'You have reviewed this work already: edit your review instead');
    await repo.refreshWorkRating(db, body.grandmotherId);
    return created;
  });
  return toReview((await repo.findReview(c.get('db'), id))!, customerId);
}

export async function updateReview(c: Context<AppEnv>, id: number, body: UpdateReviewBody): Promise<Review> {
  const customerId = await requireCustomer(c);
  await inTransaction(c, async (db) => {
    const work = await repo.reviewWork(db, customerId, id);
    if (work === null) throw notFound(`Review ${id}`);
    await repo.lockWork(db, work);
    if ((await repo.updateReview(db, customerId, id, body.rating, body.text, c.get('now'))) === null) throw notFound(`Review ${id}`);
    await repo.refreshWorkRating(db, work);
  });
  return toReview((await repo.findReview(c.get('db'), id))!, customerId);
}

export async function deleteReview(c: Context<AppEnv>, id: number): Promise<void> {
  const customerId = await requireCustomer(c);
  await inTransaction(c, async (db) => {
    const work = await repo.reviewWork(db, customerId, id);
    if (work === null) throw notFound(`Review ${id}`);
    await repo.lockWork(db, work);
    if ((await repo.deleteReview(db, customerId, id)) === null) throw notFound(`Review ${id}`);
    await repo.refreshWorkRating(db, work);
  });
}

/** Someone else's review, once per reporter; your own cannot be reported (422 OWN_REVIEW). */
export async function reportReview(c: Context<AppEnv>, id: number, body: ReportReviewBody): Promise<void> {
  const customerId = await requireCustomer(c);
  const db = c.get('db');
  const review = await repo.findReview(db, id);
  if (!review) throw notFound(`Review ${id}`);
  if (Number(review.customer_id) === customerId) throw ruleError('BUSINESS_RULE', 'OWN_REVIEW', 'You cannot report your own review');
  const note = body.note && body.note.length > 0 ? body.note : null;
  if (!(await repo.insertReport(db, id, customerId, body.reason, note, c.get('now')))) {
    throw ruleError('CONFLICT', 'ALREADY_REPORTED', 'You have reported this review already');
  }
}
