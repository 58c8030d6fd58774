import { useState } from 'react';
import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { HomeResponse } from '@/contracts/catalogue';

export const HOME_ENDPOINT = '/adonis/v1/home';

/** The visitor's reading languages as the API reads them (none: every language). */
const languageQuery = (languages: readonly number[]) => ({ language: [...languages] });

/** SWR key; getServerSideProps seeds the fallback under the same key. */
export const homeKey = (languages: readonly number[] = []): string => apiPath(HOME_ENDPOINT, undefined, languageQuery(languages));

/**
 * GET /adonis/v1/home: newly added, discounted today, top categories and stock figures, in the
 * visitor's reading languages (the listing's persistent language filter), so each storefront
 * shows its own readers' books and every count is what the page behind it finds.
 */
export function fetchHome(client: ApiClient, languages: readonly number[] = []): Promise<HomeResponse> {
  return apiRequest(client, { url: HOME_ENDPOINT, query: languageQuery(languages) });
}

/**
 * The home page's data in the browser: hydrates from the server's fallback, then revalidates.
 * `refreshing` is true while a later revalidation (focus, reconnect, retry) runs over data
 * already on screen; the check right after mounting is not announced — the server's data it
 * confirms is seconds old, and a "refreshing…" line flashing on every page load is noise.
 */
export function useHome(languages: readonly number[] = []) {
  const locale = useLocale();
  const { data, error, isValidating, mutate } = useSWR(homeKey(languages), () => fetchHome(browserClient(locale), languages));
  // SWR starts validating on the first render when it will revalidate on mount.
  const [mountCheckDone, setMountCheckDone] = useState(!isValidating);
  // Derived state from the previous render (React's documented pattern), not an effect.
  if (!mountCheckDone && !isValidating) setMountCheckDone(true);
  return { data, error, isValidating, mutate, refreshing: mountCheckDone && isValidating && data !== undefined };
}
