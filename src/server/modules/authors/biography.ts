import { LOCALES, type Locale } from '@/i18n/locales';

const FALLBACK_LANGUAGE = 'en';
/** Enough for two or three sentences in the author header; the rest is on the biography page. */
export const SHORT_BIOGRAPHY_MAX = 240;

export interface PickedBiography {
  text: string;
  language: string;
}

/**
 * Biographies are stored per language (`{ cs: '…', en: '…' }`). The storefront's language wins,
 * then English, then whatever exists — a biography in another language beats none.
 */
export function pickBiography(biographies: unknown, locale: Locale): PickedBiography | null {
  if (!biographies || typeof biographies !== 'object') return null;
  const texts = Object.entries(biographies as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  const language = LOCALES[locale].intl.split('-')[0];
  const found = texts.find(([lang]) => lang === language) ?? texts.find(([lang]) => lang === FALLBACK_LANGUAGE) ?? texts[0];
  return found ? { text: found[1].trim(), language: found[0] } : null;
}

/** Whole sentences up to `max` characters; a first sentence longer than that is cut at a word with an ellipsis. */
export function shortenBiography(text: string, max = SHORT_BIOGRAPHY_MAX): string {
  const sentences = text.match(/[^.!?…]+(?:[.!?…]+|$)\s*/g) ?? [text];
  let out = '';
  for (const sentence of sentences) {
    if ((out + sentence).trim().length > max) break;
    out += sentence;
  }
  if (out.trim() !== '') return out.trim();
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function yearOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}
