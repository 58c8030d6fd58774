import type { CommentView, SupportCommissionRotated, SupportCustomerDetail, SupportCustomerList, SupportCustomerListQuery, SupportViewAs } from '@/contracts/support';
import { maskBankAccount } from '@/lib/bankAccount';
import type { Db } from '../../db/client';
import { requireStaff, type RequestContext } from '../../http/context';
import { AppError } from '../../http/errors';
import { anonymiseAccountInTx } from '../account';
import { customerPayoutViews } from '../buyback';
import { commissionAccountOfCustomer, commissionJournalOfCustomer, commissionStatementOfCustomer, rotateByStaff } from '../commission';
import { deleteCustomerSessions } from '../customers';
import * as repo from './support.repository';
import { iso, isoOrNull, num, numOrNull } from './support.repository';

/**
 * The customer-support desk's reads and non-money actions (issue 16 item 4, docs/adr/0031).
 * Permissions are declared by the routes (customers); services journal every change (who, when,
 * before → after, why) in customer_journal, in the change's own transaction.
 */
export const inTx = <T,>(ctx: RequestContext, work: (tx: Db) => Promise<T>): Promise<T> =>
  ctx.db.transaction(async (tx) => work(tx as unknown as Db)) as Promise<T>;

export async function journal(tx: Db, ctx: RequestContext, customerId: number, action: string, details: Record<string, unknown>): Promise<void> {
  await repo.insertJournal(tx, { customerId, staffId: requireStaff(ctx, 'signed-in').id, action, details, now: ctx.now });
}

/** The customer row (locked with forUpdate), 404 when there is none. */
export async function customerOr404(db: Db, id: number, forUpdate = false): Promise<repo.CustomerRow> {
  const row = await repo.findCustomer(db, id, forUpdate);
  if (!row) throw new AppError('NOT_FOUND', 'No such customer');
  return row;
}

const balancesOf = (rows: Array<{ currency: string; balance: number | string }>) => rows.map((b) => ({ currency: b.currency.trim(), balanceX100: num(b.balance) }));

export async function listCustomers(ctx: RequestContext, query: SupportCustomerListQuery): Promise<SupportCustomerList> {
  const { rows, total } = await repo.listCustomers(ctx.db, query.q, query.page, query.pageSize);
  const balances = await repo.walletBalances(ctx.db, rows.map((r) => num(r.id)));
  return {
    items: rows.map((r) => ({
      id: num(r.id), email: r.email, name: r.name, nickname: r.nickname, createdAt: iso(r.created_at), anonymised: r.deleted_at !== null, orders: num(r.orders),
      balances: balancesOf(balances.filter((b) => num(b.customer_id) === num(r.id))),
    })),
    total, page: query.page, pageSize: query.pageSize,
  };
}

const commentOut = (c: repo.CommentRow): CommentView => ({
  id: num(c.id), body: c.body, author: c.author ?? '?', createdAt: iso(c.created_at), closedAt: isoOrNull(c.closed_at), closedBy: c.closed_by,
  orderId: numOrNull(c.order_id), orderNumber: c.order_number,
});

export async function customerDetail(ctx: RequestContext, customerId: number): Promise<SupportCustomerDetail> {
  const db = ctx.db;
  const c = await customerOr404(db, customerId);
  const [entries, balances, locked, locks, adjustments, debts, payouts, orders, leads, batches, commission, reviews, wishlist, watchdogs, sessions, comments, orderComments, journal] = await Promise.all([
    repo.walletEntries(db, customerId), repo.walletBalances(db, [customerId]), repo.lockedTotals(db, customerId), repo.creditLocks(db, customerId),
    repo.adjustments(db, customerId), repo.debtEntries(db, customerId), customerPayoutViews(db, customerId), repo.orders(db, customerId),
    repo.leads(db, customerId), repo.batches(db, customerId), repo.commissionCopies(db, c.public_hash), repo.reviews(db, customerId),
    repo.wishlist(db, customerId), repo.watchdogs(db, customerId), repo.sessions(db, customerId, ctx.now), repo.customerComments(db, customerId),
    repo.orderComments(db, customerId), repo.journal(db, customerId),
  ]);
  const commissionAccount = await commissionOf(ctx, customerId);
  const currencies = [...new Set([...balances.map((b) => b.currency.trim()), ...locked.map((l) => l.currency.trim())])].sort();
  const debtBy = new Map<string, number>();
  for (const d of debts) debtBy.set(d.currency.trim(), (debtBy.get(d.currency.trim()) ?? 0) + num(d.amount_x100));
  return {
    profile: {
      id: num(c.id), email: c.email, name: c.name, phone: c.phone, nickname: c.nickname, locale: c.locale, publicHash: c.public_hash,
      createdAt: iso(c.created_at), anonymisedAt: isoOrNull(c.deleted_at), identificationLevel: c.identification_level, kind: c.kind,
      bankAccountMasked: c.bank_account ? maskBankAccount(c.bank_account) : null, wishlistPublic: Boolean(c.wishlist_public),
    },
    wallet: {
      balances: currencies.map((currency) => ({
        currency,
        balanceX100: num(balances.find((b) => b.currency.trim() === currency)?.balance ?? 0),
        lockedX100: num(locked.find((l) => l.currency.trim() === currency)?.locked ?? 0),
      })),
      entries: entries.map((e) => ({ id: num(e.id), currency: e.currency.trim(), amountX100: num(e.amount_x100), reason: e.reason, orderId: numOrNull(e.order_id), createdAt: iso(e.created_at) })),
    },
    creditLocks: locks.map((l) => ({
      id: num(l.id), currency: l.currency.trim(), amountX100: num(l.amount_x100), reason: l.reason, createdBy: l.created_by ?? '?', createdAt: iso(l.created_at),
      releasedBy: l.released_by, releasedAt: isoOrNull(l.released_at),
    })),
    adjustments: adjustments.map(adjustmentOut),
    debts: {
      balances: [...debtBy.entries()].map(([currency, balanceX100]) => ({ currency, balanceX100 })),
      entries: debts.map((d) => ({ id: num(d.id), currency: d.currency.trim(), amountX100: num(d.amount_x100), reason: d.reason, createdAt: iso(d.created_at) })),
    },
    payouts,
    orders: orders.map((o) => ({ id: num(o.id), number: o.number, state: o.state, currency: o.currency.trim(), totalX100: num(o.total_x100), createdAt: iso(o.created_at) })),
    leads: leads.map((l) => ({ id: num(l.id), state: l.state, createdAt: iso(l.created_at), submittedAt: isoOrNull(l.submitted_at) })),
    batches: batches.map((b) => ({ id: num(b.id), code: b.code, state: b.state, createdAt: iso(b.created_at) })),
    commission: { account: commissionAccount, copies: commission.map((b) => ({ copyId: num(b.id), title: b.title, state: b.state, priceCzkX100: numOrNull(b.price_czk_x100) })) },
    reviews: reviews.map((r) => ({
      id: num(r.id), workId: num(r.grandmother_id), workTitle: r.title, rating: num(r.rating), body: r.body, hidden: r.hidden_at !== null, openReports: num(r.open_reports), createdAt: iso(r.created_at),
    })),
    wishlist: wishlist.map((w) => ({ id: num(w.id), kind: w.kind, workId: num(w.grandmother_id), copyId: numOrNull(w.book_id), title: w.title, createdAt: iso(w.created_at) })),
    watchdogs: watchdogs.map((w) => ({ id: num(w.id), kind: w.kind, label: w.label, createdAt: iso(w.created_at) })),
    sessions: sessions.map((s) => ({ createdAt: iso(s.created_at), lastSeenAt: iso(s.last_seen_at), userAgent: s.user_agent })),
    comments: comments.map(commentOut),
    orderComments: orderComments.map(commentOut),
    journal: journal.map((j) => ({
      id: num(j.id), action: j.action, actor: j.actor, createdAt: iso(j.created_at),
      details: (typeof j.details === 'string' ? JSON.parse(j.details) : j.details ?? {}) as Record<string, unknown>,
    })),
  };
}

/** How many statement lines and journal events the customer page shows. */
const COMMISSION_RECENT = 20;

/** The customer's commission account through the commission module: totals, open payout, this month's lines, recent journal. */
async function commissionOf(ctx: RequestContext, customerId: number): Promise<SupportCustomerDetail['commission']['account']> {
  const overview = await commissionAccountOfCustomer(ctx, customerId);
  if (!overview) return null;
  const month = ctx.now.toISOString().slice(0, 7);
  const [statement, events] = await Promise.all([commissionStatementOfCustomer(ctx, customerId, month), commissionJournalOfCustomer(ctx, customerId)]);
  return {
    accountId: overview.accountId, currency: overview.currency, payoutMethod: overview.payoutMethod, bankAccountMasked: overview.bankAccountMasked,
    autoPayoutThresholdX100: overview.autoPayoutThresholdX100, minPayoutX100: overview.terms.minPayoutX100,
    totals: overview.totals, openPayout: overview.openPayout, statementMonth: month,
    statement: (statement?.lines ?? []).slice().reverse().slice(0, COMMISSION_RECENT),
    events: events.slice(0, COMMISSION_RECENT).map((e) => ({ id: e.id, kind: e.kind, actor: e.actor, at: e.at })),
  };
}

/**
 * Staff rotate the customer's commission token (permission commission): every live token revoked,
 * one new one returned once; journaled on the account (the commission module) and on the customer,
 * in one transaction. 404 NOT_FOUND when the customer has no commission account.
 */
export async function rotateCommissionToken(ctx: RequestContext, customerId: number): Promise<SupportCommissionRotated> {
  return inTx(ctx, async (tx) => {
    await customerOr404(tx, customerId, true);
    const txCtx: RequestContext = { ...ctx, db: tx };
    const account = await commissionAccountOfCustomer(txCtx, customerId);
    if (!account) throw new AppError('NOT_FOUND', 'No commission account');
    const rotated = await rotateByStaff(txCtx, account.accountId);
    await journal(tx, ctx, customerId, 'commission-rotate', { accountId: account.accountId });
    return rotated;
  });
}

export const adjustmentOut = (a: repo.AdjustmentRow) => ({
  id: num(a.id), customerId: num(a.customer_id), currency: a.currency.trim(), amountX100: num(a.amount_x100), reason: a.reason, state: a.state,
  requestedBy: a.requested_by ?? '?', decidedBy: a.decided_by, createdAt: iso(a.created_at), decidedAt: isoOrNull(a.decided_at),
});

/**
 * "View as customer" (read only): what the customer's account shows — balances, orders, wishlist,
 * watchdogs, payouts — rendered for staff from the same rows. No customer session or token is
 * made, so nothing can be paid or changed through it; every look is journaled.
 */
export async function viewAsCustomer(ctx: RequestContext, customerId: number): Promise<SupportViewAs> {
  const c = await customerOr404(ctx.db, customerId);
  await journal(ctx.db, ctx, customerId, 'view-as', {});
  const [balances, orders, wishlist, watchdogs, payouts] = await Promise.all([
    repo.walletBalances(ctx.db, [customerId]), repo.orders(ctx.db, customerId), repo.wishlist(ctx.db, customerId), repo.watchdogs(ctx.db, customerId),
    customerPayoutViews(ctx.db, customerId),
  ]);
  return {
    customerId, name: c.name, email: c.email, locale: c.locale, balances: balancesOf(balances),
    orders: orders.map((o) => ({ id: num(o.id), number: o.number, state: o.state, currency: o.currency.trim(), totalX100: num(o.total_x100), createdAt: iso(o.created_at) })),
    wishlist: wishlist.map((w) => ({ id: num(w.id), kind: w.kind, workId: num(w.grandmother_id), copyId: numOrNull(w.book_id), title: w.title, createdAt: iso(w.created_at) })),
    watchdogs: watchdogs.map((w) => ({ id: num(w.id), kind: w.kind, label: w.label, createdAt: iso(w.created_at) })),
    payouts,
  };
}

// ---------------------------------------------------------------- comments
export async function addComment(ctx: RequestContext, customerId: number, body: string): Promise<number> {
  return inTx(ctx, async (tx) => {
    await customerOr404(tx, customerId, true);
    const id = await repo.insertComment(tx, customerId, body, requireStaff(ctx, 'signed-in').id, ctx.now);
    await journal(tx, ctx, customerId, 'comment', { commentId: id });
    return id;
  });
}

/** Close or reopen: 404 for another customer's comment; a no-op (not journaled) when it is so already. */
export async function setCommentClosed(ctx: RequestContext, customerId: number, commentId: number, close: boolean): Promise<void> {
  await inTx(ctx, async (tx) => {
    if (!(await repo.commentExists(tx, customerId, commentId))) throw new AppError('NOT_FOUND', 'No such comment');
    const changed = await repo.setCommentClosed(tx, customerId, commentId, close ? { staffId: requireStaff(ctx, 'signed-in').id, now: ctx.now } : null);
    if (changed) await journal(tx, ctx, customerId, close ? 'comment-close' : 'comment-reopen', { commentId, from: close ? 'open' : 'closed', to: close ? 'closed' : 'open' });
  });
}

// ---------------------------------------------------------------- anonymise (GDPR)
/**
 * Anonymises the customer on request: the account goes (accounts module: sessions, addresses,
 * identities, carts, personal fields; orders keep their own copy as the law requires), and so do
 * the wishlist, watchdogs, reviews, profile picture and push subscriptions. The wallet and debt
 * ledgers and the journal stay (records), under the bare id. 409 CUSTOMER_ANONYMISED when done already.
 */
export async function anonymise(ctx: RequestContext, customerId: number, reason: string): Promise<void> {
  await inTx(ctx, async (tx) => {
    const c = await customerOr404(tx, customerId, true);
    if (c.deleted_at !== null) throw new AppError('CUSTOMER_ANONYMISED', 'The customer is anonymised already');
    await repo.eraseEngagement(tx, customerId);
    await anonymiseAccountInTx(tx, customerId, ctx.now);
    await journal(tx, ctx, customerId, 'anonymise', { reason });
  });
  await deleteCustomerSessions(ctx.db, customerId);
}
