import { parseCamt053 } from './camt053';
import { looksLikeFioCsv, parseFioCsv } from './fio-csv';
import { StatementFormatError, type ParsedStatement } from './statement';

export { StatementFormatError, STATEMENT_FORMATS, type ParsedStatement, type StatementCredit, type StatementFormat, type StatementProblem } from './statement';

/**
 * The bytes of an uploaded statement as text: UTF-8 (BOM dropped); bytes that are not UTF-8 are
 * read as windows-1250, the code page of older Czech bank exports. An XML file's own encoding
 * declaration wins when it names windows-1250.
 */
export function decodeStatement(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  if (/<\?xml[^>]*encoding=["'](windows-1250|cp1250)["']/i.test(head)) return new TextDecoder('windows-1250').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}

/** Which of our formats the text is, by its content (never by a file name): XML → camt.053, else Fio CSV. */
export function parseStatement(bytes: Uint8Array): ParsedStatement {
  if (bytes.byteLength === 0) throw new StatementFormatError('EMPTY', 'The file is empty');
  const text = decodeStatement(bytes);
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start === '') throw new StatementFormatError('EMPTY', 'The file is empty');
  if (start.startsWith('<')) return parseCamt053(start);
  if (looksLikeFioCsv(start)) return parseFioCsv(start);
  throw new StatementFormatError('UNKNOWN_FORMAT', 'Not a camt.053 XML statement nor a Fio banka CSV export');
}
