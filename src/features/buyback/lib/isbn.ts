/**
 * ISBNs as a seller types, pastes or scans them. The server checks them again (isbn3) and answers
 * `invalid_isbn` for what is not one; here we only split pasted text, drop what is obviously not an
 * ISBN, and tell a book's EAN-13 barcode (978/979) from other barcodes.
 */

/** Digits (and a final X) of what was typed, without hyphens and spaces. */
export function compactIsbn(text: string): string {
  return text.replace(/[\s\u00a0\u2010-\u2015-]/g, '').toUpperCase();
}

function isbn13Valid(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(digits[12]);
}

function isbn10Valid(chars: string): boolean {
  if (!/^\d{9}[\dX]$/.test(chars)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (chars[i] === 'X' ? 10 : Number(chars[i])) * (10 - i);
  return sum % 11 === 0;
}

/** A checksum-valid ISBN-13 (978/979) or ISBN-10 in its compact form, else null. */
export function validIsbn(text: string): string | null {
  const compact = compactIsbn(text);
  if (compact.length === 13) return /^97[89]/.test(compact) && isbn13Valid(compact) ? compact : null;
  if (compact.length === 10) return isbn10Valid(compact) ? compact : null;
  return null;
}

/** ISBN-13 of an ISBN-10 (or the ISBN-13 itself), so that both forms of one book count as one. */
export function toIsbn13(isbn: string): string {
  const compact = compactIsbn(isbn);
  if (compact.length !== 10) return compact;
  const body = `978${compact.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A scanned EAN-13 that is a book's ISBN (Bookland 978/979); other products' barcodes are not. */
export function isbnFromBarcode(rawValue: string): string | null {
  const digits = rawValue.trim();
  return /^97[89]\d{10}$/.test(digits) && isbn13Valid(digits) ? digits : null;
}

export interface PastedIsbns {
  /** Valid ISBNs in the order found (duplicates kept: two copies of a book are two lines' worth). */
  isbns: string[];
  /** Pieces that looked like an ISBN attempt but failed the checksum, and lines with no ISBN at all. */
  rejected: string[];
}

/**
 * ISBNs in pasted text: one per line, or separated by commas, semicolons or spaces between
 * numbers. Hyphenated forms ("978-80-7…") stay whole; an "ISBN" label before one is ignored.
 */
export function parseIsbnList(text: string): PastedIsbns {
  const isbns: string[] = [];
  const rejected: string[] = [];
  for (const token of text.split(/[\n\r,;]+/)) {
    const cleaned = token.replace(/isbn(?:-1[03])?:?/gi, ' ').trim();
    if (!cleaned) continue;
    const whole = validIsbn(cleaned);
    if (whole) {
      isbns.push(whole);
      continue;
    }
    let found = false;
    for (const part of cleaned.split(/\s+/)) {
      const isbn = validIsbn(part);
      if (isbn) isbns.push(isbn);
      else if (part.replace(/\D/g, '').length >= 9) rejected.push(part);
      else continue;
      found = true;
    }
    // A line with nothing like an ISBN ("abc"): said back, not silently dropped.
    if (!found) rejected.push(cleaned);
  }
  return { isbns, rejected };
}
