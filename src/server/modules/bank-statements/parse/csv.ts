import { StatementFormatError } from './statement';

/**
 * Rows of a delimited text (RFC 4180 quoting: a field in double quotes may hold the delimiter,
 * line breaks and "" for a quote). Line ends \r\n or \n. Empty lines come back as [''].
 */
export function splitDelimited(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') { field += '"'; i++; } else quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      line++;
    } else {
      field += ch;
    }
  }
  if (quoted) throw new StatementFormatError('BAD_ROW', 'A quoted field is never closed', `line ${line}`);
  if (field !== '' || row.length > 0) { row.push(field); rows.push(row); }
  return rows;
}
