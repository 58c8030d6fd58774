import { assertIban, BIC_PATTERN, decimalAmount } from './iban';

/**
 * The EPC QR code (EPC069-12, "GiroCode", SEPA Credit Transfer), version 002, character set 1
 * (UTF-8). Lines, separated by LF:
 *   BCD · 002 · 1 · SCT · BIC (optional in the EEA) · name (≤70) · IBAN · EUR<amount> ·
 *   purpose (≤4) · structured reference (≤35) · unstructured remittance (≤140)
 * Optional trailing lines are left out and the last line has no LF after it. The whole payload is
 * at most 331 bytes (QR version 13 at error correction M); the remittance is shortened to fit.
 * Amounts run from EUR0.01 to EUR999999999.99.
 *
 * Text fields keep letters of any script (UTF-8), digits, space and the SEPA punctuation
 * / - ? : ( ) . , ' + &; anything else (line breaks that would shift the fields, control
 * characters, emoji, `*`) is removed.
 */
export interface EpcInput {
  iban: string;
  bic?: string;
  name: string;
  amountX100: number;
  currency: string;
  remittance?: string;
  /** ISO 20022 purpose code, four capitals, e.g. GDDS. */
  purpose?: string;
}

export const EPC_LIMITS = { name: 70, remittance: 140, bytes: 331, maxAmountX100: 99_999_999_999 } as const;

export function epcText(text: string, maxLength: number): string {
  const clean = text
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N} /\-?:().,'+&]/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return Array.from(clean).slice(0, maxLength).join('').trim();
}

export function epcPayload(input: EpcInput): string {
  if (input.currency !== 'EUR') throw new Error(`An EPC QR code pays euros only, got ${input.currency}`);
  if (input.amountX100 > EPC_LIMITS.maxAmountX100) throw new Error('EPC amount is above EUR999999999.99');
  const amount = decimalAmount(input.amountX100);
  const iban = assertIban(input.iban);
  const bic = input.bic?.trim().toUpperCase() ?? '';
  if (bic !== '' && !BIC_PATTERN.test(bic)) throw new Error(`Invalid BIC ${bic}`);
  const name = epcText(input.name, EPC_LIMITS.name);
  if (!name) throw new Error('An EPC QR code needs the beneficiary name');
  const purpose = input.purpose?.trim() ?? '';
  if (purpose !== '' && !/^[A-Z]{4}$/.test(purpose)) throw new Error(`Invalid purpose code ${purpose}`);

  const head = ['BCD', '002', '1', 'SCT', bic, name, iban, `EUR${amount}`];
  let remittance = input.remittance ? epcText(input.remittance, EPC_LIMITS.remittance) : '';
  const build = () => (remittance || purpose ? [...head, purpose, '', remittance] : head).join('\n').replace(/\n+$/, '');
  let payload = build();
  while (Buffer.byteLength(payload, 'utf8') > EPC_LIMITS.bytes && remittance) {
    remittance = Array.from(remittance).slice(0, -1).join('').trim();
    payload = build();
  }
  if (Buffer.byteLength(payload, 'utf8') > EPC_LIMITS.bytes) throw new Error('EPC payload exceeds 331 bytes');
  return payload;
}
