import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, browserClient } from '@/lib/http';
import { resolveLocale } from '@/i18n/locales';
import { defaultLanguages, languagesFromCookie, readCookie } from '@/features/language-filter';
import { useAppContext } from '@/app-context/context';
import { fetchSavedFilters, FILTERS_ENDPOINT } from '@/features/language-filter';

const cookieLanguages = (): number[] | null =>
  typeof document === 'undefined' ? null : languagesFromCookie(readCookie(document.cookie));

/**
 * The visitor's reading languages in the browser, read the way the server reads them for a page
 * (shell/readingLanguages.server.ts): the account's saved filter for a logged-in customer, else
 * the cookie, else the storefront's defaults. `active` false asks nothing (undefined); while a
 * logged-in customer's filter loads, undefined too.
 */
export function useReadingLanguages(active: boolean): number[] | undefined {
  const locale = resolveLocale(useLocale());
  const loggedIn = useAppContext().user !== null;
  const saved = useSWR(active && loggedIn ? apiPath(FILTERS_ENDPOINT) : null, () => fetchSavedFilters(browserClient(locale)), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    onError: () => undefined,
  });
  if (!active) return undefined;
  if (!loggedIn) return cookieLanguages() ?? defaultLanguages(locale);
  if (saved.error) return defaultLanguages(locale);
  if (saved.data === undefined) return undefined;
  return saved.data ?? cookieLanguages() ?? defaultLanguages(locale);
}
