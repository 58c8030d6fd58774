/**
 * ISBN check digits. An ISBN-13 with the 978 prefix and its ISBN-10 share the nine middle
 * digits; only the check digit differs (mod 10 with weights 1,3 vs mod 11 with weights 10..2).
 */

export function isbn13CheckDigit(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error(`ISBN-13 body must be 12 digits: ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

export function isbn10CheckDigit(first9: string): string {
  if (!/^\d{9}$/.test(first9)) throw new Error(`ISBN-10 body must be 9 digits: ${first9}`);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

export function isValidIsbn13(isbn: string): boolean {
  return /^\d{13}$/.test(isbn) && isbn13CheckDigit(isbn.slice(0, 12)) === isbn[12];
}

export function isValidIsbn10(isbn: string): boolean {
  return /^\d{9}[\dX]$/.test(isbn) && isbn10CheckDigit(isbn.slice(0, 9)) === isbn[9];
}

/** 978-prefixed ISBN-13 → ISBN-10 (null for 979 numbers, which have no ISBN-10). */
export function isbn13To10(isbn13: string): string | null {
  if (!isValidIsbn13(isbn13) || !isbn13.startsWith('978')) return null;
  const body = isbn13.slice(3, 12);
  return body + isbn10CheckDigit(body);
}

export function isbn10To13(isbn10: string): string | null {
  if (!isValidIsbn10(isbn10)) return null;
  const body = '978' + isbn10.slice(0, 9);
  return body + isbn13CheckDigit(body);
}

export interface IsbnPair {
  isbn13: string;
  isbn10: string;
}

/**
 * Builds a valid 978 ISBN pair from a registration group ("80" Czech/Slovak, "3" German…),
 * a publisher (registrant) code and an item number. group + registrant + item = 9 digits.
 * Returns null when the item number does not fit the registrant's block.
 */
export function makeIsbnPair(group: string, registrant: string, item: number): IsbnPair | null {
  const itemDigits = 9 - group.length - registrant.length;
  if (itemDigits < 1 || item < 0 || item >= 10 ** itemDigits) return null;
  const body9 = group + registrant + String(item).padStart(itemDigits, '0');
  const body12 = '978' + body9;
  return { isbn13: body12 + isbn13CheckDigit(body12), isbn10: body9 + isbn10CheckDigit(body9) };
}
