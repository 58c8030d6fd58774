import { useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
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
 * The home page's data in the browser: hydrates from the server's fallback without asking again
 * on load (revalidateIfStale: false) — the page's HTML is at most seconds old (the anonymous HTML
 * cache, docs/adr/0009), and asking again cost every first visit the API client's code and a
 * blocking task on a phone (docs/adr/0027). It revalidates on focus and reconnect; without
 * server data (a client-side navigation that brought none) it loads; data a navigation brings
 * replaces what the cache kept from an earlier visit.
 * `refreshing` is true while a later revalidation (focus, reconnect, retry) runs over data
 * already on screen; a check right after mounting is not announced: a "refreshing…" line
 * flashing on a page load is noise.
 */
export function useHome(languages: readonly number[] = []) {
  const locale = useLocale();
  const key = homeKey(languages);
  const { data, error, isValidating, mutate } = useSWR(key, () => fetchHome(browserClient(locale), languages), { revalidateIfStale: false });
  const seeded = useSWRConfig().fallback[key] as HomeResponse | undefined;
  useEffect(() => {
    if (seeded) void mutate(seeded, { revalidate: false });
  }, [seeded, mutate]);
  // SWR starts validating on the first render when it will revalidate on mount.
  const [mountCheckDone, setMountCheckDone] = useState(!isValidating);
  // Derived state from the previous render (React's documented pattern), not an effect.
  if (!mountCheckDone && !isValidating) setMountCheckDone(true);
  return { data, error, isValidating, mutate, refreshing: mountCheckDone && isValidating && data !== undefined };
}
