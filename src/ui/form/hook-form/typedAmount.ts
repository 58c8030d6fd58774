/**
 * An amount typed in a currency's units — "150", "150,50", "1 500.5" — as integer hundredths;
 * '' for an empty field, null when it is not an amount (more than two decimals, a sign, letters).
 * Money stays in hundredths from here on (no float is kept).
 */
export function typedAmountX100(raw: string): number | '' | null {
  const clean = raw.replace(',', '.').replace(/\s/g, '');
  if (clean === '') return '';
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) return null;
  const [units, decimals = ''] = clean.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}
