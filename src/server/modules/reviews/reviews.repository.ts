import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, EDGE_TYPE, works, propertyEdges, propertyNodes, reviewReports, reviews, workRatingImports } from '../../db/schema/index';

/** A deleted account's reviews stay, without a name; otherwise the nickname or the first name only (issue 11). */
const authorName = sql<string | null>`case when ${customers.deletedAt} is not null then null
  else coalesce(${customers.nickname}, nullif(split_part(${customers.name}, ' ', 1), '')) end`;

function selectReviews(db: Db) {
  return db.select({
    id: reviews.id,
    customer_id: reviews.customerId,
    grandmother_id: reviews.workId,
    work_title: works.title,
    rating: reviews.rating,
    body: reviews.body,
    author_name: authorName,
    locale: reviews.locale,
    created_at: reviews.createdAt,
    updated_at: reviews.updatedAt,
  })
    .from(reviews)
    .innerJoin(works, eq(works.id, reviews.workId))
    .innerJoin(customers, eq(customers.id, reviews.customerId));
}

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

/** One page of reviews matching `where`, newest first, with the total. */
export async function pageOfReviews(db: Db, where: SQL, page: number, pageSize: number): Promise<{ rows: ReviewRow[]; total: number }> {
  const rows = await selectReviews(db).where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(pageSize).offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(reviews).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Public lists leave out reviews hidden by moderation (issue 16 item 5). */
export const byWork = (workId: number) => and(eq(reviews.workId, workId), isNull(reviews.hiddenAt))!;
export const byCustomer = (customerId: number) => eq(reviews.customerId, customerId);
/** A public profile's reviews: not the hidden ones (the author's own list still has them). */
export const byCustomerPublic = (customerId: number) => and(eq(reviews.customerId, customerId), isNull(reviews.hiddenAt))!;
/** Reviews of every work the author wrote. */
export const byAuthor = (authorId: number) => and(isNull(reviews.hiddenAt), inArray(reviews.workId, sql`(select ${propertyEdges.workId} from ${propertyEdges}
  where ${propertyEdges.nodeId} = ${authorId} and ${propertyEdges.typeId} = ${EDGE_TYPE.writes} and ${isNotNull(propertyEdges.workId)})`))!;

export async function findReview(db: Db, id: number): Promise<ReviewRow | null> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  return row ?? null;
}

export async function workRating(db: Db, workId: number): Promise<{ average: number; count: number } | null> {
  const [row] = await db.select({ average: works.ratingAvg, count: works.ratingCount }).from(works).where(eq(works.id, workId));
  return row && row.average !== null && row.count > 0 ? { average: Number(row.average), count: row.count } : null;
}

export async function workExists(db: Db, workId: number): Promise<boolean> {
  return (await db.select({ id: works.id }).from(works).where(eq(works.id, workId))).length > 0;
}

export async function authorExists(db: Db, authorId: number): Promise<boolean> {
  return (await db.select({ id: propertyNodes.id }).from(propertyNodes).where(and(eq(propertyNodes.id, authorId), eq(propertyNodes.type, 'author')))).length > 0;
}

/** Inserts the review unless the customer already reviewed the work; null = they had. */
export async function insertReview(db: Db, customerId: number, workId: number, rating: number, body: string, locale: string, now: Date): Promise<number | null> {
  const rows = await db.insert(reviews)
    .values({ customerId, workId, rating, body, locale, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [reviews.customerId, reviews.workId] })
    .returning({ id: reviews.id });
  return rows[0]?.id ?? null;
}

/** The owner's review only; returns its work, or null when the id is not theirs. */
export async function updateReview(db: Db, customerId: number, id: number, rating: number, body: string, now: Date): Promise<number | null> {
  const [row] = await db.update(reviews).set({ rating, body, updatedAt: now })
    .where(and(eq(reviews.id, id), eq(reviews.customerId, customerId)))
    .returning({ workId: reviews.workId });
  return row?.workId ?? null;
}

export async function deleteReview(db: Db, customerId: number, id: number): Promise<number | null> {
  const [row] = await db.delete(reviews).where(and(eq(reviews.id, id), eq(reviews.customerId, customerId))).returning({ workId: reviews.workId });
  return row?.workId ?? null;
}

/** Records a report; false when this customer had already reported the review. */
export async function insertReport(db: Db, reviewId: number, customerId: number, reason: string, note: string | null, now: Date): Promise<boolean> {
  const rows = await db.insert(reviewReports)
    .values({ reviewId, customerId, reason, note, createdAt: now })
    .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.customerId] })
    .returning({ id: reviewReports.id });
  return rows.length > 0;
}

/**
 * Keeps the work's rating (what the catalogue's `rating-desc` sort reads, through book_search)
 * equal to (imported ratings + reviews here) / (imported count + reviews here). The imported part
 * is captured on the work's first review (before it, the columns hold only imported data).
 * Reviews hidden by moderation do not count (issue 16).
 * Runs in the review's transaction; touches only this work's copies in book_search.
 */
export async function refreshWorkRating(db: Db, workId: number): Promise<void> {
  await db.insert(workRatingImports)
    .select(db.select({
      workId: works.id,
      ratingCount: works.ratingCount,
      ratingSum: sql<string>`coalesce(${works.ratingAvg}, 0) * ${works.ratingCount}`.as('rating_sum'),
    }).from(works).where(eq(works.id, workId)))
    .onConflictDoNothing({ target: workRatingImports.workId });
  await db.execute(sql`update grandmothers g
                          set rating_count = i.rating_count + r.n,
                              rating_avg = case when i.rating_count + r.n = 0 then null
                                                else round((i.rating_sum + r.total) / (i.rating_count + r.n), 2) end
                         from work_rating_imports i,
                              (select count(*)::int as n, coalesce(sum(rating), 0) as total from reviews where grandmother_id = ${workId} and hidden_at is null) r
                        where g.id = ${workId} and i.grandmother_id = g.id`);
  await db.execute(sql`update book_search s set rating = g.rating_avg from grandmothers g
                        where g.id = ${workId} and s.grandmother_id = g.id and s.rating is distinct from g.rating_avg`);
}

/** Serializes review writes per work (first statement of the transaction), so the maintained rating counts every review. */
export async function lockWork(db: Db, workId: number): Promise<boolean> {
  return (await db.select({ id: works.id }).from(works).where(eq(works.id, workId)).for('update')).length > 0;
}

export async function reviewWork(db: Db, customerId: number, id: number): Promise<number | null> {
  const [row] = await db.select({ workId: reviews.workId }).from(reviews).where(and(eq(reviews.id, id), eq(reviews.customerId, customerId)));
  return row?.workId ?? null;
}
