import ISBN from 'isbn3';

/**
 * ISBN checking for buying books (issue 14): ISBN-10 or ISBN-13 as a person types or a scanner
 * reads it — hyphens and spaces allowed, a lower-case x as ISBN-10 check digit — checked by isbn3
 * (checksum and the registration group / publisher ranges), answered as ISBN-13 and, where one
 * exists (978 prefix), ISBN-10. Shared by the API (quotes, leads) and the scanner page.
 */
export interface ParsedIsbn {
  isbn13: string;
  isbn10: string | null;
}

/** What a person may type around the digits: hyphens and spaces (ISBN 978-80-7432-123-4). */
const SEPARATORS = /[\s\u00a0\u2010-\u2015-]+/g;
const SHAPE = /^(?:\d{9}[\dX]|\d{13})$/;

/** The ISBN's digits without separators, upper-cased check character; null when it cannot be an ISBN by shape. */
export function compactIsbn(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '').toUpperCase();
  return SHAPE.test(compact) ? compact : null;
}

/** The ISBN-13 (and ISBN-10) of a valid ISBN, or null for anything else (wrong checksum, unassigned range, not an ISBN). */
export function parseIsbn(input: string): ParsedIsbn | null {
  if (input.length > 40) return null;
  const compact = compactIsbn(input);
  if (!compact) return null;
  const parsed = ISBN.parse(compact);
  if (!parsed || !parsed.isValid) return null;
  return { isbn13: parsed.isbn13, isbn10: parsed.isbn10 ?? null };
}

export const isValidIsbn = (input: string): boolean => parseIsbn(input) !== null;
