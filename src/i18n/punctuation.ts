import { LOCALES, type Locale } from './locales';

/** "Téléphone :" where the locale table asks for a no-break space before a colon (French), "Telefon:" elsewhere. */
export function withColon(label: string, locale: Locale): string {
  return LOCALES[locale].spaceBeforeColon ? `${label}\u00a0:` : `${label}:`;
}
