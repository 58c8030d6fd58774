import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, queryRows } from '../../db/sql';

/**
 * The support desk's SQL (issue 16 items 4–5, docs/adr/0031). Reads span the customer's rows of
 * other modules (orders, leads, wishlist…) as one read model for staff; writes touch only the
 * desk's own tables, the wallet / debt ledgers (keyed rows) and the moderation columns.
 */
type Id = number | string;
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
export const num = (v: unknown) => Number(v);
export const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
export const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : iso(v));
export { n as numOrNull };

// ---------------------------------------------------------------- list / search
export interface CustomerListRow { id: Id; email: string; name: string | null; nickname: string | null; created_at: unknown; deleted_at: unknown; orders: Id }

export async function listCustomers(db: Db, q: string | undefined, page: number, pageSize: number): Promise<{ rows: CustomerListRow[]; total: number }> {
  const term = q?.trim() ?? '';
  const idMatch = /^#?(\d{1,15})$/.exec(term);
  const like = containsPattern(term);
  const where = term === '' ? sql`true` : sql`(
    c.email ilike ${like} or c.name ilike ${like} or c.nickname ilike ${like} or c.phone ilike ${like} or c.public_hash = ${term}
    ${idMatch ? sql`or c.id = ${Number(idMatch[1])}` : sql``}
    or exists (select 1 from orders o where o.customer_id = c.id and o.number = ${term}))`;
  const rows = await queryRows<CustomerListRow>(db, sql`
    select c.id, c.email, c.name, c.nickname, c.created_at, c.deleted_at,
           (select count(*) from orders o where o.customer_id = c.id) as orders
    from customers c where ${where}
    order by c.created_at desc, c.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const [total] = await queryRows<{ n: Id }>(db, sql`select count(*) as n from customers c where ${where}`);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function walletBalances(db: Db, customerIds: readonly number[]): Promise<Array<{ customer_id: Id; currency: string; balance: Id }>> {
  if (customerIds.length === 0) return [];
  return queryRows(db, sql`select customer_id, currency, sum(amount_x100) as balance from wallet_entries
    where customer_id = any(${`{${customerIds.join(',')}}`}::bigint[]) group by customer_id, currency order by currency`);
}

// ---------------------------------------------------------------- one customer
export interface CustomerRow {
  id: Id; email: string; name: string | null; phone: string | null; nickname: string | null; locale: string; public_hash: string;
  created_at: unknown; deleted_at: unknown; identification_level: string; kind: string; bank_account: string | null; wishlist_public: boolean;
}
export async function findCustomer(db: Db, id: number, forUpdate = false): Promise<CustomerRow | null> {
  const [row] = await queryRows<CustomerRow>(db, sql`select id, email, name, phone, nickname, locale, public_hash, created_at, deleted_at,
    identification_level, kind, bank_account, wishlist_public from customers where id = ${id} ${forUpdate ? sql`for update` : sql``}`);
  return row ?? null;
}

export const walletEntries = (db: Db, customerId: number) => queryRows<{ id: Id; currency: string; amount_x100: Id; reason: string; order_id: Id | null; created_at: unknown }>(db, sql`
  select id, currency, amount_x100, reason, order_id, created_at from wallet_entries where customer_id = ${customerId} order by created_at desc, id desc limit 200`);

export async function walletBalance(db: Db, customerId: number, currency: string): Promise<number> {
  const [row] = await queryRows<{ b: Id | null }>(db, sql`select coalesce(sum(amount_x100), 0) as b from wallet_entries where customer_id = ${customerId} and currency = ${currency}`);
  return Number(row?.b ?? 0);
}

export const creditLocks = (db: Db, customerId: number) => queryRows<{
  id: Id; currency: string; amount_x100: Id; reason: string; created_by: string | null; created_at: unknown; released_by: string | null; released_at: unknown;
}>(db, sql`select l.id, l.currency, l.amount_x100, l.reason, e1.name as created_by, l.created_at, e2.name as released_by, l.released_at
  from customer_credit_locks l left join employees e1 on e1.id = l.created_by_staff_id left join employees e2 on e2.id = l.released_by_staff_id
  where l.customer_id = ${customerId} order by l.created_at desc, l.id desc`);

export interface AdjustmentRow {
  id: Id; customer_id: Id; currency: string; amount_x100: Id; reason: string; state: 'pending' | 'applied' | 'rejected';
  requested_by_staff_id: Id; requested_by: string | null; decided_by: string | null; created_at: unknown; decided_at: unknown;
}
const adjustmentSelect = sql`select a.id, a.customer_id, a.currency, a.amount_x100, a.reason, a.state, a.requested_by_staff_id, e1.name as requested_by, e2.name as decided_by,
  a.created_at, a.decided_at from wallet_adjustments a left join employees e1 on e1.id = a.requested_by_staff_id left join employees e2 on e2.id = a.decided_by_staff_id`;
export const adjustments = (db: Db, customerId: number) => queryRows<AdjustmentRow>(db, sql`${adjustmentSelect} where a.customer_id = ${customerId} order by a.created_at desc, a.id desc`);
export async function adjustment(db: Db, id: number): Promise<AdjustmentRow | null> {
  const [row] = await queryRows<AdjustmentRow>(db, sql`${adjustmentSelect} where a.id = ${id}`);
  return row ?? null;
}

export const debtEntries = (db: Db, customerId: number) => queryRows<{ id: Id; currency: string; amount_x100: Id; reason: string; created_at: unknown }>(db, sql`
  select id, currency, amount_x100, reason, created_at from customer_debt_entries where customer_id = ${customerId} order by created_at desc, id desc`);

export const orders = (db: Db, customerId: number) => queryRows<{ id: Id; number: string; state: string; currency: string; total_x100: Id; created_at: unknown }>(db, sql`
  select id, number, state, currency, total_x100, created_at from orders where customer_id = ${customerId} order by created_at desc limit 200`);

export const leads = (db: Db, customerId: number) => queryRows<{ id: Id; state: string; created_at: unknown; submitted_at: unknown }>(db, sql`
  select id, state, created_at, submitted_at from buyback_leads where customer_id = ${customerId} order by created_at desc`);

export const batches = (db: Db, customerId: number) => queryRows<{ id: Id; code: string; state: string; created_at: unknown }>(db, sql`
  select id, code, state, created_at from buyback_batches where customer_id = ${customerId} order by created_at desc`);

/** Placeholder for the commission account: copies whose seller hash is the customer's public hash. */
export const commissionCopies = (db: Db, publicHash: string) => queryRows<{ id: Id; title: string; state: string; price_czk_x100: Id | null }>(db, sql`
  select b.id, m.title, b.state, b.price_czk_x100 from books b join mothers m on m.id = b.mother_id
  where b.seller_user_hash = ${publicHash} order by b.id desc limit 200`);

export const reviews = (db: Db, customerId: number) => queryRows<{
  id: Id; grandmother_id: Id; title: string; rating: Id; body: string; hidden_at: unknown; open_reports: Id; created_at: unknown;
}>(db, sql`select r.id, r.grandmother_id, g.title, r.rating, r.body, r.hidden_at, r.created_at,
  (select count(*) from review_reports x where x.review_id = r.id and x.resolved_at is null) as open_reports
  from reviews r join grandmothers g on g.id = r.grandmother_id where r.customer_id = ${customerId} order by r.created_at desc`);

export const wishlist = (db: Db, customerId: number) => queryRows<{ id: Id; kind: string; grandmother_id: Id; book_id: Id | null; title: string; created_at: unknown }>(db, sql`
  select w.id, w.kind, w.grandmother_id, w.book_id, g.title, w.created_at from wishlist_items w join grandmothers g on g.id = w.grandmother_id
  where w.customer_id = ${customerId} order by w.created_at desc limit 200`);

export const watchdogs = (db: Db, customerId: number) => queryRows<{ id: Id; kind: string; label: string; created_at: unknown }>(db, sql`
  select id, kind, label, created_at from watchdogs where customer_id = ${customerId} order by id desc`);

export const sessions = (db: Db, customerId: number, now: Date) => queryRows<{ created_at: unknown; last_seen_at: unknown; user_agent: string | null }>(db, sql`
  select created_at, last_seen_at, user_agent from customer_sessions where customer_id = ${customerId} and expires_at > ${now.toISOString()} order by last_seen_at desc`);

export interface CommentRow { id: Id; body: string; author: string | null; created_at: unknown; closed_at: unknown; closed_by: string | null; order_id: Id | null; order_number: string | null }
export const customerComments = (db: Db, customerId: number) => queryRows<CommentRow>(db, sql`
  select c.id, c.body, e1.name as author, c.created_at, c.closed_at, e2.name as closed_by, null as order_id, null as order_number
  from customer_comments c left join employees e1 on e1.id = c.author_staff_id left join employees e2 on e2.id = c.closed_by_staff_id
  where c.customer_id = ${customerId} order by c.created_at desc`);
export const orderComments = (db: Db, customerId: number) => queryRows<CommentRow>(db, sql`
  select c.id, c.body, e1.name as author, c.created_at, c.closed_at, e2.name as closed_by, o.id as order_id, o.number as order_number
  from order_comments c join orders o on o.id = c.order_id left join employees e1 on e1.id = c.author_staff_id left join employees e2 on e2.id = c.closed_by_staff_id
  where o.customer_id = ${customerId} order by c.created_at desc limit 200`);

export const journal = (db: Db, customerId: number) => queryRows<{ id: Id; action: string; actor: string | null; details: unknown; created_at: unknown }>(db, sql`
  select j.id, j.action, e.name as actor, j.details, j.created_at from customer_journal j left join employees e on e.id = j.actor_staff_id
  where j.customer_id = ${customerId} order by j.created_at desc, j.id desc limit 200`);

// ---------------------------------------------------------------- writes
export async function insertJournal(db: Db, row: { customerId: number; staffId: number | null; action: string; details: Record<string, unknown>; now: Date }): Promise<void> {
  await db.execute(sql`insert into customer_journal (customer_id, actor_staff_id, action, details, created_at)
    values (${row.customerId}, ${row.staffId}, ${row.action}, ${JSON.stringify(row.details)}::jsonb, ${row.now.toISOString()})`);
}

/** A wallet movement keyed by its business event; its id, or null when the key was recorded already. */
export async function insertWalletEntry(db: Db, row: { customerId: number; currency: string; amountX100: number; reason: string; eventKey: string; now: Date }): Promise<number | null> {
  const [r] = await queryRows<{ id: Id }>(db, sql`insert into wallet_entries (customer_id, currency, amount_x100, reason, created_at, event_key)
    values (${row.customerId}, ${row.currency}, ${row.amountX100}, ${row.reason}, ${row.now.toISOString()}, ${row.eventKey})
    on conflict (event_key) where event_key is not null do nothing returning id`);
  return r ? Number(r.id) : null;
}

export async function insertDebtEntry(db: Db, row: { customerId: number; currency: string; amountX100: number; reason: string; eventKey: string; now: Date }): Promise<number | null> {
  const [r] = await queryRows<{ id: Id }>(db, sql`insert into customer_debt_entries (customer_id, currency, amount_x100, reason, event_key, created_at)
    values (${row.customerId}, ${row.currency}, ${row.amountX100}, ${row.reason}, ${row.eventKey}, ${row.now.toISOString()})
    on conflict (event_key) do nothing returning id`);
  return r ? Number(r.id) : null;
}

export async function debtBalance(db: Db, customerId: number, currency: string): Promise<number> {
  const [row] = await queryRows<{ b: Id | null }>(db, sql`select coalesce(sum(amount_x100), 0) as b from customer_debt_entries where customer_id = ${customerId} and currency = ${currency}`);
  return Number(row?.b ?? 0);
}

export async function insertCreditLock(db: Db, row: { customerId: number; currency: string; amountX100: number; reason: string; staffId: number; now: Date }): Promise<number> {
  const [r] = await queryRows<{ id: Id }>(db, sql`insert into customer_credit_locks (customer_id, currency, amount_x100, reason, created_by_staff_id, created_at)
    values (${row.customerId}, ${row.currency}, ${row.amountX100}, ${row.reason}, ${row.staffId}, ${row.now.toISOString()}) returning id`);
  return Number(r!.id);
}

export async function lockCreditLock(db: Db, customerId: number, lockId: number): Promise<{ id: Id; currency: string; amount_x100: Id; released_at: unknown } | null> {
  const [r] = await queryRows<{ id: Id; currency: string; amount_x100: Id; released_at: unknown }>(db, sql`
    select id, currency, amount_x100, released_at from customer_credit_locks where id = ${lockId} and customer_id = ${customerId} for update`);
  return r ?? null;
}

export async function releaseCreditLock(db: Db, lockId: number, staffId: number, now: Date): Promise<void> {
  await db.execute(sql`update customer_credit_locks set released_at = ${now.toISOString()}, released_by_staff_id = ${staffId} where id = ${lockId}`);
}

export async function lockedTotals(db: Db, customerId: number): Promise<Array<{ currency: string; locked: Id }>> {
  return queryRows(db, sql`select currency, sum(amount_x100) as locked from customer_credit_locks where customer_id = ${customerId} and released_at is null group by currency`);
}

export async function insertAdjustment(db: Db, row: { customerId: number; currency: string; amountX100: number; reason: string; state: 'pending' | 'applied'; staffId: number; now: Date }): Promise<number> {
  const [r] = await queryRows<{ id: Id }>(db, sql`insert into wallet_adjustments (customer_id, currency, amount_x100, reason, state, requested_by_staff_id, created_at, decided_at)
    values (${row.customerId}, ${row.currency}, ${row.amountX100}, ${row.reason}, ${row.state}, ${row.staffId}, ${row.now.toISOString()}, ${row.state === 'applied' ? row.now.toISOString() : null}) returning id`);
  return Number(r!.id);
}

export async function lockAdjustment(db: Db, id: number): Promise<{ id: Id; customer_id: Id; state: string; requested_by_staff_id: Id } | null> {
  const [r] = await queryRows<{ id: Id; customer_id: Id; state: string; requested_by_staff_id: Id }>(db, sql`
    select id, customer_id, state, requested_by_staff_id from wallet_adjustments where id = ${id} for update`);
  return r ?? null;
}

export async function decideAdjustment(db: Db, id: number, row: { state: 'applied' | 'rejected'; staffId: number | null; walletEntryId: number | null; now: Date }): Promise<void> {
  await db.execute(sql`update wallet_adjustments set state = ${row.state}, decided_by_staff_id = ${row.staffId}, wallet_entry_id = ${row.walletEntryId},
    decided_at = ${row.now.toISOString()} where id = ${id}`);
}

export async function insertComment(db: Db, customerId: number, body: string, staffId: number, now: Date): Promise<number> {
  const [r] = await queryRows<{ id: Id }>(db, sql`insert into customer_comments (customer_id, body, author_staff_id, created_at)
    values (${customerId}, ${body}, ${staffId}, ${now.toISOString()}) returning id`);
  return Number(r!.id);
}

/** Closes (staffId set) or reopens a comment; false when it is not the customer's or already so. */
export async function setCommentClosed(db: Db, customerId: number, commentId: number, close: { staffId: number; now: Date } | null): Promise<boolean> {
  const rows = await queryRows<{ id: Id }>(db, close
    ? sql`update customer_comments set closed_at = ${close.now.toISOString()}, closed_by_staff_id = ${close.staffId}
          where id = ${commentId} and customer_id = ${customerId} and closed_at is null returning id`
    : sql`update customer_comments set closed_at = null, closed_by_staff_id = null
          where id = ${commentId} and customer_id = ${customerId} and closed_at is not null returning id`);
  return rows.length > 0;
}

export async function commentExists(db: Db, customerId: number, commentId: number): Promise<boolean> {
  return (await queryRows(db, sql`select 1 from customer_comments where id = ${commentId} and customer_id = ${customerId}`)).length > 0;
}

/**
 * GDPR erasure of what the account holds beyond the law's records: wishlist, watchdogs, reviews,
 * the profile picture, push subscriptions, the desk's own comments on the customer. (The account
 * itself — sessions, addresses, identities, carts, the customer row's personal fields — goes
 * through the accounts module's deletion, which orders survive with their own copy.)
 */
export async function eraseEngagement(db: Db, customerId: number): Promise<void> {
  await db.execute(sql`delete from wishlist_items where customer_id = ${customerId}`);
  await db.execute(sql`delete from wishlist_links where customer_id = ${customerId}`);
  await db.execute(sql`delete from watchdogs where customer_id = ${customerId}`);
  await db.execute(sql`delete from reviews where customer_id = ${customerId}`);
  await db.execute(sql`delete from customer_images where customer_id = ${customerId}`);
  await db.execute(sql`delete from push_subscriptions where customer_id = ${customerId}`);
  await db.execute(sql`update customer_comments set body = '(anonymised)' where customer_id = ${customerId}`);
}

// ---------------------------------------------------------------- reviews
export interface ReportedRow { id: Id; customer_id: Id; author: string | null; title: string; rating: Id; body: string; hidden_at: unknown; reports: unknown }
export const reportedReviews = (db: Db) => queryRows<ReportedRow>(db, sql`
  select r.id, r.customer_id, coalesce(c.nickname, c.name) as author, g.title, r.rating, r.body, r.hidden_at,
    (select json_agg(json_build_object('reason', x.reason, 'note', x.note, 'createdAt', x.created_at) order by x.created_at)
       from review_reports x where x.review_id = r.id and x.resolved_at is null) as reports
  from reviews r join grandmothers g on g.id = r.grandmother_id join customers c on c.id = r.customer_id
  where exists (select 1 from review_reports x where x.review_id = r.id and x.resolved_at is null)
  order by (select min(x.created_at) from review_reports x where x.review_id = r.id and x.resolved_at is null) limit 200`);

export async function reviewWorkId(db: Db, id: number): Promise<number | null> {
  const [r] = await queryRows<{ grandmother_id: Id }>(db, sql`select grandmother_id from reviews where id = ${id}`);
  return r ? Number(r.grandmother_id) : null;
}

export async function lockReview(db: Db, id: number): Promise<{ id: Id; customer_id: Id; title: string; hidden_at: unknown } | null> {
  const [r] = await queryRows<{ id: Id; customer_id: Id; title: string; hidden_at: unknown }>(db, sql`
    select r.id, r.customer_id, g.title, r.hidden_at from reviews r join grandmothers g on g.id = r.grandmother_id where r.id = ${id} for update of r`);
  return r ?? null;
}

/** The open reports' reporters (their e-mail and language), to tell them the outcome. */
export const openReporters = (db: Db, reviewId: number) => queryRows<{ report_id: Id; customer_id: Id; email: string; locale: string; deleted_at: unknown }>(db, sql`
  select x.id as report_id, c.id as customer_id, c.email, c.locale, c.deleted_at from review_reports x join customers c on c.id = x.customer_id
  where x.review_id = ${reviewId} and x.resolved_at is null order by x.id`);

export async function setReviewHidden(db: Db, id: number, hidden: Date | null): Promise<void> {
  await db.execute(sql`update reviews set hidden_at = ${hidden ? hidden.toISOString() : null} where id = ${id}`);
}
export async function resolveReports(db: Db, reviewId: number, resolution: 'hide' | 'keep', staffId: number, now: Date): Promise<void> {
  await db.execute(sql`update review_reports set resolved_at = ${now.toISOString()}, resolution = ${resolution}, resolved_by_staff_id = ${staffId}
    where review_id = ${reviewId} and resolved_at is null`);
}
export async function deleteReview(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from reviews where id = ${id}`);
}

// ---------------------------------------------------------------- contact inbox
export interface ContactRow {
  id: Id; locale: string; name: string; email: string; subject: string; message: string; order_number: string | null; created_at: unknown;
  assigned_staff_id: Id | null; assigned_to: string | null; closed_at: unknown; closed_by: string | null; customer_id: Id | null;
}
export async function contactMessages(db: Db, state: 'open' | 'closed' | 'mine', staffId: number, page: number, pageSize: number): Promise<{ rows: ContactRow[]; total: number }> {
  const where = state === 'closed' ? sql`m.closed_at is not null` : state === 'mine' ? sql`m.closed_at is null and m.assigned_staff_id = ${staffId}` : sql`m.closed_at is null`;
  const rows = await queryRows<ContactRow>(db, sql`
    select m.id, m.locale, m.name, m.email, m.subject, m.message, m.order_number, m.created_at, m.assigned_staff_id, e1.name as assigned_to, m.closed_at,
      e2.name as closed_by, (select c.id from customers c where lower(c.email) = lower(m.email) and c.deleted_at is null) as customer_id
    from contact_messages m left join employees e1 on e1.id = m.assigned_staff_id left join employees e2 on e2.id = m.closed_by_staff_id
    where ${where} order by m.created_at ${state === 'closed' ? sql`desc` : sql`asc`}, m.id limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const [total] = await queryRows<{ n: Id }>(db, sql`select count(*) as n from contact_messages m where ${where}`);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function contactMessageExists(db: Db, id: number): Promise<{ closed_at: unknown; assigned_staff_id: Id | null } | null> {
  const [r] = await queryRows<{ closed_at: unknown; assigned_staff_id: Id | null }>(db, sql`select closed_at, assigned_staff_id from contact_messages where id = ${id} for update`);
  return r ?? null;
}
export async function assignContactMessage(db: Db, id: number, staffId: number | null): Promise<void> {
  await db.execute(sql`update contact_messages set assigned_staff_id = ${staffId} where id = ${id}`);
}
export async function setContactClosed(db: Db, id: number, close: { staffId: number; now: Date } | null): Promise<void> {
  await db.execute(close
    ? sql`update contact_messages set closed_at = ${close.now.toISOString()}, closed_by_staff_id = ${close.staffId} where id = ${id}`
    : sql`update contact_messages set closed_at = null, closed_by_staff_id = null where id = ${id}`);
}
/** One line of a message's journal (who did what, before → after). */
export async function insertContactJournal(db: Db, row: { messageId: number; staffId: number; action: string; details: Record<string, unknown>; now: Date }): Promise<void> {
  await db.execute(sql`insert into contact_message_journal (message_id, actor_staff_id, action, details, created_at)
    values (${row.messageId}, ${row.staffId}, ${row.action}, ${JSON.stringify(row.details)}::jsonb, ${row.now.toISOString()})`);
}
export interface ContactJournalRow { message_id: Id; action: string; actor: string | null; to_name: string | null; created_at: unknown }
/** The journals of some messages, oldest first; the assignee's name resolved. */
export async function contactJournal(db: Db, messageIds: readonly number[]): Promise<ContactJournalRow[]> {
  if (messageIds.length === 0) return [];
  return queryRows<ContactJournalRow>(db, sql`
    select j.message_id, j.action, e.name as actor, t.name as to_name, j.created_at
      from contact_message_journal j left join employees e on e.id = j.actor_staff_id
      left join employees t on j.action = 'assign' and t.id = (case when j.action = 'assign' then (j.details->>'to')::bigint end)
     where j.message_id in (${sql.join(messageIds.map((id) => sql`${id}`), sql`, `)})
     order by j.created_at, j.id`);
}
export async function employeeExists(db: Db, id: number): Promise<boolean> {
  return (await queryRows(db, sql`select 1 from employees where id = ${id} and active`)).length > 0;
}
