import type { Locale } from './locales';

/** "Téléphone :" in French (a no-break space before the colon), "Telefon:" elsewhere. */
export function withColon(label: string, locale: Locale): string {
  return locale.startsWith('fr') ? `${label}\u00a0:` : `${label}:`;
}
