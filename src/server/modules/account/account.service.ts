import type { AccountOrderDetail, AccountOrderList, AddressInput, BillingHistory, CurrentUser, CurrentUserPatch, Wallet } from '@/contracts/account';
import { MAX_ADDRESSES } from '@/contracts/account';
import { CUSTOMER_KINDS, IDENTIFICATION_LEVELS, type CustomerKind, type IdentificationLevel } from '@/contracts/auth';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { deleteCustomerSessions, deleteSessionByToken, lockCustomer } from '../customers';
import { creditNotePdf, currentInvoicePdf, documentsOf } from '../invoices';
import { customerShipments as shipmentsForCustomer } from '../fulfilment';
import { effectiveState, isUnpaid } from '../orders';
import { cancelOrder, getPublicOrder } from '../orders';
import type { PaymentDeps } from '../payments';
import type { Locale } from '@/i18n/locales';
import { logger } from '../../http/logger';
import type { Mailer } from '../mail';
import { AccountError, spendCode, type LoginLimits } from '../login';
import { renderEmailChangedMail } from './email-change-mail';
import * as repo from './account.repository';

const level = (v: string): IdentificationLevel => ((IDENTIFICATION_LEVELS as readonly string[]).includes(v) ? v as IdentificationLevel : 'submit_email');
const kind = (v: string): CustomerKind => ((CUSTOMER_KINDS as readonly string[]).includes(v) ? v as CustomerKind : 'non-buyer');

export async function getCurrentUser(db: Db, customerId: number): Promise<CurrentUser> {
  const profile = await repo.findProfile(db, customerId);
  if (!profile) throw new AccountError('NOT_LOGGED_IN', 'Log in first');
  const [addresses, providers] = await Promise.all([repo.findAddresses(db, customerId), repo.findProviders(db, customerId)]);
  return {
    id: profile.id,
    email: profile.email,
    name: profile.name,
    phonePrefix: profile.phone_prefix,
    phone: profile.phone,
    nickname: profile.nickname,
    bankAccount: profile.bank_account,
    identificationLevel: level(profile.identification_level),
    kind: kind(profile.kind),
    notifications: { orderUpdates: profile.notify_order_updates, watchdogs: profile.notify_watchdogs, newsletter: profile.notify_newsletter },
    addresses,
    linkedProviders: providers,
    createdAt: profile.created_at,
  };
}

/** The patch is already validated by the contract; a nickname someone else has is 409 NICKNAME_TAKEN. */
export async function updateCurrentUser(db: Db, customerId: number, patch: CurrentUserPatch & { bankAccount?: string | null }): Promise<CurrentUser> {
  if (patch.nickname && (await repo.nicknameTaken(db, patch.nickname, customerId))) {
    throw new AccountError('NICKNAME_TAKEN', 'This nickname is taken');
  }
  await repo.updateProfile(db, customerId, {
    name: patch.name,
    phone_prefix: patch.phonePrefix,
    phone: patch.phone === null ? null : patch.phone?.replace(/\s+/g, ''),
    nickname: patch.nickname,
    bank_account: patch.bankAccount,
    notify_order_updates: patch.notifications?.orderUpdates,
    notify_watchdogs: patch.notifications?.watchdogs,
    notify_newsletter: patch.notifications?.newsletter,
  });
  return getCurrentUser(db, customerId);
}

export async function addAddress(db: Db, customerId: number, input: AddressInput, now: Date): Promise<CurrentUser> {
  await db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    await lockCustomer(tx, customerId);
    if ((await repo.countAddresses(tx, customerId)) >= MAX_ADDRESSES) throw new AccountError('TOO_MANY_ADDRESSES', `At most ${MAX_ADDRESSES} addresses`);
    await repo.insertAddress(tx, customerId, input, now);
  });
  return getCurrentUser(db, customerId);
}

export async function changeAddress(db: Db, customerId: number, id: number, input: AddressInput): Promise<CurrentUser> {
  if (!(await repo.updateAddress(db, customerId, id, input))) throw new AccountError('NOT_FOUND', 'Address not found');
  return getCurrentUser(db, customerId);
}

export async function removeAddress(db: Db, customerId: number, id: number): Promise<CurrentUser> {
  if (!(await repo.deleteAddress(db, customerId, id))) throw new AccountError('NOT_FOUND', 'Address not found');
  return getCurrentUser(db, customerId);
}

export async function listOrders(db: Db, customerId: number, now: Date): Promise<AccountOrderList> {
  const rows = await repo.findCustomerOrders(db, customerId);
  return {
    items: rows.map((r) => {
      const state = effectiveState(r.state, r.expires_at ? new Date(r.expires_at) : null, now);
      return {
        number: r.number, state, currency: r.currency === 'EUR' ? 'EUR' : 'CZK', totalX100: r.total_x100, itemCount: r.item_count,
        createdAt: r.created_at, canCancel: isUnpaid(state),
      };
    }),
  };
}

async function ownOrder(db: Db, customerId: number, number: string) {
  const found = /^[A-Z0-9-]{3,40}$/.test(number) ? await repo.findOwnOrderCode(db, customerId, number) : null;
  // Another customer's order is "not found", exactly like an unknown number: nothing about it leaks.
  if (!found) throw new AccountError('NOT_FOUND', 'Order not found');
  return found;
}

export async function orderDetail(db: Db, customerId: number, number: string, env: PaymentDeps['env'], now: Date): Promise<AccountOrderDetail> {
  const own = await ownOrder(db, customerId, number);
  const [order, history] = await Promise.all([getPublicOrder(db, own.code, env, now), repo.findOrderHistory(db, own.id)]);
  const { bankTransfer: _omit, ...rest } = order;
  void _omit;
  const { creditNotes } = await documentsOf(db, own.id);
  return {
    ...rest, history, hasInvoice: order.state !== 'cancelled' && order.state !== 'new', shipments: await shipmentsForCustomer(db, own.id, env.PORT),
    creditNotes: creditNotes.map((n) => ({ number: n.number, amountX100: n.amountX100, currency: n.currency === 'EUR' ? 'EUR' as const : 'CZK' as const, issuedAt: n.issuedAt })),
  };
}

/** A credit note of one of the customer's orders as PDF (docs/adr/0024): another customer's is "not found". */
export async function orderCreditNotePdf(db: Db, customerId: number, number: string, creditNoteNumber: string): Promise<{ filename: string; pdf: Buffer }> {
  const own = await ownOrder(db, customerId, number);
  const note = /^OD\d{8,12}$/.test(creditNoteNumber) ? await creditNotePdf(db, { orderId: own.id, number: creditNoteNumber }) : null;
  if (!note) throw new AccountError('NOT_FOUND', 'Credit note not found');
  return { filename: `credit-note-${note.number}.pdf`, pdf: note.pdf };
}

/** Cancels an unpaid order of this customer with the orders module's own cancel (copies, voucher, wallet come back). */
export async function cancelOwnOrder(db: Db, customerId: number, number: string, env: PaymentDeps['env'], now: Date): Promise<AccountOrderDetail> {
  const own = await ownOrder(db, customerId, number);
  await cancelOrder(db, own.code, now);
  return orderDetail(db, customerId, number, env, now);
}

export async function invoicePdf(db: Db, customerId: number, number: string, env: PaymentDeps['env'], now: Date): Promise<{ filename: string; pdf: Buffer }> {
  const own = await ownOrder(db, customerId, number);
  const detail = await orderDetail(db, customerId, number, env, now);
  if (!detail.hasInvoice) throw new AccountError('NOT_FOUND', 'This order has no invoice');
  // The newest re-issued version when staff re-issued it (docs/adr/0024), else the invoice computed from the order.
  const invoice = await currentInvoicePdf(db, own.id, () => (detail.paidAt ? new Date(detail.paidAt) : new Date(detail.createdAt)));
  if (!invoice) throw new AccountError('NOT_FOUND', 'Order not found');
  return { filename: `invoice-${invoice.number}.pdf`, pdf: invoice.pdf };
}

export async function getWallet(db: Db, customerId: number): Promise<Wallet> {
  const w = await repo.findWallet(db, customerId);
  return {
    balances: w.balances.map((b) => ({ currency: b.currency === 'EUR' ? 'EUR' : 'CZK', balanceX100: b.balanceX100 })),
    entries: w.entries.map((e) => ({ ...e, currency: e.currency === 'EUR' ? 'EUR' : 'CZK' })),
  };
}

export async function getBillingHistory(db: Db, customerId: number): Promise<BillingHistory> {
  const [invoices, payments] = await Promise.all([repo.findInvoicedOrders(db, customerId), repo.findPayments(db, customerId)]);
  const cur = (v: string) => (v === 'EUR' ? 'EUR' as const : 'CZK' as const);
  return {
    invoices: invoices.map((i) => ({ ...i, currency: cur(i.currency) })),
    payments: payments.map((p) => ({ ...p, currency: cur(p.currency), state: p.state as BillingHistory['payments'][number]['state'] })),
  };
}

export async function readFilters(db: Db, customerId: number): Promise<{ languages: number[] | null }> {
  return { languages: await repo.readFilterLanguages(db, customerId) };
}

export async function saveFilters(db: Db, customerId: number, languages: readonly number[]): Promise<{ languages: number[] }> {
  const clean = [...new Set(languages)].sort((a, b) => a - b);
  await repo.writeFilterLanguages(db, customerId, clean);
  return { languages: clean };
}

/** Deletes the account and its session (the route clears the cookies); refused (409) while an order is still on its way or awaiting payment. */
export async function deleteOwnAccount(ctx: RequestContext, input: { customerId: number; sessionToken: string | null }): Promise<void> {
  const { db, now } = ctx;
  const { customerId } = input;
  const profile = await repo.findProfile(db, customerId);
  if (!profile) throw new AccountError('NOT_LOGGED_IN', 'Log in first');
  if ((await repo.countOpenOrders(db, customerId, now)) > 0) {
    throw new AccountError('ACCOUNT_HAS_OPEN_ORDERS', 'An order is still open; cancel it or wait until it is delivered');
  }
  await db.transaction(async (tx) => repo.deleteAccount(tx as unknown as Db, customerId, profile.email, now));
  if (input.sessionToken) await deleteSessionByToken(db, input.sessionToken);
}

export async function changeEmail(db: Db, customerId: number, email: string, now: Date): Promise<boolean> {
  return repo.changeEmail(db, customerId, email, now);
}

/** After an e-mail change: a notice to the old address (the new one is masked in it). A failed send is logged, not fatal. */
export async function notifyOldAddress(mailer: Mailer, locale: Locale, customerId: number, oldEmail: string, newEmail: string, now: Date): Promise<void> {
  const mail = renderEmailChangedMail(locale, newEmail);
  try {
    await mailer.send({
      kind: 'email-changed', dedupeKey: `email-changed:${customerId}:${now.toISOString()}`, to: oldEmail,
      subject: mail.subject, text: mail.text, html: mail.html, attachments: [], createdAt: now,
    });
  } catch (error) {
    logger().error({ err: error, customerId }, 'e-mail change notice could not be sent');
  }
}

/**
 * Changing the login e-mail, step 2: the code proves the new address. When the address really
 * changes, every other session ends and the old address hears of it (issue 11: whoever changed it
 * may not be the owner).
 */
export async function confirmEmailChange(
  ctx: RequestContext, deps: { mailer: Mailer; limits: LoginLimits },
  input: { customerId: number; email: string; code: string; sessionToken: string | null },
): Promise<CurrentUser> {
  const { db, now } = ctx;
  const { customerId: id, email } = input;
  const before = await getCurrentUser(db, id);
  await spendCode(db, deps.limits, ctx.ip, email, input.code, now);
  if (!(await changeEmail(db, id, email, now))) throw new AccountError('EMAIL_TAKEN', 'Another account uses this address');
  if (before.email.toLowerCase() !== email.toLowerCase()) {
    await deleteCustomerSessions(db, id, input.sessionToken ?? undefined);
    await notifyOldAddress(deps.mailer, ctx.locale, id, before.email, email, now);
  }
  return getCurrentUser(db, id);
}

/**
 * Anonymises an account on the customer's request through support (issue 16 item 4, GDPR), in
 * the caller's transaction: the same deletion as the customer's own (orders keep their own copy of
 * name and address, the wallet and debt ledgers stay as records). False when it was gone already.
 */
export async function anonymiseAccountInTx(tx: Db, customerId: number, now: Date): Promise<boolean> {
  const profile = await repo.findProfile(tx, customerId);
  if (!profile) return false;
  await repo.deleteAccount(tx, customerId, profile.email, now);
  return true;
}
