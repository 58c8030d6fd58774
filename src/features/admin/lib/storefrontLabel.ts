import { LOCALES, type Locale } from '@/i18n/locales';

const names = new Map<string, string>();

/**
 * A storefront as staff read it: its code and its language and country in the desk's language
 * ("de-AT · němčina (Rakousko)", "en · English"). A code the table does not know shows as it is.
 */
export function storefrontLabel(code: string, adminLang: string): string {
  const storefront = LOCALES[code as Locale];
  if (!storefront) return code;
  const key = `${adminLang}|${code}`;
  let name = names.get(key);
  if (name === undefined) {
    name = new Intl.DisplayNames([adminLang], { type: 'language' }).of(storefront.hreflang) ?? code;
    names.set(key, name);
  }
  return `${code} · ${name}`;
}
