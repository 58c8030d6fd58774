import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import { MAX_LISTED } from './watchdog-mail.template';

// The watchdog run's statements (ADR 0008). `books` are copies, `mothers` editions, `grandmothers` works (ADR 0018).

const iso = (d: Date) => d.toISOString();

/** Opens a run over [end of the previous run, now). */
export async function openRun(db: Db, now: Date, firstWindowHours: number): Promise<{ id: number; from: Date; to: Date }> {
  const [row] = await queryRows<{ id: number | string; window_from: Date | string; window_to: Date | string }>(
    db,
    sql`insert into watchdog_runs (window_from, window_to, started_at)
        select least(coalesce((select max(window_to) from watchdog_runs where finished_at is not null),
                              ${iso(now)}::timestamptz - make_interval(hours => ${firstWindowHours})), ${iso(now)}::timestamptz),
               ${iso(now)}::timestamptz, ${iso(now)}::timestamptz
        returning id, window_from, window_to`,
  );
  return { id: Number(row!.id), from: new Date(row!.window_from), to: new Date(row!.window_to) };
}

/**
 * THE matching statement. Fresh copies (stocked or restocked in the window, still in stock) yield
 * their keys — edition, work, authors, categories (with ancestors) and the words of their search
 * document; an equi-join with watchdog_keys (primary key on key) finds the candidate watchdogs;
 * the full criteria then filter the candidates. New (customer, copy) pairs are recorded once;
 * customers who switched watchdog e-mails off (or deleted their account) are skipped.
 */
export async function matchFreshCopies(db: Db, runId: number, from: Date, to: Date, now: Date): Promise<{ copies: number; matches: number }> {
  const [row] = await queryRows<{ copies: number; matches: number }>(
    db,
    sql`with fresh as (
          select book_id from book_search where state = 'in_stock' and added_at >= ${iso(from)}::timestamptz and added_at < ${iso(to)}::timestamptz
          union
          select book_id from book_search where state = 'in_stock' and restocked_at >= ${iso(from)}::timestamptz and restocked_at < ${iso(to)}::timestamptz
        ),
        c as materialized (select s.* from book_search s join fresh using (book_id)),
        copy_keys as (
          select book_id, 'g:' || grandmother_id as key from c
          union all select book_id, 'm:' || mother_id from c
          union all select c.book_id, 'a:' || a from c, unnest(c.author_ids) a
          union all select c.book_id, 'c:' || x from c, unnest(c.category_ids) x
          union all select c.book_id, 't:' || l.lexeme from c, unnest(c.search_doc) l
        ),
        candidates as (select distinct k.watchdog_id, ck.book_id from copy_keys ck join watchdog_keys k on k.key = ck.key),
        matched as (
          select distinct on (w.customer_id, c.book_id) w.customer_id, c.book_id, w.id as watchdog_id
            from candidates x
            join watchdogs w on w.id = x.watchdog_id
            join c on c.book_id = x.book_id
            join customers cu on cu.id = w.customer_id and cu.notify_watchdogs and cu.deleted_at is null
           where (w.grandmother_id is null or w.grandmother_id = c.grandmother_id)
             and (w.mother_id is null or w.mother_id = c.mother_id)
             and (w.author_ids is null or w.author_ids && c.author_ids)
             and (w.category_ids is null or w.category_ids && c.category_ids)
             and (w.tsquery is null or c.search_doc @@ to_tsquery('simple', f_unaccent(w.tsquery)))
             and (w.condition_ids is null or c.condition_id = any(w.condition_ids))
             and (w.language_ids is null or c.language_id = any(w.language_ids))
             and (w.binding_ids is null or c.binding_id = any(w.binding_ids))
             and (w.year_min is null or c.year >= w.year_min)
             and (w.year_max is null or c.year <= w.year_max)
             and (w.max_price_x100 is null
                  or (case when w.currency = 'CZK' then c.price_czk_x100 else c.price_eur_x100 end) <= w.max_price_x100)
           order by w.customer_id, c.book_id, w.id
        ),
        inserted as (
          insert into watchdog_notifications (customer_id, book_id, watchdog_id, run_id, created_at)
          select customer_id, book_id, watchdog_id, ${runId}, ${iso(now)}::timestamptz from matched
          on conflict do nothing
          returning 1
        )
        select (select count(*) from c)::int as copies, (select count(*) from inserted)::int as matches`,
  );
  return { copies: Number(row?.copies ?? 0), matches: Number(row?.matches ?? 0) };
}

export interface PendingRow {
  customer_id: number | string;
  book_id: number | string;
  run_id: number | string;
  /** How many copies are pending for this customer in all (only the first MAX_LISTED are read). */
  pending: number;
  email: string;
  locale: string;
  grandmother_id: number;
  title: string;
  authors: string[] | null;
  condition_id: number;
  price_czk_x100: number;
  price_eur_x100: number;
  label: string | null;
  removal_token: string | null;
}

/**
 * Notifications not yet mailed up to this run (this run's and any a failed earlier run left), at
 * most MAX_LISTED per customer, with what the mail shows.
 */
export async function pendingNotifications(db: Db, runId: number): Promise<PendingRow[]> {
  return queryRows<PendingRow>(
    db,
    sql`select n.customer_id, n.book_id, n.run_id, n.pending, cu.email, cu.locale, b.grandmother_id, m.title, b.condition_id,
               b.price_czk_x100, b.price_eur_x100, w.label, w.removal_token,
               (select array_agg(pn.name order by e.position, e.id) from property_edges e join property_nodes pn on pn.id = e.node_id
                 where e.grandmother_id = b.grandmother_id and e.type_id = 2) as authors
          from (select customer_id, book_id, run_id, watchdog_id,
                       row_number() over (partition by customer_id order by book_id) as rn,
                       count(*) over (partition by customer_id)::int as pending
                  from watchdog_notifications where mailed_at is null and run_id <= ${runId}) n
          join customers cu on cu.id = n.customer_id
          join books b on b.id = n.book_id
          join mothers m on m.id = b.mother_id
          left join watchdogs w on w.id = n.watchdog_id
         where n.rn <= ${MAX_LISTED}
         order by n.customer_id, n.book_id`,
  );
}

/** Marks copies as told (null = every copy pending for the customer up to this run: a digest covers them all). */
export async function markMailed(db: Db, customerId: number, copyIds: number[] | null, runId: number, now: Date): Promise<void> {
  const which = copyIds === null ? sql`true` : sql`book_id = any(${`{${copyIds.join(',')}}`}::bigint[])`;
  await db.execute(sql`update watchdog_notifications set mailed_at = ${iso(now)}::timestamptz
                       where customer_id = ${customerId} and mailed_at is null and run_id <= ${runId} and ${which}`);
}

/** Closes a run with its counts: the next run's window starts where this one ended. */
export async function finishRun(db: Db, runId: number, now: Date, counts: { copies: number; matches: number; mails: number }): Promise<void> {
  await db.execute(sql`update watchdog_runs set finished_at = ${iso(now)}::timestamptz, copies = ${counts.copies}, matches = ${counts.matches}, mails = ${counts.mails}
                       where id = ${runId}`);
}

