import type { Locale } from '@/i18n/locales';

/**
 * Commission terms per storefront (issue 16 item 1, docs/adr/0030): the seller's share of the sale
 * price, the lowest price a copy may be listed at, how long it is listed before it is offered back,
 * how long the seller has to choose, the fee for sending an unsold copy back, and the limits of
 * the seller's own price changes. Money in hundredths of the storefront's currency.
 */
export interface CommissionTerms {
  currency: 'CZK' | 'EUR';
  sharePercent: number;
  minPriceX100: number;
  listingDays: number;
  offerWindowDays: number;
  returnFeeX100: number;
  /** A seller may change a copy's price this many times, to at most `maxPriceFactor` × the intake price. */
  maxPriceChanges: number;
  maxPriceFactor: number;
  /** The smallest payout a seller can ask for. */
  minPayoutX100: number;
}

const CZK: CommissionTerms = {
  currency: 'CZK', sharePercent: 60, minPriceX100: 5_000, listingDays: 180, offerWindowDays: 30, returnFeeX100: 4_900,
  maxPriceChanges: 3, maxPriceFactor: 2, minPayoutX100: 10_000,
};
const EUR: CommissionTerms = {
  currency: 'EUR', sharePercent: 55, minPriceX100: 200, listingDays: 180, offerWindowDays: 30, returnFeeX100: 250,
  maxPriceChanges: 3, maxPriceFactor: 2, minPayoutX100: 500,
};

export const COMMISSION_TERMS: Record<Locale, CommissionTerms> = {
  cs: CZK,
  sk: { ...EUR, sharePercent: 60 },
  en: EUR,
  'de-AT': EUR,
  'de-DE': EUR,
  'es-ES': EUR,
  'it-IT': EUR,
  'nl-NL': EUR,
  'fr-FR': EUR,
  'fr-BE': EUR,
};

export const termsFor = (locale: string): CommissionTerms => COMMISSION_TERMS[locale as Locale] ?? CZK;

/** The seller's share of a sale: whole hundredths, rounded down (the shop never pays a fraction more than the per cent). */
export function shareOf(priceX100: number, sharePercent: number): number {
  if (!Number.isInteger(priceX100) || priceX100 < 0) throw new Error(`price must be a non-negative integer, got ${priceX100}`);
  if (!Number.isInteger(sharePercent) || sharePercent < 1 || sharePercent > 99) throw new Error(`share must be 1–99 %, got ${sharePercent}`);
  return Math.floor((priceX100 * sharePercent) / 100);
}
