import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import {
  commissionAccessTokens, commissionAccounts, commissionCopies, commissionEvents, commissionExchangeRates, commissionLedgerEntries, commissionPayouts,
} from '../../db/schema';

/**
 * Commission selling's SQL (docs/adr/0030). Besides its own tables it reads — never writes — the
 * copies (books.seller_user_hash = customers.public_hash), the order lines of delivered orders and
 * their parcels, and the demand (wishlists, watchdogs) the dashboard shows the seller.
 */
export type AccountRow = typeof commissionAccounts.$inferSelect;
export type LedgerRow = typeof commissionLedgerEntries.$inferSelect;
export type PayoutRow = typeof commissionPayouts.$inferSelect;
export type Book = (typeof commissionLedgerEntries.$inferInsert)['book'];

export async function accountByTokenDigest(db: Db, digest: string): Promise<(AccountRow & { tokenDigest: string }) | null> {
  const [row] = await db.select({ account: commissionAccounts, tokenDigest: commissionAccessTokens.tokenDigest })
    .from(commissionAccessTokens)
    .innerJoin(commissionAccounts, eq(commissionAccounts.id, commissionAccessTokens.accountId))
    .where(and(eq(commissionAccessTokens.tokenDigest, digest), isNull(commissionAccessTokens.revokedAt)));
  return row ? { ...row.account, tokenDigest: row.tokenDigest } : null;
}

export async function accountByPublicToken(db: Db, token: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(commissionAccounts).where(eq(commissionAccounts.publicToken, token));
  return row ?? null;
}

export async function accountById(db: Db, id: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(commissionAccounts).where(eq(commissionAccounts.id, id));
  return row ?? null;
}

export async function accountOfCustomer(db: Db, customerId: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(commissionAccounts).where(eq(commissionAccounts.customerId, customerId));
  return row ?? null;
}

/** The account row's lock: every money movement of one account runs one at a time. */
export async function lockAccount(db: Db, accountId: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(commissionAccounts).where(eq(commissionAccounts.id, accountId)).for('update');
  return row ?? null;
}

export async function insertAccount(db: Db, row: typeof commissionAccounts.$inferInsert): Promise<AccountRow | null> {
  const [created] = await db.insert(commissionAccounts).values(row).onConflictDoNothing({ target: commissionAccounts.customerId }).returning();
  return created ?? null;
}

export async function insertToken(db: Db, row: typeof commissionAccessTokens.$inferInsert): Promise<void> {
  await db.insert(commissionAccessTokens).values(row);
}

/** Revokes the account's live tokens (all, or of one purpose); how many. */
export async function revokeTokens(db: Db, accountId: number, now: Date, purpose?: 'link' | 'account'): Promise<number> {
  const rows = await db.update(commissionAccessTokens).set({ revokedAt: now })
    .where(and(eq(commissionAccessTokens.accountId, accountId), isNull(commissionAccessTokens.revokedAt), purpose ? eq(commissionAccessTokens.purpose, purpose) : undefined))
    .returning({ id: commissionAccessTokens.id });
  return rows.length;
}

export async function insertEvent(db: Db, row: typeof commissionEvents.$inferInsert): Promise<void> {
  await db.insert(commissionEvents).values(row);
}

/** Rows of one ledger event; false when the event was recorded already (the unique (event_key, book)). */
export async function insertLedgerEvent(db: Db, rows: ReadonlyArray<typeof commissionLedgerEntries.$inferInsert>): Promise<boolean> {
  const inserted = await db.insert(commissionLedgerEntries).values([...rows]).onConflictDoNothing().returning({ id: commissionLedgerEntries.id });
  if (inserted.length !== 0 && inserted.length !== rows.length) throw new Error(`ledger event ${rows[0]?.eventKey} half recorded`);
  return inserted.length > 0;
}

export async function ledgerEventExists(db: Db, eventKey: string): Promise<boolean> {
  const [row] = await db.select({ id: commissionLedgerEntries.id }).from(commissionLedgerEntries).where(eq(commissionLedgerEntries.eventKey, eventKey)).limit(1);
  return !!row;
}

export async function ledgerRowsOfEvent(db: Db, eventKey: string): Promise<LedgerRow[]> {
  return db.select().from(commissionLedgerEntries).where(eq(commissionLedgerEntries.eventKey, eventKey)).orderBy(asc(commissionLedgerEntries.id));
}

/** The balance of each book of the account (in its currency), optionally only before a moment. */
export async function bookSums(db: Db, accountId: number, before?: Date): Promise<Record<string, number>> {
  const rows = await queryRows<{ book: string; total: string | number }>(db, sql`
    select book, coalesce(sum(amount_x100), 0) as total from commission_ledger_entries
     where account_id = ${accountId} ${before ? sql`and created_at < ${before.toISOString()}::timestamptz` : sql``}
     group by book`);
  return Object.fromEntries(rows.map((r) => [r.book, Number(r.total)]));
}

/** The seller-book rows of an account within [from, to). */
export async function sellerEntries(db: Db, accountId: number, from: Date, to: Date): Promise<LedgerRow[]> {
  return db.select().from(commissionLedgerEntries)
    .where(and(eq(commissionLedgerEntries.accountId, accountId), eq(commissionLedgerEntries.book, 'seller'),
      sql`${commissionLedgerEntries.createdAt} >= ${from.toISOString()}::timestamptz and ${commissionLedgerEntries.createdAt} < ${to.toISOString()}::timestamptz`))
    .orderBy(asc(commissionLedgerEntries.createdAt), asc(commissionLedgerEntries.id));
}

/** The months (YYYY-MM, UTC) in which the account's seller book moved, newest first. */
export async function statementMonths(db: Db, accountId: number): Promise<string[]> {
  const rows = await queryRows<{ month: string }>(db, sql`
    select distinct to_char(created_at at time zone 'UTC', 'YYYY-MM') as month from commission_ledger_entries
     where account_id = ${accountId} and book = 'seller' order by month desc`);
  return rows.map((r) => r.month);
}

export interface SaleLine { orderId: number; lineId: number; copyId: number; priceX100: number; currency: string; creditable: boolean; returned: boolean }

/**
 * The commission copies' lines of an order, each with whether its share is owed now: the order
 * delivered, the line active, and no parcel of the order returned.
 */
export async function commissionLinesOfOrder(db: Db, orderId: number, accountId?: number): Promise<Array<SaleLine & { accountId: number }>> {
  const rows = await queryRows<{ order_id: string; line_id: string; copy_id: string; price_x100: number; currency: string; creditable: boolean; returned: boolean; account_id: string }>(db, sql`
    select o.id as order_id, l.id as line_id, l.book_id as copy_id, l.price_x100, o.currency, a.id as account_id,
           exists (select 1 from shipments s where s.order_id = o.id and s.state = 'returned') as returned,
           (o.state = 'delivered' and l.active
             and not exists (select 1 from shipments s where s.order_id = o.id and s.state = 'returned')) as creditable
      from orders o
      join order_lines l on l.order_id = o.id
      join books b on b.id = l.book_id
      join customers c on c.public_hash = b.seller_user_hash
      join commission_accounts a on a.customer_id = c.id
     where o.id = ${orderId} ${accountId !== undefined ? sql`and a.id = ${accountId}` : sql``}
     order by l.id`);
  return rows.map((r) => ({
    orderId: Number(r.order_id), lineId: Number(r.line_id), copyId: Number(r.copy_id), priceX100: Number(r.price_x100), currency: r.currency,
    creditable: r.creditable, returned: r.returned, accountId: Number(r.account_id),
  }));
}

/**
 * Orders with work to do for the settlement sweep: a commission line credited-worthy without its
 * sale, or a credited sale that is no longer owed and has no reversal.
 */
export async function ordersToSettle(db: Db, limit: number): Promise<number[]> {
  const rows = await queryRows<{ order_id: string }>(db, sql`
    select distinct o.id as order_id
      from orders o
      join order_lines l on l.order_id = o.id
      join books b on b.id = l.book_id
      join customers c on c.public_hash = b.seller_user_hash
      join commission_accounts a on a.customer_id = c.id
     where (o.state = 'delivered' and l.active
              and not exists (select 1 from shipments s where s.order_id = o.id and s.state = 'returned')
              and not exists (select 1 from commission_ledger_entries e where e.event_key = 'commission-sale:' || l.id))
        or (exists (select 1 from commission_ledger_entries e where e.event_key = 'commission-sale:' || l.id and e.amount_x100 <> 0)
              and not exists (select 1 from commission_ledger_entries e where e.event_key = 'commission-reversal:' || l.id)
              and not (o.state = 'delivered' and l.active
                       and not exists (select 1 from shipments s where s.order_id = o.id and s.state = 'returned')))
     order by o.id limit ${limit}`);
  return rows.map((r) => Number(r.order_id));
}

/** Terms fixed at intake for a copy; null when the copy was taken in before (the storefront's terms apply). */
export async function copyTerms(db: Db, copyId: number): Promise<typeof commissionCopies.$inferSelect | null> {
  const [row] = await db.select().from(commissionCopies).where(eq(commissionCopies.copyId, copyId));
  return row ?? null;
}

export interface AccountCopyRow {
  copyId: number; workId: number; editionId: number; title: string; state: string; conditionId: number;
  priceCzkX100: number; priceEurX100: number; listedAt: string; soldAt: string | null;
  sharePercent: number | null; minPriceX100: number | null; listingEndsAt: string | null;
  offerState: string | null; offerDeadline: string | null; offerChoice: string | null; priceChanges: number; views: number;
  wishlists: number; watchdogs: number;
}

const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** Every copy of the account's seller (newest first), with its terms, offer and the demand waiting for it. */
export async function accountCopies(db: Db, customerId: number, options: { onlyForSale?: boolean; onlyOffers?: boolean; copyId?: number } = {}): Promise<AccountCopyRow[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    select b.id as copy_id, b.grandmother_id as work_id, b.mother_id as edition_id, m.title, b.state, b.condition_id,
           b.price_czk_x100, b.price_eur_x100, coalesce(cc.listed_at, b.first_stocked_at, b.added_at) as listed_at, b.sold_at,
           cc.share_percent, cc.min_price_x100, cc.listing_ends_at, cc.offer_state, cc.offer_deadline, cc.offer_choice,
           coalesce(cc.price_changes, 0) as price_changes, coalesce(cc.views, 0) as views,
           (select count(*) from wishlist_items w where w.book_id = b.id or (w.kind = 'work' and w.grandmother_id = b.grandmother_id)) as wishlists,
           (select count(*) from watchdogs d where d.grandmother_id = b.grandmother_id or d.mother_id = b.mother_id) as watchdogs
      from books b
      join mothers m on m.id = b.mother_id
      join customers c on c.public_hash = b.seller_user_hash
      left join commission_copies cc on cc.book_id = b.id
     where c.id = ${customerId}
       ${options.onlyForSale ? sql`and b.state = 'in_stock' and (cc.offer_state is null or cc.offer_choice = 'reprice')` : sql``}
       ${options.onlyOffers ? sql`and cc.offer_state is not null` : sql``}
       ${options.copyId !== undefined ? sql`and b.id = ${options.copyId}` : sql``}
     order by b.id desc
     limit 1000`);
  return rows.map((r) => ({
    copyId: Number(r.copy_id), workId: Number(r.work_id), editionId: Number(r.edition_id), title: String(r.title), state: String(r.state),
    conditionId: Number(r.condition_id), priceCzkX100: Number(r.price_czk_x100), priceEurX100: Number(r.price_eur_x100),
    listedAt: iso(r.listed_at)!, soldAt: iso(r.sold_at),
    sharePercent: r.share_percent === null ? null : Number(r.share_percent), minPriceX100: r.min_price_x100 === null ? null : Number(r.min_price_x100),
    listingEndsAt: iso(r.listing_ends_at), offerState: (r.offer_state as string | null) ?? null, offerDeadline: iso(r.offer_deadline),
    offerChoice: (r.offer_choice as string | null) ?? null, priceChanges: Number(r.price_changes), views: Number(r.views),
    wishlists: Number(r.wishlists), watchdogs: Number(r.watchdogs),
  }));
}

export async function lockCopyTerms(db: Db, copyId: number): Promise<typeof commissionCopies.$inferSelect | null> {
  const [row] = await db.select().from(commissionCopies).where(eq(commissionCopies.copyId, copyId)).for('update');
  return row ?? null;
}

export async function updateCopyTerms(db: Db, copyId: number, set: Partial<typeof commissionCopies.$inferInsert>): Promise<void> {
  await db.update(commissionCopies).set(set).where(eq(commissionCopies.copyId, copyId));
}

export async function insertCopyTerms(db: Db, row: typeof commissionCopies.$inferInsert): Promise<void> {
  await db.insert(commissionCopies).values(row).onConflictDoNothing();
}

/** A seller's price change (within the terms): the copy's price in both currencies and its history. */
export async function setCopyPrice(db: Db, copyId: number, priceCzkX100: number, priceEurX100: number, now: Date): Promise<void> {
  await db.execute(sql`update books set price_czk_x100 = ${priceCzkX100}, price_eur_x100 = ${priceEurX100} where id = ${copyId}`);
  await db.execute(sql`insert into book_price_history (book_id, price_czk_x100, price_eur_x100, valid_from) values (${copyId}, ${priceCzkX100}, ${priceEurX100}, ${now.toISOString()})`);
}

export async function insertPayout(db: Db, row: typeof commissionPayouts.$inferInsert): Promise<PayoutRow | null> {
  const [created] = await db.insert(commissionPayouts).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function lockPayout(db: Db, id: number): Promise<PayoutRow | null> {
  const [row] = await db.select().from(commissionPayouts).where(eq(commissionPayouts.id, id)).for('update');
  return row ?? null;
}

export async function updatePayout(db: Db, id: number, set: Partial<typeof commissionPayouts.$inferInsert>): Promise<PayoutRow> {
  const [row] = await db.update(commissionPayouts).set(set).where(eq(commissionPayouts.id, id)).returning();
  return row!;
}

export async function openPayout(db: Db, accountId: number): Promise<PayoutRow | null> {
  const [row] = await db.select().from(commissionPayouts).where(and(eq(commissionPayouts.accountId, accountId), eq(commissionPayouts.state, 'requested')));
  return row ?? null;
}

export async function accountPayouts(db: Db, accountId: number): Promise<PayoutRow[]> {
  return db.select().from(commissionPayouts).where(eq(commissionPayouts.accountId, accountId)).orderBy(desc(commissionPayouts.requestedAt), desc(commissionPayouts.id)).limit(200);
}

export async function payoutsByState(db: Db, state?: PayoutRow['state']): Promise<Array<PayoutRow & { customerId: number; customerEmail: string | null }>> {
  const rows = await db.select({ payout: commissionPayouts, customerId: commissionAccounts.customerId, email: sql<string | null>`(select email from customers where id = ${commissionAccounts.customerId})` })
    .from(commissionPayouts).innerJoin(commissionAccounts, eq(commissionAccounts.id, commissionPayouts.accountId))
    .where(state ? eq(commissionPayouts.state, state) : undefined)
    .orderBy(desc(commissionPayouts.requestedAt), desc(commissionPayouts.id)).limit(200);
  return rows.map((r) => ({ ...r.payout, customerId: Number(r.customerId), customerEmail: r.email }));
}

export async function accountEvents(db: Db, accountId: number): Promise<Array<typeof commissionEvents.$inferSelect>> {
  return db.select().from(commissionEvents).where(eq(commissionEvents.accountId, accountId)).orderBy(desc(commissionEvents.at), desc(commissionEvents.id)).limit(200);
}

/** The seller's public profile hash (books.seller_user_hash of their copies). */
export async function customerPublicHash(db: Db, customerId: number): Promise<{ publicHash: string; email: string | null } | null> {
  const [row] = await queryRows<{ public_hash: string; email: string | null }>(db, sql`select public_hash, email from customers where id = ${customerId}`);
  return row ? { publicHash: row.public_hash, email: row.email } : null;
}

/**
 * End of listing (a sweep): in-stock copies past listing_ends_at (never offered, or re-priced
 * earlier) are offered back until now + window (`listing_ended`); offers past their deadline lapse
 * (`lapsed`: donated). Each change journaled. How many copies changed.
 */
export async function endListings(db: Db, now: Date, windowDays: number): Promise<number> {
  const at = now.toISOString();
  const ended = await queryRows<{ n: string }>(db, sql`
    with changed as (
      update commission_copies cc set offer_state = 'listing_ended', offer_choice = null,
             offer_deadline = ${at}::timestamptz + make_interval(days => ${windowDays})
        from books b
       where b.id = cc.book_id and b.state = 'in_stock' and cc.listing_ends_at <= ${at}::timestamptz
         and (cc.offer_state is null or (cc.offer_state = 'chosen' and cc.offer_choice = 'reprice'))
      returning cc.book_id, cc.account_id, cc.offer_deadline),
    journaled as (
      insert into commission_events (account_id, kind, actor, before, after, at)
      select account_id, 'listing-ended', 'shop', jsonb_build_object('copyId', book_id), jsonb_build_object('copyId', book_id, 'offerState', 'listing_ended', 'deadline', offer_deadline), ${at}::timestamptz from changed
      returning 1)
    select count(*) as n from changed`);
  const lapsed = await queryRows<{ n: string }>(db, sql`
    with changed as (
      update commission_copies set offer_state = 'lapsed', offer_choice = 'donate'
       where offer_state = 'listing_ended' and offer_deadline < ${at}::timestamptz
      returning book_id, account_id),
    journaled as (
      insert into commission_events (account_id, kind, actor, before, after, at)
      select account_id, 'offer-lapsed', 'shop', jsonb_build_object('copyId', book_id, 'offerState', 'listing_ended'), jsonb_build_object('copyId', book_id, 'offerState', 'lapsed', 'choice', 'donate'), ${at}::timestamptz from changed
      returning 1)
    select count(*) as n from changed`);
  return Number(ended[0]?.n ?? 0) + Number(lapsed[0]?.n ?? 0);
}

/**
 * Demo mode only (the browser test's seller): a customer with a bank account, one commission copy
 * in stock and one sold in a shipped order (the order desk's "complete" delivers it). Taken from
 * the dearer in-stock copies nobody ordered, so that the share clears the minimum payout.
 */
export async function insertDemoSellerWithSale(db: Db, now: Date, tag: string): Promise<{ customerId: number; orderId: number; inStockCopyId: number; soldCopyId: number; soldTitle: string } | null> {
  const copies = await queryRows<{ id: string; title: string; price_czk_x100: number }>(db, sql`
    select b.id, m.title, b.price_czk_x100 from books b join mothers m on m.id = b.mother_id
     where b.state = 'in_stock' and b.seller_user_hash is null and not exists (select 1 from order_lines l where l.book_id = b.id)
     order by b.price_czk_x100 desc, b.id desc offset 20 limit 2
       for update of b skip locked`);
  if (copies.length < 2) return null;
  const [c] = await queryRows<{ id: string; public_hash: string }>(db, sql`
    insert into customers (email, name, locale, bank_account) values (${`${tag}@commission.demo.bookturn.test`}, 'Eva Komisní', 'cs', 'CZ6508000000192000145399') returning id, public_hash`);
  const at = now.toISOString();
  for (const copy of copies) await db.execute(sql`update books set seller_user_hash = ${c!.public_hash} where id = ${copy.id}`);
  const sold = copies[1]!;
  const number = `BTE${tag.replace(/[^0-9]/g, '').slice(-9)}`;
  const [o] = await queryRows<{ id: string }>(db, sql`
    insert into orders (number, public_code, locale, currency, email, phone, name, shipping_method, payment_method, items_x100, shipping_x100, total_x100, state, paid_at, created_at, updated_at)
    values (${number}, ${`commission-${tag}`}, 'cs', 'CZK', ${`buyer-${tag}@commission.demo.bookturn.test`}, '+420600000000', 'Demo Buyer', 'packeta', 'card',
            ${sold.price_czk_x100}, 0, ${sold.price_czk_x100}, 'shipped', ${at}, ${at}, ${at}) returning id`);
  await db.execute(sql`insert into order_lines (order_id, book_id, title, condition_id, price_x100) values (${o!.id}, ${sold.id}, ${sold.title}, 2, ${sold.price_czk_x100})`);
  await db.execute(sql`update books set state = 'sold', sold_at = ${at} where id = ${sold.id}`);
  return { customerId: Number(c!.id), orderId: Number(o!.id), inStockCopyId: Number(copies[0]!.id), soldCopyId: Number(sold.id), soldTitle: sold.title };
}

// ---------------------------------------------------------------------------------------------
// Copy views (docs/adr/0030): deduplicated per copy, UTC day and visitor digest.

export async function isCommissionCopy(db: Db, copyId: number): Promise<boolean> {
  const [row] = await db.select({ id: commissionCopies.copyId }).from(commissionCopies).where(eq(commissionCopies.copyId, copyId));
  return !!row;
}

/** The commission account owning a copy (books.seller_user_hash = the customer's public hash), or null. */
export async function accountOwningCopy(db: Db, copyId: number): Promise<AccountRow | null> {
  const [row] = await db.select({ account: commissionAccounts }).from(commissionAccounts)
    .where(sql`${commissionAccounts.customerId} = (select c.id from books b join customers c on c.public_hash = b.seller_user_hash where b.id = ${copyId})`);
  return row?.account ?? null;
}

/** The day's random salt (made by the first view of the day; concurrent first views agree on one). */
export async function viewSalt(db: Db, day: string, fresh: string): Promise<string> {
  const [row] = await queryRows<{ salt: string }>(db, sql`
    with ins as (insert into commission_view_salts (day, salt) values (${day}, ${fresh}) on conflict (day) do nothing returning salt)
    select salt from ins union all select salt from commission_view_salts where day = ${day} limit 1`);
  return row!.salt;
}

/**
 * One view of a commission copy by one visitor on one day: counted (views + 1) only when the copy
 * is a commission copy and the visitor has not been counted for it that day. Whether it counted.
 */
export async function recordCopyView(db: Db, copyId: number, day: string, visitorDigest: string): Promise<boolean> {
  const rows = await queryRows<{ book_id: string }>(db, sql`
    with ins as (
      insert into commission_copy_view_keys (book_id, day, visitor_digest)
      select ${copyId}, ${day}, ${visitorDigest} where exists (select 1 from commission_copies where book_id = ${copyId})
      on conflict do nothing returning book_id)
    update commission_copies set views = views + 1 where book_id in (select book_id from ins) returning book_id`);
  return rows.length > 0;
}

/** Forgets view keys and salts before a day (the sweep keeps yesterday's and today's). */
export async function pruneViewKeys(db: Db, beforeDay: string): Promise<void> {
  await db.execute(sql`delete from commission_copy_view_keys where day < ${beforeDay}`);
  await db.execute(sql`delete from commission_view_salts where day < ${beforeDay}`);
}

// ---------------------------------------------------------------------------------------------
// Exchange rates (docs/adr/0030): CZK per EUR in thousandths, valid from a date.

/** The rate valid on a day (the latest valid_from on or before it; the seeded 2000-01-01 row is the floor). */
export async function rateOn(db: Db, day: string): Promise<number | null> {
  const [row] = await db.select({ rate: commissionExchangeRates.czkPerEurMilli }).from(commissionExchangeRates)
    .where(sql`${commissionExchangeRates.validFrom} <= ${day}::date`).orderBy(desc(commissionExchangeRates.validFrom)).limit(1);
  return row?.rate ?? null;
}

export async function exchangeRates(db: Db): Promise<Array<typeof commissionExchangeRates.$inferSelect>> {
  return db.select().from(commissionExchangeRates).orderBy(desc(commissionExchangeRates.validFrom)).limit(200);
}

/** Sets the rate from a day (a second entry for the same day replaces it). */
export async function upsertRate(db: Db, row: typeof commissionExchangeRates.$inferInsert): Promise<void> {
  await db.insert(commissionExchangeRates).values(row).onConflictDoUpdate({
    target: commissionExchangeRates.validFrom, set: { czkPerEurMilli: row.czkPerEurMilli, createdByStaffId: row.createdByStaffId, createdAt: row.createdAt },
  });
}

/** The day of the order (UTC) whose line is settled: the sale's date for the exchange rate. */
export async function orderDay(db: Db, orderId: number): Promise<string | null> {
  const [row] = await queryRows<{ day: string }>(db, sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day from orders where id = ${orderId}`);
  return row?.day ?? null;
}

export async function setAutoPayoutThreshold(db: Db, accountId: number, thresholdX100: number | null, now: Date): Promise<AccountRow> {
  const [row] = await db.update(commissionAccounts).set({ autoPayoutThresholdX100: thresholdX100, updatedAt: now }).where(eq(commissionAccounts.id, accountId)).returning();
  return row!;
}
