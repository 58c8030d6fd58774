import type { ApiClient } from './client';

type BrowserAxiosModule = typeof import('./browserAxios');

let loading: Promise<BrowserAxiosModule> | undefined;
const loadAxios = (): Promise<BrowserAxiosModule> => (loading ??= import('./browserAxios'));

const clients = new Map<string, ApiClient>();

/**
 * The browser's client for a storefront locale. axios (22 KB compressed) is fetched with the first
 * request, not with the page (issue 17 item 8): a page renders from the data its server sent (SWR's
 * fallback), and asks the API only afterwards — to revalidate, or when the shopper acts.
 */
export function browserClient(locale: string): ApiClient {
  let client = clients.get(locale);
  if (!client) {
    client = { request: (config) => loadAxios().then(({ browserAxios }) => browserAxios(locale).request(config)) };
    clients.set(locale, client);
  }
  return client;
}
