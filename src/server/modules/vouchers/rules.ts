import type { CurrencyCode, Locale } from '@/i18n/locales';
import type { VoucherEffect, VoucherRejection } from '@/contracts/checkout';

/** A voucher as the rules see it (a vouchers row); amounts per currency, null = no such rule. */
export interface VoucherRecord {
  id: number;
  code: string;
  effect: 'percent' | 'fixed' | 'free_shipping';
  percent: number | null;
  amountCzkX100: number | null;
  amountEurX100: number | null;
  minTotalCzkX100: number | null;
  minTotalEurX100: number | null;
  firstOrderOnly: boolean;
  /** Storefronts where it applies; null = all. */
  locales: string[] | null;
  validFrom: Date | null;
  /** The first moment it no longer applies. */
  validUntil: Date | null;
  maxUsesTotal: number | null;
  maxUsesPerCustomer: number | null;
  usedCount: number;
  autoAssign: boolean;
  active: boolean;
}

export interface VoucherContext {
  locale: Locale;
  currency: CurrencyCode;
  /** The cart's items total; null when not known yet (the minimum is then checked at checkout). */
  itemsX100: number | null;
  shippingX100: number;
  now: Date;
  /** null: the shopper is not known yet (no e-mail); the first-order rule waits for checkout. */
  isFirstOrder: boolean | null;
  /** Active uses of this voucher by this shopper (0 when the shopper is not known). */
  usesByCustomer: number;
}

export type VoucherVerdict =
  | {
    ok: true;
    effect: VoucherEffect;
    /** Off the items, never more than them. */
    discountX100: number;
    freeShipping: boolean;
    /** What free shipping is worth on `shippingX100` (0 for other effects). */
    shippingDiscountX100: number;
    minTotalX100: number | null;
  }
  | { ok: false; reason: VoucherRejection; minTotalX100: number | null };

const inCurrency = (currency: CurrencyCode, czk: number | null, eur: number | null) => (currency === 'CZK' ? czk : eur);

/** The effect in the storefront's currency; null when the voucher has no amount in it. */
function effectIn(voucher: VoucherRecord, currency: CurrencyCode): VoucherEffect | null {
  switch (voucher.effect) {
    case 'percent':
      return voucher.percent === null ? null : { effect: 'percent', percent: voucher.percent };
    case 'fixed': {
      const amountX100 = inCurrency(currency, voucher.amountCzkX100, voucher.amountEurX100);
      return amountX100 === null ? null : { effect: 'fixed', amountX100 };
    }
    case 'free_shipping':
      return { effect: 'free_shipping' };
  }
}

/** Percent of an amount in hundredths, rounded half up to the hundredth. */
export function percentOf(amountX100: number, percent: number): number {
  return Math.floor((amountX100 * percent + 50) / 100);
}

export function discountOn(effect: VoucherEffect, itemsX100: number): number {
  switch (effect.effect) {
    case 'percent':
      return Math.min(percentOf(itemsX100, effect.percent), itemsX100);
    case 'fixed':
      return Math.min(effect.amountX100, itemsX100);
    case 'free_shipping':
      return 0;
  }
}

/**
 * Whether a voucher applies in a context, and what it gives. Rules are checked in this order,
 * the first failing one is the reason: known, active, started, not ended, this storefront (and
 * an amount in its currency), uses left, minimum items total, first order, uses by this shopper.
 */
export function judgeVoucher(voucher: VoucherRecord | null, ctx: VoucherContext): VoucherVerdict {
  if (!voucher) return { ok: false, reason: 'unknown', minTotalX100: null };
  const minTotalX100 = inCurrency(ctx.currency, voucher.minTotalCzkX100, voucher.minTotalEurX100);
  const reject = (reason: VoucherRejection): VoucherVerdict => ({ ok: false, reason, minTotalX100 });
  const effect = effectIn(voucher, ctx.currency);

  if (!voucher.active || (voucher.effect === 'percent' && effect === null)) return reject('inactive');
  if (voucher.validFrom && ctx.now < voucher.validFrom) return reject('not_yet_valid');
  if (voucher.validUntil && ctx.now >= voucher.validUntil) return reject('expired');
  if ((voucher.locales !== null && !voucher.locales.includes(ctx.locale)) || effect === null) return reject('wrong_storefront');
  if (voucher.maxUsesTotal !== null && voucher.usedCount >= voucher.maxUsesTotal) return reject('used_up');
  if (minTotalX100 !== null && ctx.itemsX100 !== null && ctx.itemsX100 < minTotalX100) return reject('min_total');
  if (voucher.firstOrderOnly && ctx.isFirstOrder === false) return reject('first_order_only');
  if (voucher.maxUsesPerCustomer !== null && ctx.usesByCustomer >= voucher.maxUsesPerCustomer) return reject('used_by_customer');

  const freeShipping = effect.effect === 'free_shipping';
  return {
    ok: true,
    effect,
    discountX100: ctx.itemsX100 === null ? 0 : discountOn(effect, ctx.itemsX100),
    freeShipping,
    shippingDiscountX100: freeShipping ? ctx.shippingX100 : 0,
    minTotalX100,
  };
}
