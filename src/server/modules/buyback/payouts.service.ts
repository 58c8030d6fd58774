import type { PayoutExportBody, PayoutView } from '@/contracts/buyback';
import { maskBankAccount } from '@/lib/bankAccount';
import type { Db } from '../../db/client';
import type { SystemContext } from '../../http/context';
import { AppError } from '../../http/errors';
import type { CommerceEnv } from '../../commerce-config';
import { batchBooks, findBatchById, type BatchRow } from './batches.repository';
import { moveBatchInTx, sendBatchMailsSoon, type BatchMoveDeps } from './batches.service';
import { findLead } from './leads.repository';
import { aboFile, isAboAccount, sepaPain001, transferIban, type PayoutTransfer } from './payout-files';
import * as repo from './payouts.repository';
import type { PayoutRow } from './payouts.repository';
import { walletBonus } from './pricing';
import { WALLET_REASONS } from './batch-mail.messages';
import { LOCALE_LABELS, type Locale } from '@/i18n/locales';

const asLocale = (value: string | null): Locale => ((LOCALE_LABELS as readonly string[]).includes(value ?? '') ? (value as Locale) : 'cs');

/**
 * Payouts (issue 14, docs/adr/0026). When a batch becomes processed its accepted cash books are
 * paid, in the same transaction:
 * - the customer row is locked first (as wallet spending does), so two payouts of one customer
 *   settle a debt one after the other and never twice;
 * - one payout per batch (unique batch_id): a retried or concurrent "processed" pays nothing more;
 * - what the customer owes is settled first: a debt-ledger row and, for the wallet, the same
 *   amount out of the wallet — both keyed `buyback-payout:<id>:…`, unique, so a rerun moves nothing;
 * - wallet: books + bonus credited at once (the batch becomes paid_out); bank: a bank lock
 *   reserves the net amount until the payment file is exported (then paid_out).
 */
export const payoutKey = (payoutId: number, part: string) => `buyback-payout:${payoutId}:${part}`;

export async function payBatchInTx(tx: Db, batch: BatchRow, now: Date): Promise<{ payout: PayoutRow; created: boolean }> {
  const existing = await repo.payoutOfBatch(tx, batch.id);
  if (existing) return { payout: existing, created: false };
  const lead = batch.leadId ? await findLead(tx, batch.leadId) : null;
  const currency = batch.currency ?? lead?.currency ?? 'CZK';
  const books = (await batchBooks(tx, [batch.id])).filter((b) => b.outcome === 'accepted' && b.choice === 'cash');
  const booksX100 = books.reduce((s, b) => s + (b.acceptedX100 ?? 0), 0);
  const method = lead?.payoutMethod === 'bank' ? 'bank' : 'wallet';
  if (method === 'wallet' && batch.customerId === null && booksX100 > 0) {
    throw new AppError('PAYOUT_STATE_CONFLICT', `Batch ${batch.code} has no customer to pay to the wallet`, { reason: 'NO_CUSTOMER' });
  }
  const bonusX100 = method === 'wallet' ? walletBonus(booksX100, lead?.walletBonusPercent) : 0;
  if (batch.customerId !== null) await repo.lockCustomer(tx, batch.customerId);
  const owed = batch.customerId !== null ? await repo.debtBalance(tx, batch.customerId, currency) : 0;
  const debtSettledX100 = Math.max(0, Math.min(owed, booksX100 + bonusX100));
  const netX100 = booksX100 + bonusX100 - debtSettledX100;
  const paidAtOnce = method === 'wallet' || netX100 === 0;
  const payout = await repo.insertPayout(tx, {
    batchId: batch.id, customerId: batch.customerId, method, state: paidAtOnce ? 'paid' : 'locked', currency,
    booksX100, bonusX100, debtSettledX100, netX100,
    bankAccount: method === 'bank' ? lead!.bankAccount : null, accountHolder: lead?.accountHolder ?? null,
    createdAt: now, paidAt: paidAtOnce ? now : null,
  });
  if (!payout) return { payout: (await repo.payoutOfBatch(tx, batch.id))!, created: false };
  const customerId = batch.customerId;
  if (customerId !== null && debtSettledX100 > 0) {
    await repo.insertDebtEntry(tx, { customerId, currency, amountX100: -debtSettledX100, reason: `settled from payout of batch ${batch.code}`, eventKey: payoutKey(payout.id, 'debt'), createdAt: now });
  }
  if (method === 'wallet' && customerId !== null) {
    // The lines in the seller's storefront language (the account shows them as they are).
    const reasons = WALLET_REASONS[asLocale(batch.locale)];
    const entries: Array<['books' | 'bonus' | 'debt', number]> = [['books', booksX100], ['bonus', bonusX100], ['debt', -debtSettledX100]];
    for (const [part, amountX100] of entries) {
      if (amountX100 !== 0) {
        await repo.insertWalletEntry(tx, { customerId, currency, amountX100, reason: reasons[part].replace('{code}', batch.code), eventKey: payoutKey(payout.id, part), createdAt: now });
      }
    }
  }
  if (method === 'bank' && netX100 > 0) {
    await repo.insertBankLock(tx, { payoutId: payout.id, customerId, currency, amountX100: netX100, createdAt: now });
  }
  return { payout, created: true };
}

/**
 * A commission payout paid by bank (issue 16, docs/adr/0030): a buyback payout without a batch,
 * locked with its bank lock until the next payment file exports it (the same export as batches).
 * Keyed by the commission payout (unique): a retried approval makes nothing more.
 */
export async function lockCommissionBankPayoutInTx(tx: Db, input: {
  commissionPayoutId: number; customerId: number; currency: string; amountX100: number; bankAccount: string; accountHolder: string | null; now: Date;
}): Promise<PayoutRow> {
  const payout = await repo.insertCommissionPayout(tx, {
    batchId: null, commissionPayoutId: input.commissionPayoutId, customerId: input.customerId, method: 'bank', state: 'locked', currency: input.currency,
    booksX100: input.amountX100, bonusX100: 0, debtSettledX100: 0, netX100: input.amountX100,
    bankAccount: input.bankAccount, accountHolder: input.accountHolder, createdAt: input.now, paidAt: null,
  });
  if (payout) await repo.insertBankLock(tx, { payoutId: payout.id, customerId: input.customerId, currency: input.currency, amountX100: input.amountX100, createdAt: input.now });
  return payout ?? (await repo.payoutOfCommissionPayout(tx, input.commissionPayoutId))!;
}

export function payoutView(p: PayoutRow & { batchCode?: string | null }): PayoutView {
  return {
    // Rows of raw SQL carry bigint as text.
    id: Number(p.id), batchCode: p.batchCode ?? null, method: p.method, state: p.state, currency: p.currency as 'CZK' | 'EUR',
    booksX100: Number(p.booksX100), bonusX100: Number(p.bonusX100), debtSettledX100: Number(p.debtSettledX100), netX100: Number(p.netX100),
    bankAccountMasked: p.bankAccount ? maskBankAccount(p.bankAccount) : null,
    createdAt: new Date(p.createdAt).toISOString(), paidAt: p.paidAt ? new Date(p.paidAt).toISOString() : null,
    exportedAt: p.exportedAt ? new Date(p.exportedAt).toISOString() : null,
  };
}

export async function customerPayoutViews(db: Db, customerId: number): Promise<PayoutView[]> {
  return (await repo.customerPayouts(db, customerId)).map(payoutView);
}

export interface PayoutExport { content: string; count: number; totalX100: number; contentType: string; filename: string }

/**
 * Staff: the bank payouts not exported yet, in one file (each payout once: the rows are locked,
 * skipped by a concurrent export, and marked exported with the file). Their bank locks are
 * released and their batches become paid_out. ABO takes Czech accounts only; the others wait for a SEPA file.
 */
export async function exportPayouts(
  ctx: SystemContext & { staffId?: number | null }, deps: BatchMoveDeps & { env: Pick<CommerceEnv, 'BANK_IBAN' | 'BANK_BIC' | 'BANK_ACCOUNT_NAME'> }, body: PayoutExportBody,
): Promise<PayoutExport> {
  const currency = body.currency ?? (body.format === 'abo' ? 'CZK' : 'EUR');
  const debtor = { name: deps.env.BANK_ACCOUNT_NAME, iban: deps.env.BANK_IBAN, bic: deps.env.BANK_BIC };
  const paidBatches: number[] = [];
  const result = await ctx.db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const locked = await repo.lockPayoutsToExport(tx, currency);
    const usable = locked.filter((p) => p.bankAccount && transferIban(p.bankAccount) && (body.format !== 'abo' || isAboAccount(p.bankAccount)));
    const transfers: PayoutTransfer[] = [];
    for (const p of usable) {
      const batch = p.batchId !== null ? await findBatchById(tx, p.batchId) : null;
      const reference = batch?.code ?? (p.commissionPayoutId !== null ? `K${p.commissionPayoutId}` : String(p.id));
      transfers.push({ id: p.id, amountX100: p.netX100, currency: p.currency, bankAccount: p.bankAccount!, name: p.accountHolder ?? batch?.email ?? 'Seller', reference: `Bookturn ${reference}` });
    }
    const totalX100 = transfers.reduce((s, t) => s + t.amountX100, 0);
    const stamp = ctx.now.toISOString().replace(/[-:TZ.]/g, '').slice(0, 14);
    const content = body.format === 'sepa'
      ? sepaPain001(transfers, debtor, { messageId: `BTPAYOUT-${stamp}`, createdAt: ctx.now, executionDate: ctx.now.toISOString().slice(0, 10) })
      : aboFile(transfers, debtor, { createdAt: ctx.now, dueDate: ctx.now, fileNumber: Number(stamp.slice(8, 12)) });
    const exportId = await repo.insertExport(tx, { format: body.format, currency, count: transfers.length, totalX100, content, actorStaffId: ctx.staffId ?? null, createdAt: ctx.now });
    await repo.markExported(tx, transfers.map((t) => t.id), exportId, ctx.now);
    for (const p of usable) {
      const batch = p.batchId !== null ? await findBatchById(tx, p.batchId) : null;
      if (batch && batch.state === 'processed') {
        await moveBatchInTx(tx, batch, 'paid_out', ctx.now, { staffId: ctx.staffId ?? null, reason: `payout exported (${body.format})` });
        paidBatches.push(batch.id);
      }
    }
    return { content, count: transfers.length, totalX100 };
  });
  for (const id of paidBatches) sendBatchMailsSoon(ctx.db, deps, id, ['paid_out']);
  const ext = body.format === 'sepa' ? 'xml' : 'kpc';
  return {
    ...result,
    contentType: body.format === 'sepa' ? 'application/xml; charset=utf-8' : 'text/plain; charset=us-ascii',
    filename: `payouts-${currency}-${ctx.now.toISOString().slice(0, 10)}.${ext}`,
  };
}

/**
 * The support desk (issue 16 item 4, docs/adr/0031) settles a bank payout by hand, in the
 * caller's transaction, the payout row locked:
 * - `paid`: the bank confirmed the transfer (exported → paid);
 * - `failed`: the transfer never reached the seller (locked or exported → cancelled); the net
 *   amount goes to the seller's wallet instead (key `buyback-payout:<id>:failed`, once), so the
 *   money is never lost and support can pay it out again.
 * 409 PAYOUT_STATE_CONFLICT for any other state (details.state); 404 for another customer's payout.
 */
export async function settleBankPayoutInTx(tx: Db, input: { customerId: number; payoutId: number; outcome: 'paid' | 'failed'; now: Date }): Promise<{ before: string; after: string; payout: PayoutView }> {
  const payout = await repo.lockPayout(tx, input.payoutId);
  if (!payout || payout.customerId !== input.customerId) throw new AppError('NOT_FOUND', 'No such payout');
  const allowed = input.outcome === 'paid' ? ['exported'] : ['locked', 'exported'];
  if (payout.method !== 'bank' || !allowed.includes(payout.state)) {
    throw new AppError('PAYOUT_STATE_CONFLICT', `A ${payout.method} payout in state ${payout.state} cannot be marked ${input.outcome}`, { state: payout.state, allowed });
  }
  const after = input.outcome === 'paid' ? 'paid' : 'cancelled';
  await repo.setPayoutState(tx, payout.id, after, input.now);
  if (input.outcome === 'failed' && payout.netX100 > 0) {
    await repo.lockCustomer(tx, input.customerId);
    // In the seller's language (the account shows the line as it is): the batch's storefront, else the currency's home one.
    const batch = payout.batchId !== null ? await findBatchById(tx, payout.batchId) : null;
    const locale = batch ? asLocale(batch.locale) : payout.currency === 'CZK' ? 'cs' : 'en';
    await repo.insertWalletEntry(tx, {
      customerId: input.customerId, currency: payout.currency, amountX100: payout.netX100,
      reason: WALLET_REASONS[locale].failed.replace('{code}', String(payout.id)), eventKey: payoutKey(payout.id, 'failed'), createdAt: input.now,
    });
  }
  return { before: payout.state, after, payout: payoutView({ ...payout, state: after, paidAt: after === 'paid' ? input.now : null }) };
}
