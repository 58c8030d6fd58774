/**
 * Integer hundredths → "129.00" for machine-readable prices (schema.org Offer.price), computed on
 * integers so no binary float rounding can creep in.
 */
export function priceDecimal(amountX100: number): string {
  if (!Number.isInteger(amountX100)) throw new Error(`Money must be integer hundredths, got ${amountX100}`);
  const sign = amountX100 < 0 ? '-' : '';
  const abs = Math.abs(amountX100);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
