import { languageById } from '@/contracts/languages';
import { LOCALES, type Locale } from '@/i18n/locales';

/** Languages a watchdog form offers: the storefronts' own and the most common ones in the catalogue. */
export const WATCHDOG_LANGUAGE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 21] as const;

/** A catalogue language's name in the storefront's language (CLDR through Intl), or its code. */
export function languageLabel(languageId: number, locale: Locale): string {
  const language = languageById.get(languageId);
  if (!language) return String(languageId);
  try {
    const tag = Intl.getCanonicalLocales(language.code.toLowerCase())[0];
    const name = tag ? new Intl.DisplayNames([LOCALES[locale].intl], { type: 'language', fallback: 'none' }).of(tag) : undefined;
    return name ?? language.code;
  } catch {
    return language.code;
  }
}
