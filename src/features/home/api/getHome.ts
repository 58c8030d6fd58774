import type { AxiosInstance } from 'axios';
import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient } from '@/lib/http';
import { homeResponse, type HomeResponse } from '@/contracts/catalogue';

export const HOME_ENDPOINT = '/adonis/v1/home';

/** SWR key; getServerSideProps seeds the fallback under the same key. */
export const homeKey = (): string => apiPath(HOME_ENDPOINT);

/** GET /adonis/v1/home: newly added, discounted today, top categories and stock figures. */
export function fetchHome(client: AxiosInstance): Promise<HomeResponse> {
  return apiRequest(client, { url: HOME_ENDPOINT, schema: homeResponse });
}

/** The home page's data in the browser: hydrates from the server's fallback, then revalidates. */
export function useHome() {
  const locale = useLocale();
  return useSWR(homeKey(), () => fetchHome(browserClient(locale)));
}
