import { assertIban, BIC_PATTERN, decimalAmount } from './iban';

/**
 * Czech QR Platba: the Short Payment Descriptor (SPAYD) standard of the Czech Banking Association,
 * e.g. SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:480.50*CC:CZK*X-VS:26100001*MSG:OBJEDNAVKA.
 *
 * Rules we follow (qr-platba.cz format specification and the reference validator):
 * - the string may only hold ISO-8859-1 characters, which rules out most Czech letters (č, ř, ů…);
 *   the recommended set is 0–9, A–Z (capitals), space and $ % * + - . / :, which also lets the QR
 *   code use its compact alphanumeric mode. Free text is therefore transliterated (diacritics
 *   dropped), upper-cased, and any other character becomes a space;
 * - `*` separates fields and may appear in a value only as %2A; we drop `*` and `%` from free text
 *   altogether, so no value ever needs (or fakes) an escape;
 * - limits: ACC = IBAN (+BIC), AM at most 10 characters with two decimals, CC ISO 4217,
 *   X-VS 1–10 digits, MSG 1–60 characters, RN 1–35 characters.
 */
export interface SpaydInput {
  iban: string;
  bic?: string;
  amountX100: number;
  currency: string;
  variableSymbol?: string;
  message?: string;
  recipientName?: string;
}

export const SPAYD_LIMITS = { amount: 10, message: 60, recipientName: 35, variableSymbol: 10 } as const;

/** Free text reduced to the QR alphanumeric set, without the field separator or escape sign. */
export function spaydText(text: string, maxLength: number): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^0-9A-Z $+\-./:]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

export function spaydPayload(input: SpaydInput): string {
  const iban = assertIban(input.iban);
  const bic = input.bic?.trim().toUpperCase();
  if (bic !== undefined && bic !== '' && !BIC_PATTERN.test(bic)) throw new Error(`Invalid BIC ${bic}`);
  const amount = decimalAmount(input.amountX100);
  if (amount.length > SPAYD_LIMITS.amount) throw new Error(`SPAYD amount ${amount} is longer than ${SPAYD_LIMITS.amount} characters`);
  if (!/^[A-Z]{3}$/.test(input.currency)) throw new Error(`Invalid currency ${input.currency}`);
  if (input.variableSymbol !== undefined && !/^\d{1,10}$/.test(input.variableSymbol)) {
    throw new Error(`A variable symbol is 1–10 digits, got ${input.variableSymbol}`);
  }

  const fields = [`ACC:${iban}${bic ? `+${bic}` : ''}`, `AM:${amount}`, `CC:${input.currency}`];
  const name = input.recipientName ? spaydText(input.recipientName, SPAYD_LIMITS.recipientName) : '';
  if (name) fields.push(`RN:${name}`);
  if (input.variableSymbol) fields.push(`X-VS:${input.variableSymbol}`);
  const message = input.message ? spaydText(input.message, SPAYD_LIMITS.message) : '';
  if (message) fields.push(`MSG:${message}`);
  return `SPD*1.0*${fields.join('*')}`;
}
