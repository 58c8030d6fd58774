import type { BandPrices, QuoteExplanation, QuoteRefusalReason } from '@/contracts/buyback';

/**
 * The buyback price of a title (docs/adr/0025-buyback-pricing.md): deterministic, from the shop's
 * own data only. Same signals in, same offer out — no randomness, no clock beyond the signals'
 * 365-day window, no outside service. Every constant is named here and in the ADR.
 */
export type Currency = 'CZK' | 'EUR';

/** What the shop knows about a title (all editions of the work), in the storefront's currency. */
export interface TitleSignals {
  /** Distinct customers with a watchdog on the work or the edition, or the work on their wishlist. */
  readersWaiting: number;
  /** In-stock copies of the work (any edition). */
  copiesInStock: number;
  /** Copies of the work sold in the last 365 days. */
  recentSales: number;
  /** Median price of those sales (hundredths); null when none. */
  medianSalePriceX100: number | null;
  /** Median price of the in-stock copies (hundredths); null when none. */
  medianStockPriceX100: number | null;
  /** Median days from stocking to sale of the recent sales; null when none. */
  typicalDaysToSell: number | null;
}

export const PRICING = {
  /** Percent of the cash price added when the money goes to the wallet. */
  walletBonusPercent: 10,
  /** The seller's share of the sale price for a commission book, percent. */
  commissionSharePercent: 50,
  /** The reference price of a wanted title the shop has never priced (readers wait, nothing sold or stocked). */
  fallbackReferenceX100: { CZK: 12_000, EUR: 480 } satisfies Record<Currency, number>,
  /** Cash share of the reference price for like-new, basis points, and its adjustments. */
  baseShareBp: 2000,
  perReaderBp: 500,
  readersMaxBp: 1500,
  fastSellerBp: 500, // typical days to sell ≤ 30
  steadySellerBp: 200, // ≤ 90
  slowSellerBp: -500, // > 180
  neverSoldBp: -300, // no sale in 365 days
  perCopyInStockBp: -300,
  stockMaxBp: -1000,
  minShareBp: 1000,
  maxShareBp: 4000,
  /** Cash per band relative to like-new, percent; commission per band relative to the full share. */
  bandPercent: { like_new: 100, good: 75, acceptable: 45 } satisfies Record<keyof BandPrices, number>,
  commissionBandPercent: { like_new: 100, good: 85, acceptable: 60 } satisfies Record<keyof BandPrices, number>,
  /** Prices are rounded down to this step: whole crowns, ten euro cents. */
  roundingX100: { CZK: 100, EUR: 10 } satisfies Record<Currency, number>,
  /** Below this like-new cash the title is not worth handling: not wanted. */
  minCashX100: { CZK: 1_000, EUR: 40 } satisfies Record<Currency, number>,
  /** A band whose cash falls below this is not bought in that condition (price 0). */
  minBandX100: { CZK: 500, EUR: 20 } satisfies Record<Currency, number>,
  /** Stock allowed: base copies + months of demand (sales per month + half the readers waiting). */
  stockBaseCopies: 2,
  stockMonths: 6,
  stockHardCap: 30,
} as const;

export type PriceDecision =
  | { status: 'accepted'; prices: BandPrices; commissionPrices: BandPrices; shareBp: number; referenceX100: number; explanation: QuoteExplanation }
  | { status: 'refused'; reason: Extract<QuoteRefusalReason, 'not_wanted' | 'too_many_in_stock'>; explanation: QuoteExplanation };

const floorTo = (value: number, step: number) => Math.floor(value / step) * step;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Copies the shop may hold of a title before it stops buying it. */
export function stockLimit(s: Pick<TitleSignals, 'recentSales' | 'readersWaiting'>): number {
  const monthlyDemand = s.recentSales / 12 + s.readersWaiting / 2;
  return Math.min(PRICING.stockHardCap, PRICING.stockBaseCopies + Math.ceil(PRICING.stockMonths * monthlyDemand));
}

/** The cash share of the reference price for a like-new copy, basis points (1/100 %). */
export function cashShareBp(s: TitleSignals): number {
  let bp = PRICING.baseShareBp;
  bp += Math.min(PRICING.readersMaxBp, s.readersWaiting * PRICING.perReaderBp);
  if (s.typicalDaysToSell === null || s.recentSales === 0) bp += PRICING.neverSoldBp;
  else if (s.typicalDaysToSell <= 30) bp += PRICING.fastSellerBp;
  else if (s.typicalDaysToSell <= 90) bp += PRICING.steadySellerBp;
  else if (s.typicalDaysToSell > 180) bp += PRICING.slowSellerBp;
  bp += Math.max(PRICING.stockMaxBp, s.copiesInStock * PRICING.perCopyInStockBp);
  return clamp(bp, PRICING.minShareBp, PRICING.maxShareBp);
}

/** What a copy of the title sells for: recent sales, else the copies on the shelf, else (wanted) the fallback. */
export function referencePrice(s: TitleSignals, currency: Currency): number | null {
  if (s.medianSalePriceX100 !== null && s.medianSalePriceX100 > 0) return s.medianSalePriceX100;
  if (s.medianStockPriceX100 !== null && s.medianStockPriceX100 > 0) return s.medianStockPriceX100;
  return s.readersWaiting > 0 ? PRICING.fallbackReferenceX100[currency] : null;
}

export function explain(s: TitleSignals): QuoteExplanation {
  return { readersWaiting: s.readersWaiting, copiesInStock: s.copiesInStock, typicalDaysToSell: s.typicalDaysToSell, recentSales: s.recentSales };
}

/** The offer for one title: cash and commission per condition band, or why the shop does not buy it. */
export function priceTitle(s: TitleSignals, currency: Currency): PriceDecision {
  const explanation = explain(s);
  if (s.copiesInStock >= stockLimit(s)) return { status: 'refused', reason: 'too_many_in_stock', explanation };
  const reference = referencePrice(s, currency);
  if (reference === null) return { status: 'refused', reason: 'not_wanted', explanation };
  const shareBp = cashShareBp(s);
  const step = PRICING.roundingX100[currency];
  const likeNew = floorTo((reference * shareBp) / 10_000, step);
  if (likeNew < PRICING.minCashX100[currency]) return { status: 'refused', reason: 'not_wanted', explanation };
  const band = (percent: number) => {
    const value = floorTo((likeNew * percent) / 100, step);
    return value < PRICING.minBandX100[currency] ? 0 : value;
  };
  const full = (reference * PRICING.commissionSharePercent) / 100;
  const commission = (percent: number) => floorTo((full * percent) / 100, step);
  return {
    status: 'accepted',
    shareBp,
    referenceX100: reference,
    explanation,
    prices: { like_new: likeNew, good: band(PRICING.bandPercent.good), acceptable: band(PRICING.bandPercent.acceptable) },
    commissionPrices: {
      like_new: commission(PRICING.commissionBandPercent.like_new),
      good: commission(PRICING.commissionBandPercent.good),
      acceptable: commission(PRICING.commissionBandPercent.acceptable),
    },
  };
}

/** The wallet bonus on a cash amount (rounded down to the hundredth). */
export const walletBonus = (cashX100: number, percent: number = PRICING.walletBonusPercent) => Math.floor((cashX100 * percent) / 100);
