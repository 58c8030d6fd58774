import { StatementFormatError } from './statement';

const DECIMAL = /^([+-])?(\d{1,12})(?:[.,](\d{1,2}))?$/;

/**
 * "1234.5", "1234,50", "-49,00", "1 234,50" → signed integer hundredths. Text, not a float: 0.1 +
 * 0.2 never enters a ledger. More than two decimals or anything else is a bad amount.
 */
export function parseAmountX100(text: string, where: string): number {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const m = DECIMAL.exec(compact);
  if (!m) throw new StatementFormatError('BAD_AMOUNT', `Not an amount: "${text}"`, where);
  const hundredths = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -hundredths : hundredths;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const CZ_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** "2026-11-25", "2026-11-25T08:00:00+01:00" or "25.11.2026" → "2026-11-25" (a real calendar day). */
export function parseDay(text: string, where: string): string {
  const t = text.trim();
  let y: number, mo: number, d: number;
  const iso = ISO_DATE.exec(t);
  const cz = CZ_DATE.exec(t);
  if (iso) [y, mo, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (cz) [y, mo, d] = [Number(cz[3]), Number(cz[2]), Number(cz[1])];
  else throw new StatementFormatError('BAD_DATE', `Not a date: "${text}"`, where);
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) {
    throw new StatementFormatError('BAD_DATE', `Not a date: "${text}"`, where);
  }
  return date.toISOString().slice(0, 10);
}

export function parseCurrency(text: string, where: string): string {
  const c = text.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(c)) throw new StatementFormatError('BAD_CURRENCY', `Not a currency code: "${text}"`, where);
  return c;
}
