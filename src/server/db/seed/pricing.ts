/**
 * Second-hand price points. Copies are priced on a ladder of familiar CZK points (…, 79, 89,
 * 99, 119, …); the EUR price is CZK / 25 rounded to a shop-like point (.x9 or .x0 below
 * 10 €, .49/.99 above). All amounts are integer hundredths.
 */
export const CZK_PRICE_POINTS: readonly number[] = [
  19, 29, 39, 49, 59, 69, 79, 89, 99, 109, 119, 129, 139, 149, 159, 169, 179, 189, 199, 219, 229, 249,
  269, 279, 299, 329, 349, 379, 399, 429, 449, 479, 499, 549, 599, 649, 699, 749, 799, 899, 999, 1199, 1499,
];

export const CZK_PER_EUR = 25;

/** Index of the price point nearest to `czk` whole crowns. */
export function nearestPricePointIndex(czk: number): number {
  let best = 0;
  for (let i = 1; i < CZK_PRICE_POINTS.length; i++) {
    if (Math.abs(CZK_PRICE_POINTS[i] - czk) < Math.abs(CZK_PRICE_POINTS[best] - czk)) best = i;
  }
  return best;
}

export function czkX100AtPoint(index: number): number {
  const i = Math.max(0, Math.min(CZK_PRICE_POINTS.length - 1, index));
  return CZK_PRICE_POINTS[i] * 100;
}

/** EUR hundredths for a CZK price: 149 Kč → 5.99 €, 89 Kč → 3.59 €, 399 Kč → 15.99 €. Always > 0. */
export function eurX100FromCzkX100(czkX100: number, roundToTen = false): number {
  const raw = czkX100 / CZK_PER_EUR;
  if (raw < 1000) {
    const tens = Math.max(1, Math.round(raw / 10)) * 10;
    return roundToTen ? tens : tens - 1;
  }
  return Math.round(raw / 50) * 50 - 1;
}
