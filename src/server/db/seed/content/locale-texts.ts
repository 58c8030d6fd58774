import { brandFor, LOCALES, type Locale } from '@/i18n/locales';
import { LOCALE_TEXT_LANG, type TextLang } from '../vocab/text-languages';
import type { ContentTexts } from './content-types';
import { CS } from './texts/cs';
import { DE } from './texts/de';
import { EN } from './texts/en';
import { ES } from './texts/es';
import { FR } from './texts/fr';
import { IT } from './texts/it';
import { NL } from './texts/nl';
import { SK } from './texts/sk';

const TEXTS: Readonly<Record<TextLang, ContentTexts>> = { cs: CS, sk: SK, en: EN, de: DE, es: ES, it: IT, nl: NL, fr: FR };

export function contentTextsFor(locale: Locale): ContentTexts {
  return TEXTS[LOCALE_TEXT_LANG[locale]];
}

/** Fills {brand}, {email} and {phone} for one storefront. */
export function fillPlaceholders(text: string, locale: Locale): string {
  const contact = LOCALES[locale].contactPoint;
  return text.replaceAll('{brand}', brandFor(locale)).replaceAll('{email}', contact.email).replaceAll('{phone}', contact.phone);
}
