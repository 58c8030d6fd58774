/** IBAN helpers for the payment QR codes and the bank-transfer instructions. */

export function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** Format and ISO 13616 check digits (mod 97 = 1). */
export function isValidIban(iban: string): boolean {
  const value = normalizeIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(value)) return false;
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export function assertIban(iban: string): string {
  const value = normalizeIban(iban);
  if (!isValidIban(value)) throw new Error(`Invalid IBAN ${value}`);
  return value;
}

export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/**
 * The Czech domestic form "prefix-number/bank" of a CZ IBAN (CZkk BBBB PPPPPP NNNNNNNNNN), with
 * leading zeros dropped and a zero prefix left out; null for any other IBAN.
 */
export function czechAccountNumber(iban: string): string | null {
  const value = normalizeIban(iban);
  if (!/^CZ\d{22}$/.test(value) || !isValidIban(value)) return null;
  const bank = value.slice(4, 8);
  const prefix = value.slice(8, 14).replace(/^0+/, '');
  const number = value.slice(14).replace(/^0+/, '');
  return `${prefix ? `${prefix}-` : ''}${number}/${bank}`;
}

/** Integer hundredths as a plain decimal with two places: 123456 → "1234.56". */
export function decimalAmount(amountX100: number): string {
  if (!Number.isSafeInteger(amountX100) || amountX100 <= 0) throw new Error(`Amount must be a positive integer of hundredths, got ${amountX100}`);
  return `${Math.floor(amountX100 / 100)}.${String(amountX100 % 100).padStart(2, '0')}`;
}
