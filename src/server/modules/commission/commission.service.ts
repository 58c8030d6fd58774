import { createHash, randomBytes } from 'node:crypto';
import { AUTO_PAYOUT_MAX_FACTOR, type AutoPayoutBody, type ExchangeRateList } from '@/contracts/commission';
import type {
  CommissionCopyList, CommissionCopyView, CommissionOverview, CommissionPayoutView, CommissionShare, CommissionStatement, MyCommission,
  OfferChoiceBody, PayoutRequestBody, PriceChangeBody, StaffCommissionPayoutList, TokenRotated,
} from '@/contracts/commission';
import { maskBankAccount } from '@/lib/bankAccount';
import type { Db } from '../../db/client';
import type { RequestContext, SystemContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { insertBuybackWalletEntry, lockCommissionBankPayoutInTx, lockCustomer, payoutStates } from '../buyback';
import { shareOf, termsFor, type CommissionTerms } from './commission-terms';
import { digestsEqual, newPrivateToken, newPublicToken, PRIVATE_TOKEN_PATTERN, PUBLIC_TOKEN_PATTERN, tokenDigest } from './commission-tokens';
import * as repo from './commission.repository';
import type { AccountRow, PayoutRow } from './commission.repository';
import type { Locale } from '@/i18n/locales';

/**
 * Commission selling (issue 16, docs/adr/0030): the seller's account behind a private token, the
 * shares credited on delivery and reversed on return in a double-entry ledger, payouts through the
 * buyback module's payment file, end-of-listing offers, monthly statements.
 */

type Ctx = SystemContext;
const DAY = 24 * 60 * 60 * 1000;
const tx = <T,>(ctx: Ctx, run: (db: Db) => Promise<T>): Promise<T> => ctx.db.transaction(async (t) => run(t as unknown as Db));

export const saleKey = (lineId: number) => `commission-sale:${lineId}`;
export const reversalKey = (lineId: number) => `commission-reversal:${lineId}`;

// ---------------------------------------------------------------------------------------------
// Tokens and accounts

/** The account behind a private token, else 404 NOT_FOUND (malformed, unknown and revoked alike). */
export async function accountByPrivateToken(db: Db, token: string): Promise<AccountRow> {
  if (!PRIVATE_TOKEN_PATTERN.test(token)) throw notFound('Commission account');
  const digest = tokenDigest(token);
  const account = await repo.accountByTokenDigest(db, digest);
  if (!account || !digestsEqual(account.tokenDigest, digest)) throw notFound('Commission account');
  return account;
}

export interface OpenedAccount { account: AccountRow; privateToken: string }

/**
 * A seller's commission account (one per customer; an existing one is returned with a fresh link
 * token only when asked). The demo passes its fixed tokens; everyone else gets random ones.
 */
export async function openCommissionAccount(db: Db, input: {
  customerId: number; locale: string; now: Date; privateToken?: string; publicToken?: string;
  payoutMethod?: 'wallet' | 'bank'; bankAccount?: string | null; accountHolder?: string | null; autoPayoutThresholdX100?: number | null;
}): Promise<OpenedAccount> {
  const terms = termsFor(input.locale);
  const privateToken = input.privateToken ?? newPrivateToken();
  const created = await repo.insertAccount(db, {
    customerId: input.customerId, locale: input.locale, currency: terms.currency, publicToken: input.publicToken ?? newPublicToken(),
    payoutMethod: input.payoutMethod ?? 'wallet', bankAccount: input.bankAccount ?? null, accountHolder: input.accountHolder ?? null,
    autoPayoutThresholdX100: input.autoPayoutThresholdX100 ?? null, createdAt: input.now, updatedAt: input.now,
  });
  const account = created ?? (await repo.accountOfCustomer(db, input.customerId))!;
  await repo.insertToken(db, { accountId: account.id, tokenDigest: tokenDigest(privateToken), purpose: 'link', createdAt: input.now });
  if (created) await repo.insertEvent(db, { accountId: account.id, kind: 'account-opened', actor: 'shop', after: { locale: input.locale }, at: input.now });
  return { account, privateToken };
}

/** Rotation: every live token of the account revoked, one new link token; journaled. */
async function rotate(db: Db, account: AccountRow, now: Date, actor: { kind: 'seller' | 'staff'; staffId?: number | null }): Promise<TokenRotated> {
  const privateToken = newPrivateToken();
  const revoked = await repo.revokeTokens(db, account.id, now);
  await repo.insertToken(db, { accountId: account.id, tokenDigest: tokenDigest(privateToken), purpose: 'link', createdAt: now });
  await repo.insertEvent(db, { accountId: account.id, kind: 'token-rotated', actor: actor.kind, actorStaffId: actor.staffId ?? null, before: { liveTokens: revoked }, after: { liveTokens: 1 }, at: now });
  return { privateAccessToken: privateToken };
}

export async function rotateBySeller(ctx: Ctx, token: string): Promise<TokenRotated> {
  return tx(ctx, async (db) => {
    const account = await accountByPrivateToken(db, token);
    await repo.lockAccount(db, account.id);
    return rotate(db, account, ctx.now, { kind: 'seller' });
  });
}

export async function rotateByStaff(ctx: RequestContext, accountId: number): Promise<TokenRotated> {
  return tx(ctx, async (db) => {
    const account = await repo.lockAccount(db, accountId);
    if (!account) throw notFound('Commission account');
    return rotate(db, account, ctx.now, { kind: 'staff', staffId: ctx.staff?.id ?? null });
  });
}

/** /account/books: the logged-in seller's way in — a token of purpose `account` (the previous one revoked). */
export async function accessLinkForCustomer(ctx: Ctx, customerId: number): Promise<TokenRotated> {
  return tx(ctx, async (db) => {
    const account = await repo.accountOfCustomer(db, customerId);
    if (!account) throw notFound('Commission account');
    await repo.lockAccount(db, account.id);
    await repo.revokeTokens(db, account.id, ctx.now, 'account');
    const privateToken = newPrivateToken();
    await repo.insertToken(db, { accountId: account.id, tokenDigest: tokenDigest(privateToken), purpose: 'account', createdAt: ctx.now });
    return { privateAccessToken: privateToken };
  });
}

// ---------------------------------------------------------------------------------------------
// Reads

function priceIn(account: AccountRow, c: { priceCzkX100: number; priceEurX100: number }): number {
  return account.currency === 'CZK' ? c.priceCzkX100 : c.priceEurX100;
}

function copyView(account: AccountRow, terms: CommissionTerms, c: repo.AccountCopyRow, now: Date): CommissionCopyView {
  const listedAt = new Date(c.listedAt);
  const ends = c.listingEndsAt ? new Date(c.listingEndsAt) : new Date(listedAt.getTime() + terms.listingDays * DAY);
  const until = c.soldAt ? new Date(c.soldAt) : now;
  return {
    copyId: c.copyId, workId: c.workId, editionId: c.editionId, title: c.title, state: c.state, conditionId: c.conditionId,
    priceX100: priceIn(account, c), currency: account.currency as 'CZK' | 'EUR', listedAt: listedAt.toISOString(),
    daysListed: Math.max(0, Math.floor((until.getTime() - listedAt.getTime()) / DAY)), soldAt: c.soldAt,
    sharePercent: c.sharePercent ?? terms.sharePercent, minPriceX100: c.minPriceX100 ?? terms.minPriceX100, listingEndsAt: ends.toISOString(),
    offerState: c.offerState as CommissionCopyView['offerState'], offerDeadline: c.offerDeadline, offerChoice: c.offerChoice as CommissionCopyView['offerChoice'],
    priceChangesLeft: Math.max(0, terms.maxPriceChanges - c.priceChanges), views: c.views, wishlists: c.wishlists, watchdogs: c.watchdogs,
  };
}

/** For sale: in stock, and not offered back (a re-priced copy is listed again) — what the public share page shows. */
const forSale = (c: repo.AccountCopyRow) => c.state === 'in_stock' && (c.offerState === null || c.offerChoice === 'reprice');

/** The ledger's totals of an account (what /commission and the support desk show). */
export async function accountTotals(db: Db, account: AccountRow) {
  const sums = await repo.bookSums(db, account.id);
  return {
    earnedX100: -(sums.sales ?? 0), paidX100: sums.paid_out ?? 0, pendingX100: sums.payout_pending ?? 0, feesX100: sums.fees ?? 0, balanceX100: sums.seller ?? 0,
  };
}

async function payoutViews(db: Db, rows: readonly PayoutRow[]): Promise<CommissionPayoutView[]> {
  const states = await payoutStates(db, rows.map((p) => p.buybackPayoutId).filter((id): id is number => id !== null).map(Number));
  return rows.map((p) => payoutView(p, p.buybackPayoutId !== null ? states.get(Number(p.buybackPayoutId))?.state : undefined));
}

function payoutView(p: PayoutRow, bankState?: string): CommissionPayoutView {
  return {
    id: Number(p.id), method: p.method, state: p.state === 'approved' && bankState === 'exported' ? 'exported' : p.state,
    amountX100: p.amountX100, currency: p.currency as 'CZK' | 'EUR', automatic: p.automatic,
    bankAccountMasked: p.bankAccount ? maskBankAccount(p.bankAccount) : null,
    requestedAt: new Date(p.requestedAt).toISOString(), decidedAt: p.decidedAt ? new Date(p.decidedAt).toISOString() : null, reason: p.reason,
  };
}

export async function overviewOf(db: Db, account: AccountRow, now: Date): Promise<CommissionOverview> {
  const terms = termsFor(account.locale);
  const copies = await repo.accountCopies(db, account.customerId);
  const payouts = await payoutViews(db, await repo.accountPayouts(db, account.id));
  const totals = await accountTotals(db, account);
  void now;
  return {
    accountId: Number(account.id), locale: account.locale, currency: account.currency as 'CZK' | 'EUR', publicToken: account.publicToken,
    payoutMethod: account.payoutMethod, bankAccountMasked: account.bankAccount ? maskBankAccount(account.bankAccount) : null,
    autoPayoutThresholdX100: account.autoPayoutThresholdX100,
    terms: {
      sharePercent: terms.sharePercent, minPriceX100: terms.minPriceX100, listingDays: terms.listingDays, offerWindowDays: terms.offerWindowDays,
      returnFeeX100: terms.returnFeeX100, maxPriceChanges: terms.maxPriceChanges, minPayoutX100: terms.minPayoutX100,
    },
    totals: {
      listed: copies.filter(forSale).length, sold: copies.filter((c) => c.state === 'sold').length,
      endingListing: copies.filter((c) => c.offerState === 'listing_ended').length, ...totals,
    },
    payouts, openPayout: payouts.find((p) => p.state === 'requested') ?? null,
  };
}

export async function overview(ctx: Ctx, token: string): Promise<CommissionOverview> {
  const account = await accountByPrivateToken(ctx.db, token);
  return overviewOf(ctx.db, account, ctx.now);
}

export async function copiesOf(ctx: Ctx, token: string, only: 'all' | 'offers'): Promise<CommissionCopyList> {
  const account = await accountByPrivateToken(ctx.db, token);
  const terms = termsFor(account.locale);
  const rows = await repo.accountCopies(ctx.db, account.customerId, { onlyOffers: only === 'offers' });
  return { items: rows.map((c) => copyView(account, terms, c, ctx.now)), returnFeeX100: terms.returnFeeX100, currency: account.currency as 'CZK' | 'EUR' };
}

/** The public share page: only copies for sale, nothing about the seller or the money. */
export async function publicShare(ctx: Ctx & { locale?: string }, publicToken: string): Promise<CommissionShare> {
  if (!PUBLIC_TOKEN_PATTERN.test(publicToken)) throw notFound('Commission share');
  const account = await repo.accountByPublicToken(ctx.db, publicToken);
  if (!account) throw notFound('Commission share');
  const rows = await repo.accountCopies(ctx.db, account.customerId, { onlyForSale: true });
  const currency = termsFor(ctx.locale ?? account.locale).currency;
  return {
    items: rows.map((c) => ({
      copyId: c.copyId, workId: c.workId, editionId: c.editionId, title: c.title, conditionId: c.conditionId,
      priceX100: currency === 'CZK' ? c.priceCzkX100 : c.priceEurX100, currency,
    })),
  };
}

export async function myCommission(ctx: Ctx, customerId: number): Promise<MyCommission> {
  const account = await repo.accountOfCustomer(ctx.db, customerId);
  if (!account) return { hasAccount: false, listed: 0, balanceX100: 0, currency: null };
  const copies = await repo.accountCopies(ctx.db, account.customerId);
  const totals = await accountTotals(ctx.db, account);
  return { hasAccount: true, listed: copies.filter(forSale).length, balanceX100: totals.balanceX100, currency: account.currency as 'CZK' | 'EUR' };
}

// ---------------------------------------------------------------------------------------------
// Statements

const monthRange = (month: string): [Date, Date] => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return [new Date(Date.UTC(y, m - 1, 1)), new Date(Date.UTC(y, m, 1))];
};

/** A month of the seller's book: every movement, opening and closing balances (closing − opening = the lines' sum). */
export async function statementOf(db: Db, account: AccountRow, month: string): Promise<CommissionStatement> {
  const [from, to] = monthRange(month);
  const opening = (await repo.bookSums(db, account.id, from)).seller ?? 0;
  const rows = await repo.sellerEntries(db, account.id, from, to);
  const copies = new Map((await repo.accountCopies(db, account.customerId)).map((c) => [c.copyId, c.title]));
  const lines = rows.map((r) => ({
    at: new Date(r.createdAt).toISOString(), kind: r.kind, copyId: r.copyId === null ? null : Number(r.copyId),
    title: r.copyId === null ? null : copies.get(Number(r.copyId)) ?? null,
    priceX100: r.priceX100, sharePercent: r.sharePercent,
    feeX100: r.priceX100 !== null && (r.kind === 'sale' || r.kind === 'sale_reversal') ? Math.sign(r.amountX100) * (r.priceX100 - Math.abs(r.amountX100)) : null,
    amountX100: r.amountX100,
  }));
  const sum = (kinds: readonly string[]) => lines.filter((l) => kinds.includes(l.kind)).reduce((s, l) => s + l.amountX100, 0);
  return {
    month, months: await repo.statementMonths(db, account.id), currency: account.currency as 'CZK' | 'EUR',
    openingBalanceX100: opening, closingBalanceX100: opening + lines.reduce((s, l) => s + l.amountX100, 0),
    salesX100: sum(['sale']), reversalsX100: sum(['sale_reversal']), feesX100: sum(['fee']),
    payoutsX100: sum(['payout_request', 'payout_rejected']), lines,
  };
}

export async function statement(ctx: Ctx, token: string, month?: string): Promise<CommissionStatement> {
  const account = await accountByPrivateToken(ctx.db, token);
  return statementOf(ctx.db, account, month ?? ctx.now.toISOString().slice(0, 7));
}

// ---------------------------------------------------------------------------------------------
// Money: crediting on delivery, reversing on return

/**
 * Settles one order's commission lines: a delivered, active line without a returned parcel gets
 * its share credited (seller +share, sales −share); a credited line that no longer qualifies is
 * reversed. The account row is locked first and each event key is unique per book, so concurrent
 * deliveries, returns and sweeps credit a line at most once and reverse it at most once; a line
 * returned before it was ever credited gets an empty reversal that forbids any later credit.
 */
export async function settleOrder(ctx: Ctx, orderId: number): Promise<{ credited: number; reversed: number }> {
  let credited = 0;
  let reversed = 0;
  const accountIds = [...new Set((await repo.commissionLinesOfOrder(ctx.db, orderId)).map((l) => l.accountId))].sort((a, b) => a - b);
  for (const accountId of accountIds) {
    await tx(ctx, async (db) => {
      const account = await repo.lockAccount(db, accountId);
      if (!account) return;
      // Read again under the lock: the state the decision is made on.
      for (const line of await repo.commissionLinesOfOrder(db, orderId, accountId)) {
        const reversal = await repo.ledgerEventExists(db, reversalKey(line.lineId));
        if (reversal) continue;
        const sale = await repo.ledgerRowsOfEvent(db, saleKey(line.lineId));
        if (line.creditable && sale.length === 0) {
          const terms = await repo.copyTerms(db, line.copyId);
          const percent = terms?.sharePercent ?? termsFor(account.locale).sharePercent;
          const rate = line.currency === account.currency ? 0 : await czkPerEurOn(db, (await repo.orderDay(db, orderId)) ?? ctx.now.toISOString().slice(0, 10));
          const price = inCurrency(line.priceX100, line.currency, account.currency, rate);
          const share = shareOf(price, percent);
          const base = { accountId, eventKey: saleKey(line.lineId), kind: 'sale' as const, currency: account.currency, orderId, orderLineId: line.lineId, copyId: line.copyId, priceX100: price, sharePercent: percent, createdAt: ctx.now };
          if (await repo.insertLedgerEvent(db, [{ ...base, book: 'seller', amountX100: share }, { ...base, book: 'sales', amountX100: -share }])) credited++;
        } else if (!line.creditable) {
          const seller = sale.find((r) => r.book === 'seller');
          const amount = seller?.amountX100 ?? 0;
          const base = { accountId, eventKey: reversalKey(line.lineId), kind: 'sale_reversal' as const, currency: account.currency, orderId, orderLineId: line.lineId, copyId: line.copyId, priceX100: seller?.priceX100 ?? line.priceX100, sharePercent: seller?.sharePercent ?? null, createdAt: ctx.now };
          // Only a line once delivered can be returned: a line that never qualified (not delivered yet) waits.
          if (seller || line.returned) {
            if (await repo.insertLedgerEvent(db, [{ ...base, book: 'seller', amountX100: -amount }, { ...base, book: 'sales', amountX100: amount }])) reversed++;
          }
        }
      }
      await maybeAutoPayout(db, account, ctx.now);
    });
  }
  return { credited, reversed };
}

/** The settlement sweep (a scheduled job): every order with commission work to do, a bounded batch. */
export async function settleCommissionSales(ctx: Ctx, options: { limit?: number } = {}): Promise<{ orders: number; credited: number; reversed: number; offers: number }> {
  const orderIds = await repo.ordersToSettle(ctx.db, options.limit ?? 500);
  let credited = 0;
  let reversed = 0;
  for (const id of orderIds) {
    const r = await settleOrder(ctx, id);
    credited += r.credited;
    reversed += r.reversed;
  }
  const offers = await endListings(ctx);
  await repo.pruneViewKeys(ctx.db, dayOf(new Date(ctx.now.getTime() - DAY)));
  return { orders: orderIds.length, credited, reversed, offers };
}

// ---------------------------------------------------------------------------------------------
// The automatic-payout threshold

/** null (off), or the storefront's smallest payout up to AUTO_PAYOUT_MAX_FACTOR × it; else 422 COMMISSION_THRESHOLD_OUT_OF_RANGE. */
function checkThreshold(account: AccountRow, thresholdX100: number | null): void {
  if (thresholdX100 === null) return;
  const min = termsFor(account.locale).minPayoutX100;
  const max = min * AUTO_PAYOUT_MAX_FACTOR;
  if (thresholdX100 < min || thresholdX100 > max) {
    throw new AppError('COMMISSION_THRESHOLD_OUT_OF_RANGE', 'The threshold is outside the limits', { minX100: min, maxX100: max });
  }
}

/**
 * Sets (or, with null, switches off) the account's automatic-payout threshold; journaled. A
 * balance already at the new threshold asks for its payout at once (as the next credit would).
 */
async function setThreshold(db: Db, accountId: number, body: AutoPayoutBody, now: Date, actor: { kind: 'seller' | 'staff'; staffId?: number | null }): Promise<AccountRow> {
  const account = await repo.lockAccount(db, accountId);
  if (!account) throw notFound('Commission account');
  checkThreshold(account, body.thresholdX100);
  const updated = await repo.setAutoPayoutThreshold(db, account.id, body.thresholdX100, now);
  if (account.autoPayoutThresholdX100 !== body.thresholdX100) {
    await repo.insertEvent(db, {
      accountId: account.id, kind: 'threshold-changed', actor: actor.kind, actorStaffId: actor.staffId ?? null,
      before: { thresholdX100: account.autoPayoutThresholdX100 }, after: { thresholdX100: body.thresholdX100 }, at: now,
    });
  }
  await maybeAutoPayout(db, updated, now);
  return updated;
}

export async function setAutoPayoutBySeller(ctx: Ctx, token: string, body: AutoPayoutBody): Promise<CommissionOverview> {
  return tx(ctx, async (db) => {
    const found = await accountByPrivateToken(db, token);
    const account = await setThreshold(db, found.id, body, ctx.now, { kind: 'seller' });
    return overviewOf(db, account, ctx.now);
  });
}

export async function setAutoPayoutByStaff(ctx: RequestContext, accountId: number, body: AutoPayoutBody): Promise<CommissionOverview> {
  return tx(ctx, async (db) => {
    const account = await setThreshold(db, accountId, body, ctx.now, { kind: 'staff', staffId: ctx.staff?.id ?? null });
    return overviewOf(db, account, ctx.now);
  });
}

/** Above the account's threshold, with no open request: a payout requested on its own. */
async function maybeAutoPayout(db: Db, account: AccountRow, now: Date): Promise<void> {
  if (account.autoPayoutThresholdX100 === null) return;
  const balance = (await repo.bookSums(db, account.id)).seller ?? 0;
  if (balance < account.autoPayoutThresholdX100 || (await repo.openPayout(db, account.id))) return;
  await createPayout(db, account, { amountX100: balance, method: account.payoutMethod, automatic: true }, now);
}

// ---------------------------------------------------------------------------------------------
// Payouts

async function createPayout(db: Db, account: AccountRow, input: { amountX100: number; method: 'wallet' | 'bank'; bankAccount?: string | null; accountHolder?: string | null; automatic: boolean }, now: Date): Promise<PayoutRow> {
  const bankAccount = input.method === 'bank' ? input.bankAccount ?? account.bankAccount : null;
  if (input.method === 'bank' && !bankAccount) throw new AppError('COMMISSION_PAYOUT_UNAVAILABLE', 'A bank payout needs a bank account', { reason: 'NO_BANK_ACCOUNT' });
  const payout = await repo.insertPayout(db, {
    accountId: account.id, method: input.method, state: 'requested', amountX100: input.amountX100, currency: account.currency,
    bankAccount, accountHolder: input.accountHolder ?? account.accountHolder, automatic: input.automatic, requestedAt: now,
  });
  if (!payout) throw new AppError('COMMISSION_PAYOUT_OPEN', 'A payout request is already open');
  const base = { accountId: account.id, eventKey: `commission-payout:${payout.id}:request`, kind: 'payout_request' as const, currency: account.currency, payoutId: payout.id, createdAt: now };
  await repo.insertLedgerEvent(db, [{ ...base, book: 'seller', amountX100: -input.amountX100 }, { ...base, book: 'payout_pending', amountX100: input.amountX100 }]);
  await repo.insertEvent(db, { accountId: account.id, kind: 'payout-requested', actor: input.automatic ? 'shop' : 'seller', after: { payoutId: payout.id, amountX100: input.amountX100, method: input.method }, at: now });
  return payout;
}

/** The seller asks for a payout of (part of) the balance: at least the minimum, at most the balance; one open request at a time. */
export async function requestPayout(ctx: Ctx, token: string, body: PayoutRequestBody): Promise<CommissionPayoutView> {
  return tx(ctx, async (db) => {
    const found = await accountByPrivateToken(db, token);
    return requestPayoutInTx(db, found.id, body, ctx.now);
  });
}

export async function requestPayoutInTx(db: Db, accountId: number, body: PayoutRequestBody, now: Date): Promise<CommissionPayoutView> {
  {
    const account = (await repo.lockAccount(db, accountId))!;
    const ctx = { now };
    const terms = termsFor(account.locale);
    const balance = (await repo.bookSums(db, account.id)).seller ?? 0;
    const amount = body.amountX100 ?? balance;
    if (amount < terms.minPayoutX100 || amount > balance) {
      throw new AppError('COMMISSION_PAYOUT_UNAVAILABLE', 'Not a payable amount', { balanceX100: balance, minX100: terms.minPayoutX100 });
    }
    if (await repo.openPayout(db, account.id)) throw new AppError('COMMISSION_PAYOUT_OPEN', 'A payout request is already open');
    const payout = await createPayout(db, account, { amountX100: amount, method: body.method ?? account.payoutMethod, bankAccount: body.bankAccount, accountHolder: body.accountHolder, automatic: false }, ctx.now);
    return payoutView(payout);
  }
}

/**
 * Staff approve a requested payout: wallet — credited to the customer's wallet at once (a
 * wallet_entries row keyed by the payout); bank — a buyback payout with its bank lock, paid by the
 * next payment file (buyback's export). Ledger: payout_pending → paid_out.
 */
export async function approvePayout(ctx: RequestContext, payoutId: number): Promise<CommissionPayoutView> {
  const view = await tx(ctx, async (db) => {
    const first = await repo.lockPayout(db, payoutId);
    if (!first) throw notFound('Payout');
    const account = (await repo.lockAccount(db, first.accountId))!;
    await lockCustomer(db, account.customerId);
    const payout = (await repo.lockPayout(db, payoutId))!;
    if (payout.state !== 'requested') throw new AppError('PAYOUT_STATE_CONFLICT', `The payout is ${payout.state}`, { state: payout.state });
    let buybackPayoutId: number | null = null;
    if (payout.method === 'wallet') {
      await insertBuybackWalletEntry(db, {
        customerId: account.customerId, currency: payout.currency, amountX100: payout.amountX100,
        reason: `commission payout ${payout.id}`, eventKey: `commission-payout:${payout.id}:wallet`, createdAt: ctx.now,
      });
    } else {
      const bank = await lockCommissionBankPayoutInTx(db, {
        commissionPayoutId: payout.id, customerId: account.customerId, currency: payout.currency, amountX100: payout.amountX100,
        bankAccount: payout.bankAccount!, accountHolder: payout.accountHolder, now: ctx.now,
      });
      buybackPayoutId = Number(bank.id);
    }
    const base = { accountId: account.id, eventKey: `commission-payout:${payout.id}:approve`, kind: 'payout_approved' as const, currency: payout.currency, payoutId: payout.id, createdAt: ctx.now };
    await repo.insertLedgerEvent(db, [{ ...base, book: 'payout_pending', amountX100: -payout.amountX100 }, { ...base, book: 'paid_out', amountX100: payout.amountX100 }]);
    const updated = await repo.updatePayout(db, payout.id, { state: 'approved', decidedAt: ctx.now, decidedByStaffId: ctx.staff?.id ?? null, buybackPayoutId });
    await repo.insertEvent(db, { accountId: account.id, kind: 'payout-approved', actor: 'staff', actorStaffId: ctx.staff?.id ?? null, before: { state: 'requested' }, after: { state: 'approved', payoutId: payout.id }, at: ctx.now });
    return updated;
  });
  return (await payoutViews(ctx.db, [view]))[0]!;
}

/** Staff reject a requested payout: the amount back on the seller's balance; journaled with the reason. */
export async function rejectPayout(ctx: RequestContext, payoutId: number, reason: string | undefined): Promise<CommissionPayoutView> {
  return tx(ctx, async (db) => {
    const first = await repo.lockPayout(db, payoutId);
    if (!first) throw notFound('Payout');
    const account = (await repo.lockAccount(db, first.accountId))!;
    const payout = (await repo.lockPayout(db, payoutId))!;
    if (payout.state !== 'requested') throw new AppError('PAYOUT_STATE_CONFLICT', `The payout is ${payout.state}`, { state: payout.state });
    const base = { accountId: account.id, eventKey: `commission-payout:${payout.id}:reject`, kind: 'payout_rejected' as const, currency: payout.currency, payoutId: payout.id, createdAt: ctx.now };
    await repo.insertLedgerEvent(db, [{ ...base, book: 'payout_pending', amountX100: -payout.amountX100 }, { ...base, book: 'seller', amountX100: payout.amountX100 }]);
    const updated = await repo.updatePayout(db, payout.id, { state: 'rejected', decidedAt: ctx.now, decidedByStaffId: ctx.staff?.id ?? null, reason: reason ?? null });
    await repo.insertEvent(db, { accountId: account.id, kind: 'payout-rejected', actor: 'staff', actorStaffId: ctx.staff?.id ?? null, before: { state: 'requested' }, after: { state: 'rejected', reason: reason ?? null }, at: ctx.now });
    return payoutView(updated);
  });
}

export async function staffPayouts(ctx: Ctx, state?: PayoutRow['state']): Promise<StaffCommissionPayoutList> {
  const rows = await repo.payoutsByState(ctx.db, state);
  const views = await payoutViews(ctx.db, rows);
  return { items: rows.map((r, i) => ({ ...views[i]!, accountId: Number(r.accountId), customerId: r.customerId, customerEmail: r.customerEmail })) };
}

// ---------------------------------------------------------------------------------------------
// Copies: price changes and end-of-listing offers

/** The storefront's terms recorded for a copy of the account that has none yet (taken in before they were recorded). */
async function ensureCopyTerms(db: Db, account: AccountRow, copyId: number): Promise<void> {
  const [row] = await repo.accountCopies(db, account.customerId, { copyId });
  if (!row) return;
  const terms = termsFor(account.locale);
  const listedAt = new Date(row.listedAt);
  await repo.insertCopyTerms(db, {
    copyId, accountId: account.id, sharePercent: terms.sharePercent, minPriceX100: terms.minPriceX100, listedAt,
    listingEndsAt: new Date(listedAt.getTime() + terms.listingDays * DAY),
  });
}

async function lockedCopy(db: Db, account: AccountRow, copyId: number, now: Date) {
  const [row] = await repo.accountCopies(db, account.customerId, { copyId });
  if (!row) throw notFound('Copy');
  const terms = termsFor(account.locale);
  let copyTerms = await repo.lockCopyTerms(db, copyId);
  if (!copyTerms) {
    await ensureCopyTerms(db, account, copyId);
    copyTerms = (await repo.lockCopyTerms(db, copyId))!;
  }
  void now;
  return { row, copyTerms, terms };
}

/**
 * CZK per EUR (thousandths) valid on a day: the dated rates of commission_exchange_rates (the
 * migration seeds 25.000 from 2000-01-01; staff with `commission` add rates).
 */
export async function czkPerEurOn(db: Db, day: string): Promise<number> {
  const rate = await repo.rateOn(db, day);
  if (rate === null) throw new Error(`no CZK/EUR rate on ${day}`);
  return rate;
}

/** Both currencies' prices from a price in the account's currency, at a rate (CZK per EUR, thousandths). */
export const bothPrices = (currency: string, priceX100: number, rateMilli: number) => (currency === 'CZK'
  ? { czk: priceX100, eur: Math.max(1, Math.round((priceX100 * 1000) / rateMilli)) }
  : { czk: Math.round((priceX100 * rateMilli) / 1000), eur: priceX100 });

/** A sale in the other storefront currency counts in the account's currency at the rate of the sale's day. */
export function inCurrency(priceX100: number, from: string, to: string, rateMilli: number): number {
  if (from === to) return priceX100;
  return to === 'CZK' ? Math.round((priceX100 * rateMilli) / 1000) : Math.round((priceX100 * 1000) / rateMilli);
}

async function applyPrice(db: Db, account: AccountRow, copyId: number, priceX100: number, ctx: Ctx, reason: string): Promise<void> {
  const { row, copyTerms, terms } = await lockedCopy(db, account, copyId, ctx.now);
  const current = priceIn(account, row);
  const max = Math.max(current, Math.round(current * terms.maxPriceFactor));
  if (row.state !== 'in_stock') throw new AppError('COMMISSION_OFFER_CLOSED', 'The copy is not for sale', { state: row.state });
  if (priceX100 < copyTerms.minPriceX100 || priceX100 > max || copyTerms.priceChanges >= terms.maxPriceChanges) {
    throw new AppError('COMMISSION_PRICE_OUT_OF_RANGE', 'The price is outside the terms', { minX100: copyTerms.minPriceX100, maxX100: max, changesLeft: Math.max(0, terms.maxPriceChanges - copyTerms.priceChanges) });
  }
  const prices = bothPrices(account.currency, priceX100, await czkPerEurOn(db, ctx.now.toISOString().slice(0, 10)));
  await repo.setCopyPrice(db, copyId, prices.czk, prices.eur, ctx.now);
  await repo.updateCopyTerms(db, copyId, { priceChanges: copyTerms.priceChanges + 1 });
  await repo.insertEvent(db, { accountId: account.id, kind: reason, actor: 'seller', before: { copyId, priceX100: current }, after: { copyId, priceX100 }, at: ctx.now });
}

export async function changePrice(ctx: Ctx, token: string, copyId: number, body: PriceChangeBody): Promise<CommissionCopyView> {
  return tx(ctx, async (db) => {
    const account = await accountByPrivateToken(db, token);
    await repo.lockAccount(db, account.id);
    await applyPrice(db, account, copyId, body.priceX100, ctx, 'price-changed');
    const [row] = await repo.accountCopies(db, account.customerId, { copyId });
    return copyView(account, termsFor(account.locale), row!, ctx.now);
  });
}

/**
 * The seller's choice for a copy whose listing ended, within the window: return (the return fee
 * charged: seller −fee, fees +fee — it may leave a debt), donate, or re-price (within the terms,
 * listed again for another period).
 */
export async function chooseOffer(ctx: Ctx, token: string, copyId: number, body: OfferChoiceBody): Promise<CommissionCopyView> {
  return tx(ctx, async (db) => {
    const account = await accountByPrivateToken(db, token);
    await repo.lockAccount(db, account.id);
    const { copyTerms, terms } = await lockedCopy(db, account, copyId, ctx.now);
    if (copyTerms.offerState !== 'listing_ended' || (copyTerms.offerDeadline && copyTerms.offerDeadline.getTime() < ctx.now.getTime())) {
      throw new AppError('COMMISSION_OFFER_CLOSED', 'No open offer for this copy', { offerState: copyTerms.offerState });
    }
    if (body.choice === 'reprice') {
      // The offer's re-price is one more change within the same limits.
      await applyPrice(db, account, copyId, body.priceX100!, ctx, 'offer-repriced');
      await repo.updateCopyTerms(db, copyId, { offerState: 'chosen', offerChoice: 'reprice', listingEndsAt: new Date(ctx.now.getTime() + terms.listingDays * DAY) });
    } else {
      if (body.choice === 'return') {
        const base = { accountId: account.id, eventKey: `commission-return-fee:${copyId}`, kind: 'fee' as const, currency: account.currency, copyId, memo: 'return of an unsold copy', createdAt: ctx.now };
        await repo.insertLedgerEvent(db, [{ ...base, book: 'seller', amountX100: -terms.returnFeeX100 }, { ...base, book: 'fees', amountX100: terms.returnFeeX100 }]);
      }
      await repo.updateCopyTerms(db, copyId, { offerState: 'chosen', offerChoice: body.choice });
      await repo.insertEvent(db, { accountId: account.id, kind: 'offer-chosen', actor: 'seller', before: { copyId, offerState: 'listing_ended' }, after: { copyId, offerState: 'chosen', choice: body.choice }, at: ctx.now });
    }
    const [row] = await repo.accountCopies(db, account.customerId, { copyId });
    return copyView(account, terms, row!, ctx.now);
  });
}

/** Ends listings past their end (offered back with a window) and lapses offers past their window (donated). */
export async function endListings(ctx: Ctx): Promise<number> {
  return repo.endListings(ctx.db, ctx.now, termsFor('cs').offerWindowDays);
}

/** The month's statement as a PDF in the seller's language. */
export async function statementPdf(ctx: Ctx, token: string, month: string): Promise<Buffer> {
  const account = await accountByPrivateToken(ctx.db, token);
  const data = await statementOf(ctx.db, account, month);
  const { renderStatementPdf } = await import('./statement-pdf');
  return renderStatementPdf(data, account.locale as Locale);
}

// ---------------------------------------------------------------------------------------------
// Reads for the customer-support desk (issue 16 item 4): by customer, no token.

export async function commissionAccountOfCustomer(ctx: Ctx, customerId: number): Promise<CommissionOverview | null> {
  const account = await repo.accountOfCustomer(ctx.db, customerId);
  return account ? overviewOf(ctx.db, account, ctx.now) : null;
}

export async function commissionStatementOfCustomer(ctx: Ctx, customerId: number, month: string): Promise<CommissionStatement | null> {
  const account = await repo.accountOfCustomer(ctx.db, customerId);
  return account ? statementOf(ctx.db, account, month) : null;
}

/** The account's journal (token rotations, payouts, offers, price changes), newest first. */
export async function commissionJournalOfCustomer(ctx: Ctx, customerId: number) {
  const account = await repo.accountOfCustomer(ctx.db, customerId);
  if (!account) return [];
  return (await repo.accountEvents(ctx.db, account.id)).map((e) => ({
    id: Number(e.id), kind: e.kind, actor: e.actor, actorStaffId: e.actorStaffId === null ? null : Number(e.actorStaffId), before: e.before, after: e.after, at: new Date(e.at).toISOString(),
  }));
}

// ---------------------------------------------------------------------------------------------
// Views of a commission copy's page

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** Crawlers, link previews, monitors, scripts and headless browsers: not a person looking. */
export const BOT_USER_AGENT = /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|fetch|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|httpclient|headless|phantom|puppeteer|playwright|lighthouse|pagespeed|pingdom|uptime|monitor/i;

export interface ViewVisitor {
  /** The anonymous visitor cookie (bt_anon) or the session cookie, when the browser sent one. */
  cookie: string | null;
  ip: string;
  userAgent: string | null;
  /** A prefetch or prerender (Purpose / Sec-Purpose header): not a view. */
  prefetch: boolean;
}

/**
 * Counts a view of a copy's page (the page's script calls it once it is shown): only a commission
 * copy's, not for bots or prefetches, once per visitor per UTC day. The visitor is a digest of the
 * day's random salt with their cookie (or address and browser) — no personal data is stored, and the
 * salt is deleted after two days. Whether it counted.
 */
export async function recordView(ctx: Ctx, copyId: number, visitor: ViewVisitor): Promise<boolean> {
  if (visitor.prefetch || !visitor.userAgent || BOT_USER_AGENT.test(visitor.userAgent)) return false;
  if (!(await repo.isCommissionCopy(ctx.db, copyId))) {
    // A copy taken in before its terms were recorded gets them now (as a price change would).
    const owner = await repo.accountOwningCopy(ctx.db, copyId);
    if (!owner) return false;
    await ensureCopyTerms(ctx.db, owner, copyId);
  }
  const day = dayOf(ctx.now);
  const salt = await repo.viewSalt(ctx.db, day, randomBytes(32).toString('hex'));
  const who = visitor.cookie ? `c:${visitor.cookie}` : `a:${visitor.ip}|${visitor.userAgent}`;
  const digest = createHash('sha256').update(`${salt}|${copyId}|${who}`).digest('hex').slice(0, 32);
  return repo.recordCopyView(ctx.db, copyId, day, digest);
}

// ---------------------------------------------------------------------------------------------
// Exchange rates (staff)

const rateView = (r: Awaited<ReturnType<typeof repo.exchangeRates>>[number]) => ({
  validFrom: r.validFrom, czkPerEurMilli: r.czkPerEurMilli, createdAt: new Date(r.createdAt).toISOString(),
});

export async function exchangeRates(ctx: Ctx): Promise<ExchangeRateList> {
  return { items: (await repo.exchangeRates(ctx.db)).map(rateView) };
}

/** Sets the CZK/EUR rate from a day on (replacing that day's): sales on and after it count at it. */
export async function setExchangeRate(ctx: RequestContext, validFrom: string, czkPerEurMilli: number): Promise<ExchangeRateList> {
  await repo.upsertRate(ctx.db, { validFrom, czkPerEurMilli, createdByStaffId: ctx.staff?.id ?? null, createdAt: ctx.now });
  return exchangeRates(ctx);
}

/** Demo mode only (registerCommissionDevRoutes): a fresh seller with a copy for sale and one on its way to a buyer. */
export async function createDemoSeller(ctx: Ctx) {
  return tx(ctx, async (db) => {
    const tag = `e2e-${ctx.now.getTime()}-${Math.floor(Math.random() * 1e6)}`;
    const made = await repo.insertDemoSellerWithSale(db, ctx.now, tag);
    if (!made) throw notFound('Copies for a demo seller');
    const { account, privateToken } = await openCommissionAccount(db, {
      customerId: made.customerId, locale: 'cs', now: ctx.now, payoutMethod: 'bank', bankAccount: 'CZ6508000000192000145399', accountHolder: 'Eva Komisní',
    });
    return { ...made, accountId: Number(account.id), privateToken, publicToken: account.publicToken };
  });
}
