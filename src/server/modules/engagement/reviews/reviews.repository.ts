import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/sql';

const iso = (d: Date) => d.toISOString();

export interface ReviewRow {
  id: number | string;
  customer_id: number | string;
  grandmother_id: number;
  work_title: string;
  rating: number;
  body: string;
  author_name: string | null;
  locale: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const select = sql`select r.id, r.customer_id, r.grandmother_id, g.title as work_title, r.rating, r.body, case when c.deleted_at is not null then null else coalesce(c.nickname, nullif(split_part(c.name, ' ', 1), '')) end as author_name, r.locale,
                          r.created_at, r.updated_at
                     from reviews r join grandmothers g on g.id = r.grandmother_id join customers c on c.id = r.customer_id`;

/** One page of reviews matching `where`, newest first, with the total. */
export async function pageOfReviews(db: Db, where: SQL, page: number, pageSize: number): Promise<{ rows: ReviewRow[]; total: number }> {
  const rows = await queryRows<ReviewRow>(db, sql`${select} where ${where} order by r.created_at desc, r.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from reviews r where ${where}`);
  return { rows, total: Number(count?.n ?? 0) };
}

export const byWork = (grandmotherId: number) => sql`r.grandmother_id = ${grandmotherId}`;
export const byCustomer = (customerId: number) => sql`r.customer_id = ${customerId}`;
/** Reviews of every work the author wrote (edge type writes = 2). */
export const byAuthor = (authorId: number) =>
  sql`r.grandmother_id in (select e.grandmother_id from property_edges e where e.node_id = ${authorId} and e.type_id = 2 and e.grandmother_id is not null)`;

export async function findReview(db: Db, id: number): Promise<ReviewRow | null> {
  const [row] = await queryRows<ReviewRow>(db, sql`${select} where r.id = ${id}`);
  return row ?? null;
}

export async function workRating(db: Db, grandmotherId: number): Promise<{ average: number; count: number } | null> {
  const [row] = await queryRows<{ rating_avg: number | null; rating_count: number }>(
    db, sql`select rating_avg::float8 as rating_avg, rating_count from grandmothers where id = ${grandmotherId}`,
  );
  return row && row.rating_avg !== null && row.rating_count > 0 ? { average: Number(row.rating_avg), count: Number(row.rating_count) } : null;
}

export async function workExists(db: Db, grandmotherId: number): Promise<boolean> {
  return (await queryRows(db, sql`select 1 from grandmothers where id = ${grandmotherId}`)).length > 0;
}

export async function authorExists(db: Db, authorId: number): Promise<boolean> {
  return (await queryRows(db, sql`select 1 from property_nodes where id = ${authorId} and type = 'author'`)).length > 0;
}

/** Inserts the review unless the customer already reviewed the work; null = they had. */
export async function insertReview(db: Db, customerId: number, grandmotherId: number, rating: number, body: string, locale: string, now: Date): Promise<number | null> {
  const rows = await queryRows<{ id: number | string }>(
    db,
    sql`insert into reviews (customer_id, grandmother_id, rating, body, locale, created_at, updated_at)
        values (${customerId}, ${grandmotherId}, ${rating}, ${body}, ${locale}, ${iso(now)}::timestamptz, ${iso(now)}::timestamptz)
        on conflict (customer_id, grandmother_id) do nothing returning id`,
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** The owner's review only; returns its work, or null when the id is not theirs. */
export async function updateReview(db: Db, customerId: number, id: number, rating: number, body: string, now: Date): Promise<number | null> {
  const [row] = await queryRows<{ grandmother_id: number }>(
    db,
    sql`update reviews set rating = ${rating}, body = ${body}, updated_at = ${iso(now)}::timestamptz
         where id = ${id} and customer_id = ${customerId} returning grandmother_id`,
  );
  return row ? Number(row.grandmother_id) : null;
}

export async function deleteReview(db: Db, customerId: number, id: number): Promise<number | null> {
  const [row] = await queryRows<{ grandmother_id: number }>(db, sql`delete from reviews where id = ${id} and customer_id = ${customerId} returning grandmother_id`);
  return row ? Number(row.grandmother_id) : null;
}

/** Records a report; false when this customer had already reported the review. */
export async function insertReport(db: Db, reviewId: number, customerId: number, reason: string, note: string | null, now: Date): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`insert into review_reports (review_id, customer_id, reason, note, created_at)
        values (${reviewId}, ${customerId}, ${reason}, ${note}, ${iso(now)}::timestamptz)
        on conflict (review_id, customer_id) do nothing returning id`,
  );
  return rows.length > 0;
}

/**
 * Keeps the work's rating (what the catalogue's `rating-desc` sort reads, through book_search)
 * equal to (imported ratings + reviews here) / (imported count + reviews here). The imported part
 * is captured on the work's first review (before it, the columns hold only imported data).
 * Runs in the review's transaction; touches only this work's copies in book_search.
 */
export async function refreshWorkRating(db: Db, grandmotherId: number): Promise<void> {
  await db.execute(sql`insert into work_rating_imports (grandmother_id, rating_count, rating_sum)
                       select id, rating_count, coalesce(rating_avg, 0) * rating_count from grandmothers where id = ${grandmotherId}
                       on conflict (grandmother_id) do nothing`);
  await db.execute(sql`update grandmothers g
                          set rating_count = i.rating_count + r.n,
                              rating_avg = case when i.rating_count + r.n = 0 then null
                                                else round((i.rating_sum + r.total) / (i.rating_count + r.n), 2) end
                         from work_rating_imports i,
                              (select count(*)::int as n, coalesce(sum(rating), 0) as total from reviews where grandmother_id = ${grandmotherId}) r
                        where g.id = ${grandmotherId} and i.grandmother_id = g.id`);
  await db.execute(sql`update book_search s set rating = g.rating_avg from grandmothers g
                        where g.id = ${grandmotherId} and s.grandmother_id = g.id and s.rating is distinct from g.rating_avg`);
}

/** Serializes review writes per work (first statement of the transaction), so the maintained rating counts every review. */
export async function lockWork(db: Db, grandmotherId: number): Promise<boolean> {
  return (await queryRows(db, sql`select id from grandmothers where id = ${grandmotherId} for update`)).length > 0;
}

export async function reviewWork(db: Db, customerId: number, id: number): Promise<number | null> {
  const [row] = await queryRows<{ grandmother_id: number }>(db, sql`select grandmother_id from reviews where id = ${id} and customer_id = ${customerId}`);
  return row ? Number(row.grandmother_id) : null;
}
