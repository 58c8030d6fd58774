/**
 * EU Omnibus rule (Directive 98/6/EC art. 6a): a price cut is announced together with the lowest
 * price of the 30 days before it. The price right before the cut was in force in that window
 * too, so the answer is never above it — even when the price history is incomplete.
 * Null when the price did not drop (nothing to announce).
 */
export function lowestPriceBeforeCut(priceX100: number, previousPriceX100: number | null, lowestInWindowX100: number | null): number | null {
  if (previousPriceX100 === null || priceX100 >= previousPriceX100) return null;
  return lowestInWindowX100 === null ? previousPriceX100 : Math.min(lowestInWindowX100, previousPriceX100);
}
