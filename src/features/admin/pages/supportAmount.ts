/** "250", "250,5", "-12.30" → hundredths (integer); null when it is not an amount with at most two decimals. */
export function parseAmountX100(input: string): number | null {
  const m = /^\s*(-)?(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(input);
  if (!m) return null;
  const value = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -value : value;
}
