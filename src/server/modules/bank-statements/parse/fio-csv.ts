import { parseAmountX100, parseCurrency, parseDay } from './amount';
import { splitDelimited } from './csv';
import { StatementFormatError, type ParsedStatement, type StatementCredit } from './statement';
import { symbolField } from './variable-symbol';

/**
 * Fio banka's CSV export of account movements ("Pohyby na účtu", the `transactions.csv` format of
 * Fio's API Bankovnictví, which the internet banking's CSV export follows):
 *
 *   accountId;2900123456          ← a preamble of key;value lines (optional):
 *   bankId;2010                      accountId, bankId, currency, iban, bic, openingBalance,
 *   currency;CZK                     closingBalance, dateStart, dateEnd, idFrom, idTo…
 *   iban;CZ6520100000002900123456
 *   …
 *   (an empty line)
 *   ID pohybu;Datum;Objem;Měna;Protiúčet;Název protiúčtu;Kód banky;Název banky;KS;VS;SS;
 *     Uživatelská identifikace;Zpráva pro příjemce;Typ;Provedl;Upřesnění;Komentář;BIC;ID pokynu
 *   26871234567;25.11.2026;1249,00;CZK;1234567890;"Novák, Jan";0800;"Česká spořitelna, a.s.";;26100001;;…
 *
 * Semicolon-separated, fields optionally in double quotes ("" inside), UTF-8 (a BOM allowed;
 * older exports in windows-1250 are decoded by the caller). Datum is dd.mm.yyyy, Objem a signed
 * decimal with a comma (a debit is negative), ID pohybu the bank's unique movement id. Columns
 * are found by their header names, so their order may change; ID pohybu, Datum, Objem and Měna
 * are required. The VS column holds the variable symbol (up to ten digits).
 */
const HEADER_START = /^"?ID pohybu"?;/;
const REQUIRED = ['ID pohybu', 'Datum', 'Objem', 'Měna'] as const;

export const looksLikeFioCsv = (text: string) => text.split(/\r?\n/, 40).some((l) => HEADER_START.test(l));

export function parseFioCsv(text: string): ParsedStatement {
  const rows = splitDelimited(text, ';');
  const headerIndex = rows.findIndex((r) => r[0]?.trim() === 'ID pohybu');
  if (headerIndex < 0) throw new StatementFormatError('MISSING_HEADER', 'No header line starting with "ID pohybu" (Fio CSV)');
  const preamble = new Map<string, string>();
  for (const r of rows.slice(0, headerIndex)) if (r.length >= 2 && r[0]!.trim()) preamble.set(r[0]!.trim(), r[1]!.trim());
  const header = rows[headerIndex]!.map((h) => h.trim());
  const col = new Map(header.map((h, i) => [h, i] as const));
  for (const name of REQUIRED) if (!col.has(name)) throw new StatementFormatError('MISSING_HEADER', `The header has no "${name}" column`, `line ${headerIndex + 1}`);
  const get = (r: string[], name: string) => {
    const i = col.get(name);
    const v = i === undefined ? '' : (r[i] ?? '').trim();
    return v === '' ? null : v;
  };

  const currencyOfAccount = preamble.get('currency') ? parseCurrency(preamble.get('currency')!, 'currency') : null;
  const iban = preamble.get('iban')?.replace(/\s+/g, '').toUpperCase() || null;
  const number = preamble.get('accountId');
  const account = iban ?? (number ? `${number}/${preamble.get('bankId') ?? '2010'}` : 'fio');
  const credits: StatementCredit[] = [];
  let skipped = 0;
  rows.slice(headerIndex + 1).forEach((r, i) => {
    const where = `line ${headerIndex + 2 + i}`;
    if (r.every((f) => f.trim() === '')) return;
    const bankRef = get(r, 'ID pohybu');
    const date = get(r, 'Datum');
    const amount = get(r, 'Objem');
    const currency = get(r, 'Měna');
    if (!bankRef || !date || !amount || !currency) throw new StatementFormatError('BAD_ROW', 'A movement lacks ID pohybu, Datum, Objem or Měna', where);
    const amountX100 = parseAmountX100(amount, `${where} Objem`);
    const bookedOn = parseDay(date, `${where} Datum`);
    const ccy = parseCurrency(currency, `${where} Měna`);
    if (amountX100 <= 0) { skipped += 1; return; }
    const counter = get(r, 'Protiúčet');
    const bank = get(r, 'Kód banky');
    credits.push({
      bankRef: bankRef.slice(0, 100), bookedOn, amountX100, currency: ccy,
      variableSymbol: symbolField(get(r, 'VS')),
      counterpartyName: (get(r, 'Název protiúčtu') ?? get(r, 'Provedl'))?.slice(0, 200) ?? null,
      counterpartyAccount: counter ? (bank && !counter.includes('/') ? `${counter}/${bank}` : counter).slice(0, 60) : null,
      message: (get(r, 'Zpráva pro příjemce') ?? get(r, 'Uživatelská identifikace') ?? get(r, 'Komentář'))?.slice(0, 500) ?? null,
    });
  });

  const from = preamble.get('dateStart');
  const to = preamble.get('dateEnd');
  const idFrom = preamble.get('idFrom');
  const idTo = preamble.get('idTo');
  return {
    format: 'fio-csv', account, currency: currencyOfAccount,
    statementRef: idFrom || idTo ? `${idFrom ?? ''}–${idTo ?? ''}` : null,
    periodFrom: from ? parseDay(from, 'dateStart') : null,
    periodTo: to ? parseDay(to, 'dateEnd') : null,
    credits, skipped,
  };
}
