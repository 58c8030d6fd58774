/** Pick-up point search: the shopper's words, each of which must appear somewhere in the point. */
export const PUDO_DEFAULT_LIMIT = 20;
export const PUDO_MAX_LIMIT = 50;
const MAX_WORDS = 6;

export interface PudoSearchWord {
  /** Lower-cased, LIKE wildcards escaped; accents are stripped in SQL by f_unaccent. */
  pattern: string;
  /** Digits only: may be part of a postcode typed without its space ("11000" for "110 00"). */
  zipDigits: string | null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export function pudoSearchWords(q: string | undefined): PudoSearchWord[] {
  if (!q) return [];
  return q
    .toLowerCase()
    .split(/[\s,;]+/)
    .map((word) => word.trim())
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((word) => ({ pattern: escapeLike(word), zipDigits: /^\d+$/.test(word) ? word : null }));
}
