import { PRICE_LIMITS, type PriceLimit } from '@/contracts/intake';

/** The intake desk's price rules (docs/adr/0028): the employee's purchase-price window, shelf prices. */

/** The widest purchase-price window among the employee's permissions (PRICE_LIMITS), around the suggestion. */
export function priceLimitFor(permissions: readonly string[], suggestedX100: number, currency: 'CZK' | 'EUR'): PriceLimit {
  const held = PRICE_LIMITS.filter((l) => permissions.includes(l.permission));
  if (held.length === 0) return { minX100: suggestedX100, maxX100: suggestedX100 };
  if (suggestedX100 <= 0) return { minX100: 0, maxX100: Math.max(...held.map((l) => l.capWithoutSuggestion[currency])) };
  return {
    minX100: Math.min(...held.map((l) => Math.ceil((suggestedX100 * l.minPercent) / 100))),
    maxX100: Math.max(...held.map((l) => Math.floor((suggestedX100 * l.maxPercent) / 100))),
  };
}

/** Shelf price per condition, percent of the title's reference price. */
export const SALE_PERCENT: Record<1 | 2 | 3 | 4, number> = { 1: 100, 2: 90, 3: 80, 4: 65 };
export const DEFAULT_SALE_CZK_X100 = 14_900;
/** Crowns ending in 9 (…, 89, 99, 109 …), at least 19 Kč. */
export const shopCzk = (x100: number) => Math.max(1_900, Math.floor(x100 / 1_000) * 1_000 + 900);
/** The EUR twin of a CZK shelf price (25 Kč a euro), ending in 9 cents, at least 0.99 €. */
export const eurFromCzk = (czkX100: number) => Math.max(99, Math.round(czkX100 / 25 / 10) * 10 - 1);

