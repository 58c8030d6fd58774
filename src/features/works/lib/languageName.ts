import { languageById } from '@/contracts/languages';
import { LOCALES, type Locale } from '@/i18n/locales';

const names = new Map<Locale, Intl.DisplayNames>();

function displayNames(locale: Locale): Intl.DisplayNames {
  let dn = names.get(locale);
  if (!dn) {
    dn = new Intl.DisplayNames([LOCALES[locale].intl], { type: 'language', fallback: 'none' });
    names.set(locale, dn);
  }
  return dn;
}

/** Tags by language id: canonicalizing one is a CLDR lookup, a copy page's edition list asks for every copy's. */
const tags = new Map<number, string | null>();

/** BCP 47 tag of a catalogue language ('CES' → 'cs'); null for "other" (MIS) and unknown ids. */
export function languageTag(languageId: number): string | null {
  let tag = tags.get(languageId);
  if (tag === undefined) {
    tag = canonicalTag(languageId);
    // Only the catalogue's own languages are kept, so the map stays as small as that list.
    if (languageById.has(languageId)) tags.set(languageId, tag);
  }
  return tag;
}

function canonicalTag(languageId: number): string | null {
  const language = languageById.get(languageId);
  if (!language || language.code === 'MIS') return null;
  try {
    return Intl.getCanonicalLocales(language.code.toLowerCase())[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * A catalogue language's name in the storefront's language, from the platform's CLDR data, so no
 * list of 91 names has to be translated ten times. Null when there is no name to give (the caller
 * shows its own "other language" text).
 */
export function languageName(languageId: number, locale: Locale): string | null {
  const tag = languageTag(languageId);
  if (!tag) return null;
  const name = displayNames(locale).of(tag);
  if (!name || name.toLowerCase() === tag) return languageById.get(languageId)?.name ?? null;
  return name;
}
