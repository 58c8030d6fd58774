import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type Query, type ApiClient } from '@/lib/http';
import type { CreateWatchdogBody, RemoveWatchdogResult, WatchdogItem, WatchdogList } from '@/contracts/engagement';

export const WATCHDOGS_ENDPOINT = '/adonis/v1/users/current/watchdogs';
export const CREATE_WATCHDOG_ENDPOINT = '/adonis/v1/watchdogs';
export const WATCHDOG_ENDPOINT = '/adonis/v1/watchdogs/{id}';
export const REMOVE_WATCHDOG_ENDPOINT = '/adonis/v1/watchdogs/remove';

export const watchdogsKey = (query: Query = {}): string => apiPath(WATCHDOGS_ENDPOINT, undefined, query);
export function fetchWatchdogs(client: ApiClient, query: Query = {}): Promise<WatchdogList> {
  return apiRequest(client, { url: WATCHDOGS_ENDPOINT, query });
}
export function useWatchdogs(query: Query = {}, enabled = true) {
  const locale = useLocale();
  return useSWR(enabled ? watchdogsKey(query) : null, () => fetchWatchdogs(browserClient(locale), query));
}

export function createWatchdog(client: ApiClient, body: CreateWatchdogBody): Promise<WatchdogItem> {
  return apiRequest(client, { method: 'POST', url: CREATE_WATCHDOG_ENDPOINT, data: body });
}
export function deleteWatchdog(client: ApiClient, id: number): Promise<unknown> {
  return apiRequest(client, { method: 'DELETE', url: WATCHDOG_ENDPOINT, params: { id } });
}
/** The e-mail's one-click removal (the token is the permission; no login). */
export function removeWatchdogByToken(client: ApiClient, token: string): Promise<RemoveWatchdogResult> {
  return apiRequest(client, { method: 'POST', url: REMOVE_WATCHDOG_ENDPOINT, data: { token } });
}
