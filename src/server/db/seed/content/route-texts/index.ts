import type { Locale } from '@/i18n/locales';
import { LOCALE_TEXT_LANG, type TextLang } from '../../vocab/text-languages';
import type { RoutePageTexts } from './types';
import { CS_ROUTE_PAGES } from './cs';
import { DE_ROUTE_PAGES } from './de';
import { EN_ROUTE_PAGES } from './en';
import { ES_ROUTE_PAGES } from './es';
import { FR_ROUTE_PAGES } from './fr';
import { IT_ROUTE_PAGES } from './it';
import { NL_ROUTE_PAGES } from './nl';
import { SK_ROUTE_PAGES } from './sk';

export { ROUTE_PAGE_KEYS, type RoutePageKey } from './types';

const TEXTS: Readonly<Record<TextLang, RoutePageTexts>> = {
  cs: CS_ROUTE_PAGES, sk: SK_ROUTE_PAGES, en: EN_ROUTE_PAGES, de: DE_ROUTE_PAGES,
  es: ES_ROUTE_PAGES, it: IT_ROUTE_PAGES, nl: NL_ROUTE_PAGES, fr: FR_ROUTE_PAGES,
};

export function routePageTextsFor(locale: Locale): RoutePageTexts {
  return TEXTS[LOCALE_TEXT_LANG[locale]];
}
