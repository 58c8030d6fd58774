import { LANGUAGE } from '@/contracts/languages';
import { LOCALE_LABELS, type Locale } from '@/i18n/locales';

/**
 * The eight written languages behind the ten storefronts (de-AT/de-DE share German,
 * fr-FR/fr-BE share French). Vocabulary tables are keyed by these.
 */
export const TEXT_LANGS = ['cs', 'sk', 'en', 'de', 'es', 'it', 'nl', 'fr'] as const;
export type TextLang = (typeof TEXT_LANGS)[number];

/** A phrase written in every text language. */
export type Texts = Readonly<Record<TextLang, string>>;

/** Positional constructor in TEXT_LANGS order, to keep the vocabulary tables compact. */
export function t8(cs: string, sk: string, en: string, de: string, es: string, it: string, nl: string, fr: string): Texts {
  return { cs, sk, en, de, es, it, nl, fr };
}

export const TEXT_LANG_ID: Readonly<Record<TextLang, number>> = {
  cs: LANGUAGE.czech, sk: LANGUAGE.slovak, en: LANGUAGE.english, de: LANGUAGE.german,
  es: LANGUAGE.spanish, it: LANGUAGE.italian, nl: LANGUAGE.dutch, fr: LANGUAGE.french,
};

export const LOCALE_TEXT_LANG: Readonly<Record<Locale, TextLang>> = {
  cs: 'cs', sk: 'sk', en: 'en', 'de-AT': 'de', 'de-DE': 'de',
  'es-ES': 'es', 'it-IT': 'it', 'nl-NL': 'nl', 'fr-FR': 'fr', 'fr-BE': 'fr',
};

export const ALL_LOCALES: readonly Locale[] = LOCALE_LABELS;

/** Builds one value per storefront from the text language, with optional per-locale overrides. */
export function perLocale<T>(fromLang: (lang: TextLang) => T, overrides: Partial<Record<Locale, T>> = {}): Record<Locale, T> {
  const out = {} as Record<Locale, T>;
  for (const locale of LOCALE_LABELS) out[locale] = overrides[locale] ?? fromLang(LOCALE_TEXT_LANG[locale]);
  return out;
}
