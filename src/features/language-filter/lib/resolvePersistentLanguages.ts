import { LOCALES, type Locale } from '@/i18n/locales';
import { languagesFromCookie, PERSISTENT_FILTER_COOKIE } from './persistentFilterCookie';

export interface ResolvedLanguages {
  languages: number[];
  /** 'default' when nothing valid was saved and the storefront's defaults apply. */
  source: 'saved' | 'default';
}

export function defaultLanguages(locale: Locale): number[] {
  return [...LOCALES[locale].defaultLanguageFilters].sort((a, b) => a - b);
}

/** Server side (getServerSideProps): the visitor's saved languages from Next's parsed cookies, else the defaults. */
export function resolvePersistentLanguages(
  cookies: Partial<Record<string, string>> | undefined,
  locale: Locale,
): ResolvedLanguages {
  const saved = languagesFromCookie(cookies?.[PERSISTENT_FILTER_COOKIE]);
  return saved ? { languages: saved, source: 'saved' } : { languages: defaultLanguages(locale), source: 'default' };
}
