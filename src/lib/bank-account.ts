/**
 * Bank accounts a seller may be paid to (issue 14): an IBAN (ISO 13616: country length and the
 * mod-97 check) or a Czech domestic account "[prefix-]number/bank code" (the ČNB mod-11 checks of
 * prefix and number). Pure: the sell-books form checks as the seller types, the API again.
 */
export type BankAccount =
  | { kind: 'iban'; iban: string; country: string }
  | { kind: 'czech'; prefix: string; number: string; bankCode: string; iban: string };

/** IBAN lengths of the countries the shop pays to most (others: 15–34 characters). */
const IBAN_LENGTHS: Record<string, number> = {
  CZ: 24, SK: 24, AT: 20, DE: 22, ES: 24, IT: 27, NL: 18, FR: 27, BE: 16, PL: 28, GB: 22, HU: 28, LU: 20, IE: 22, PT: 25,
};

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const CZECH_SHAPE = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/;

/** Spaces out, upper case: how the account is stored and compared. */
export const normalizeBankAccount = (input: string) => input.replace(/\s+/g, '').toUpperCase();

/** The remainder mod 97 of an IBAN rearranged (country and check digits moved to the end, letters as 10–35). */
function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const code = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of code) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

export function isValidIban(input: string): boolean {
  const iban = normalizeBankAccount(input);
  if (!IBAN_SHAPE.test(iban)) return false;
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  return ibanMod97(iban) === 1;
}

const weighted = (digits: string, weights: number[]) => {
  const padded = digits.padStart(weights.length, '0');
  return [...padded].reduce((sum, d, i) => sum + Number(d) * weights[i]!, 0);
};
const PREFIX_WEIGHTS = [10, 5, 8, 4, 2, 1];
const NUMBER_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];

/** The Czech IBAN of a domestic account: CZ, check digits, bank code, prefix (6), number (10). */
export function czechIban(prefix: string, number: string, bankCode: string): string {
  const bban = bankCode + prefix.padStart(6, '0') + number.padStart(10, '0');
  const check = 98 - ibanMod97(`CZ00${bban}`);
  return `CZ${String(check).padStart(2, '0')}${bban}`;
}

/** The account read and checked, or null when it is neither a valid IBAN nor a valid Czech account. */
export function parseBankAccount(input: string): BankAccount | null {
  const value = normalizeBankAccount(input);
  if (value.length > 50) return null;
  const czech = CZECH_SHAPE.exec(value);
  if (czech) {
    const [, prefix = '', number = '', bankCode = ''] = czech;
    if (weighted(prefix, PREFIX_WEIGHTS) % 11 !== 0) return null;
    if (weighted(number, NUMBER_WEIGHTS) % 11 !== 0) return null;
    // A number is at least two significant digits (ČNB decree 169/2011).
    if (number.replace(/^0+/, '').length < 2) return null;
    return { kind: 'czech', prefix, number, bankCode, iban: czechIban(prefix, number, bankCode) };
  }
  if (!isValidIban(value)) return null;
  return { kind: 'iban', iban: value, country: value.slice(0, 2) };
}

export const isValidBankAccount = (input: string) => parseBankAccount(input) !== null;

/** A Czech IBAN back to its domestic parts (the ABO file wants them), null for any other IBAN. */
export function czechDomestic(iban: string): { prefix: string; number: string; bankCode: string } | null {
  const v = normalizeBankAccount(iban);
  if (!/^CZ\d{22}$/.test(v)) return null;
  return { bankCode: v.slice(4, 8), prefix: v.slice(8, 14), number: v.slice(14, 24) };
}

/** Shown to its owner: all but the last four characters hidden. */
export const maskBankAccount = (account: string) => {
  const v = normalizeBankAccount(account);
  return v.length <= 4 ? v : `${'•'.repeat(Math.min(8, v.length - 4))}${v.slice(-4)}`;
};
