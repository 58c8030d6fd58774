/**
 * A language id (docs/product.md#languages enumeration) → its name in the storefront's language. Intl.DisplayNames
 * knows ISO 639-2 codes in every locale we serve; "MIS" (uncoded, our "Other") and anything it
 * cannot name fall back to the caller's translated label or the enumeration's English name.
 */
import { languageById } from '@/contracts/languages';
import { LOCALES, type Locale } from '@/i18n/locales';

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesFor(intl: string): Intl.DisplayNames | null {
  if (!displayNames.has(intl)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([intl], { type: 'language', fallback: 'none' });
    } catch {
      names = null; // a runtime without DisplayNames: English names below
    }
    displayNames.set(intl, names);
  }
  return displayNames.get(intl) ?? null;
}

/** Czech and others write language names in lower case; as a label on its own it starts upper case. */
function capitalize(text: string, intl: string): string {
  return text.charAt(0).toLocaleUpperCase(intl) + text.slice(1);
}

export const UNCODED_LANGUAGE = 'MIS';

/** Names by locale and id, worked out once per process: a listing names its languages in several places per render. */
const names = new Map<string, string>();

export function languageName(id: number, locale: Locale, otherLabel: string): string {
  const language = languageById.get(id);
  if (!language) return otherLabel;
  if (language.code === UNCODED_LANGUAGE) return otherLabel;
  const key = `${locale}:${id}`;
  let name = names.get(key);
  if (name === undefined) {
    const intl = LOCALES[locale].intl;
    let known: string | undefined;
    try {
      known = namesFor(intl)?.of(language.code.toLowerCase());
    } catch {
      known = undefined;
    }
    name = capitalize(known || language.name, intl);
    names.set(key, name);
  }
  return name;
}
