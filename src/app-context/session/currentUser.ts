import useSWR, { type SWRConfiguration } from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { CurrentUser } from '@/contracts/account';

export const CURRENT_USER_ENDPOINT = '/adonis/v1/users/current';

export const currentUserKey = (): string => apiPath(CURRENT_USER_ENDPOINT);

/** GET users/current: the logged-in customer; HttpError 401 for an anonymous visitor. */
export function fetchCurrentUser(client: ApiClient): Promise<CurrentUser> {
  return apiRequest(client, { url: CURRENT_USER_ENDPOINT });
}

export function useCurrentUser(options?: SWRConfiguration<CurrentUser>) {
  const locale = useLocale();
  return useSWR(currentUserKey(), () => fetchCurrentUser(browserClient(locale)), options);
}

