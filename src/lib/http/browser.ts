import type { ApiClient } from './client';
import { fetchClient } from './browserFetch';

const clients = new Map<string, ApiClient>();

/**
 * The browser's client for a storefront locale: fetch-based (browserFetch.ts), so no page loads
 * axios (issue 17 item 8). A page renders from the data its server sent (SWR's fallback), and asks
 * the API only afterwards — to revalidate, or when the shopper acts.
 */
export function browserClient(locale: string): ApiClient {
  let client = clients.get(locale);
  if (!client) {
    client = fetchClient(locale);
    clients.set(locale, client);
  }
  return client;
}
