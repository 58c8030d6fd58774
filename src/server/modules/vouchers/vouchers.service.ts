import type { CurrencyCode, Locale } from '@/i18n/locales';
import type { VoucherEffect, VoucherRejection, VoucherValidateResponse } from '@/contracts/checkout';
import type { AutoAssignableResponse, VoucherAppliedResponse } from '@/contracts/vouchers';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { judgeVoucher, type VoucherRecord, type VoucherVerdict } from './rules';
import {
  countUses, customerKeys, deactivateRedemptions, findAutoAssignable, findVoucherByCode, hasEarlierOrder, insertRedemption, returnUses, takeUse,
} from './vouchers.repository';

export interface VoucherInput {
  code: string;
  locale: Locale;
  currency: CurrencyCode;
  /** The items total; null when not known (the minimum total is then not checked). */
  itemsX100: number | null;
  shippingX100: number;
  /** Customer id as a string, or the lower-cased e-mail; null for a shopper not known yet. */
  customerKey: string | null;
  now: Date;
}

export type VoucherEvaluation =
  | {
    ok: true; voucherId: number; code: string; effect: VoucherEffect; discountX100: number; freeShipping: boolean;
    /** What free shipping takes off `shippingX100`; 0 for other effects. */
    shippingDiscountX100: number; minTotalX100: number | null;
  }
  | { ok: false; code: string; reason: VoucherRejection; minTotalX100: number | null };

/** The rules' facts about the shopper; only looked up when the voucher has a rule that needs them. */
async function shopperFacts(db: Db, voucher: VoucherRecord, customerKey: string | null, exceptOrderId: number | null) {
  if (customerKey === null || (!voucher.firstOrderOnly && voucher.maxUsesPerCustomer === null)) {
    return { isFirstOrder: null, usesByCustomer: 0 };
  }
  const keys = await customerKeys(db, customerKey);
  const [earlier, usesByCustomer] = await Promise.all([
    voucher.firstOrderOnly ? hasEarlierOrder(db, keys, exceptOrderId) : Promise.resolve(null),
    voucher.maxUsesPerCustomer !== null ? countUses(db, voucher.id, keys) : Promise.resolve(0),
  ]);
  return { isFirstOrder: earlier === null ? null : !earlier, usesByCustomer };
}

function toEvaluation(voucher: VoucherRecord | null, input: VoucherInput, verdict: VoucherVerdict): VoucherEvaluation {
  const code = voucher?.code ?? input.code.trim();
  if (!verdict.ok) return { ok: false, code, reason: verdict.reason, minTotalX100: verdict.minTotalX100 };
  return {
    ok: true, voucherId: voucher!.id, code, effect: verdict.effect, discountX100: verdict.discountX100,
    freeShipping: verdict.freeShipping, shippingDiscountX100: verdict.shippingDiscountX100, minTotalX100: verdict.minTotalX100,
  };
}

/** Whether a code applies to this cart and shopper now, and what it gives (reads only). */
export async function evaluateVoucher(db: Db, input: VoucherInput): Promise<VoucherEvaluation> {
  const voucher = await findVoucherByCode(db, input.code.trim());
  const facts = voucher ? await shopperFacts(db, voucher, input.customerKey, null) : { isFirstOrder: null, usesByCustomer: 0 };
  return toEvaluation(voucher, input, judgeVoucher(voucher, { ...input, ...facts }));
}

export interface RedeemInput extends VoucherInput {
  itemsX100: number;
  customerKey: string;
  /** The order being created (already inserted in the same transaction). */
  orderId: number;
}
export type Redemption = Extract<VoucherEvaluation, { ok: true }> & { redemptionId: number };

const invalid = (code: string, reason: VoucherRejection, minTotalX100: number | null) =>
  new AppError('VOUCHER_INVALID', `Voucher ${code} cannot be used: ${reason}`, { reason, minTotalX100 });

/**
 * Uses a voucher for an order, inside the checkout's transaction. One conditional UPDATE takes a
 * use and locks the voucher row, so concurrent redemptions of one voucher queue behind it and
 * the total limit holds; the per-shopper and first-order rules are then checked under that lock.
 * Throws VOUCHER_INVALID (details.reason) when it does not apply, with the use given back so a
 * caller that goes on without the voucher leaves the count right.
 */
export async function redeemVoucher(tx: Db, input: RedeemInput): Promise<Redemption> {
  const code = input.code.trim();
  const taken = await takeUse(tx, code);
  if (!taken) {
    const voucher = await findVoucherByCode(tx, code);
    const reason: VoucherRejection = !voucher ? 'unknown' : !voucher.active ? 'inactive' : 'used_up';
    const minTotalX100 = voucher ? (input.currency === 'CZK' ? voucher.minTotalCzkX100 : voucher.minTotalEurX100) : null;
    throw invalid(voucher?.code ?? code, reason, minTotalX100);
  }
  // The rules judge the voucher as it was before this use.
  const before: VoucherRecord = { ...taken, usedCount: taken.usedCount - 1 };
  const facts = await shopperFacts(tx, before, input.customerKey, input.orderId);
  const evaluation = toEvaluation(before, input, judgeVoucher(before, { ...input, ...facts }));
  if (!evaluation.ok) {
    await returnUses(tx, taken.id);
    throw invalid(evaluation.code, evaluation.reason, evaluation.minTotalX100);
  }
  const redemptionId = await insertRedemption(tx, { voucherId: taken.id, orderId: input.orderId, customerKey: input.customerKey, now: input.now });
  return { ...evaluation, redemptionId };
}

/** A cancelled order gives its voucher use back (idempotent: a second call releases nothing). */
export async function releaseVoucher(tx: Db, orderId: number): Promise<number> {
  const voucherIds = await deactivateRedemptions(tx, orderId);
  const perVoucher = new Map<number, number>();
  for (const id of voucherIds) perVoucher.set(id, (perVoucher.get(id) ?? 0) + 1);
  for (const [id, count] of perVoucher) await returnUses(tx, id, count);
  return voucherIds.length;
}

// ---- the storefront's voucher box -----------------------------------------------------------------

export interface StorefrontVoucherRequest {
  locale: Locale;
  currency: CurrencyCode;
  now: Date;
  /**
   * The logged-in customer, whose own history the shopper rules (first order, uses per shopper)
   * may judge. A typed e-mail never does: the voucher box must not tell anyone whether an address
   * has ordered before (issue 11); for a guest those rules wait for the order.
   */
  customerId?: number | null;
  itemsX100?: number;
}

const keyOf = (customerId: number | null | undefined) => (customerId === null || customerId === undefined ? null : String(customerId));

async function evaluateForStorefront(db: Db, code: string, req: StorefrontVoucherRequest) {
  return evaluateVoucher(db, {
    code, locale: req.locale, currency: req.currency, itemsX100: req.itemsX100 ?? null, shippingX100: 0, customerKey: keyOf(req.customerId), now: req.now,
  });
}

/** POST vouchers/validate: whether the code applies (rules needing the e-mail or total wait for them). */
export async function validateVoucherCode(db: Db, code: string, req: StorefrontVoucherRequest): Promise<VoucherValidateResponse> {
  const e = await evaluateForStorefront(db, code, req);
  return e.ok
    ? { valid: true, code: e.code, effect: e.effect, minTotalX100: e.minTotalX100 }
    : { valid: false, code: e.code, reason: e.reason, minTotalX100: e.minTotalX100 };
}

/** POST vouchers/applied: the validation plus the discount the code gives on the items. */
export async function applyVoucherCode(db: Db, code: string, req: StorefrontVoucherRequest): Promise<VoucherAppliedResponse> {
  const e = await evaluateForStorefront(db, code, req);
  return e.ok
    ? { valid: true, code: e.code, effect: e.effect, minTotalX100: e.minTotalX100, discountX100: e.discountX100, freeShipping: e.freeShipping }
    : { valid: false, code: e.code, reason: e.reason, minTotalX100: e.minTotalX100, discountX100: 0, freeShipping: false };
}

/**
 * POST vouchers/find-auto-assignable: of the vouchers offered without typing, the one worth most
 * to this cart now (discount, or the shipping it makes free), the oldest on a tie; null if none.
 */
export async function findBestAutoVoucher(
  db: Db, req: StorefrontVoucherRequest & { itemsX100: number; shippingX100?: number },
): Promise<AutoAssignableResponse> {
  let best: { worth: number; answer: NonNullable<AutoAssignableResponse['voucher']> } | null = null;
  for (const voucher of await findAutoAssignable(db, req.now)) {
    const facts = await shopperFacts(db, voucher, keyOf(req.customerId), null);
    const verdict = judgeVoucher(voucher, {
      locale: req.locale, currency: req.currency, itemsX100: req.itemsX100, shippingX100: req.shippingX100 ?? 0, now: req.now, ...facts,
    });
    if (!verdict.ok) continue;
    const worth = verdict.discountX100 + verdict.shippingDiscountX100;
    if (best && worth <= best.worth) continue;
    best = {
      worth,
      answer: {
        valid: true, code: voucher.code, effect: verdict.effect, minTotalX100: verdict.minTotalX100,
        discountX100: verdict.discountX100, freeShipping: verdict.freeShipping,
      },
    };
  }
  return { voucher: best?.answer ?? null };
}
