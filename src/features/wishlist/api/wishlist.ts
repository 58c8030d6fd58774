import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type Query, type ApiClient } from '@/lib/http';
import type { AddWishlistItemBody, SharedWishlist, WishlistData, WishlistItem, WishlistLookup, WishlistShareLink } from '@/contracts/engagement';

export const WISHLIST_ENDPOINT = '/adonis/v1/users/current/wish-list';
export const WISHLIST_ITEMS_ENDPOINT = `${WISHLIST_ENDPOINT}/items`;
export const WISHLIST_ITEM_ENDPOINT = `${WISHLIST_ENDPOINT}/items/{id}`;
export const WISHLIST_LOOKUP_ENDPOINT = `${WISHLIST_ENDPOINT}/lookup`;
export const WISHLIST_SHARE_ENDPOINT = `${WISHLIST_ENDPOINT}/share-link`;
export const SHARED_WISHLIST_ENDPOINT = '/adonis/v1/wish-lists/{linkId}';

/** `query` is the listing's API query (toApiQuery of the page's decoded filters). */
export const wishlistKey = (query: Query = {}): string => apiPath(WISHLIST_ENDPOINT, undefined, query);
export function fetchWishlist(client: ApiClient, query: Query = {}): Promise<WishlistData> {
  return apiRequest(client, { url: WISHLIST_ENDPOINT, query });
}
/** `null` asks nothing (an anonymous visitor): SWR's conditional fetching. */
export function useWishlist(query: Query | null = {}) {
  const locale = useLocale();
  return useSWR(query ? wishlistKey(query) : null, () => fetchWishlist(browserClient(locale), query ?? {}));
}

export function addWishlistItem(client: ApiClient, body: AddWishlistItemBody): Promise<WishlistItem> {
  return apiRequest(client, { method: 'POST', url: WISHLIST_ITEMS_ENDPOINT, data: body });
}
export function removeWishlistItem(client: ApiClient, id: number): Promise<unknown> {
  return apiRequest(client, { method: 'DELETE', url: WISHLIST_ITEM_ENDPOINT, params: { id } });
}

export const wishlistLookupKey = (copyId: number | null, workId: number | null) =>
  apiPath(WISHLIST_LOOKUP_ENDPOINT, undefined, { book: copyId ?? undefined, work: workId ?? undefined });
export function fetchWishlistLookup(client: ApiClient, copyId: number | null, workId: number | null): Promise<WishlistLookup> {
  return apiRequest(client, { url: WISHLIST_LOOKUP_ENDPOINT, query: { book: copyId ?? undefined, work: workId ?? undefined } });
}
/** Only asked for a logged-in visitor (`enabled`); anonymous visitors see the button that leads to login. */
export function useWishlistLookup(copyId: number | null, workId: number | null, enabled: boolean) {
  const locale = useLocale();
  return useSWR(enabled ? wishlistLookupKey(copyId, workId) : null, () => fetchWishlistLookup(browserClient(locale), copyId, workId));
}

export function createShareLink(client: ApiClient): Promise<WishlistShareLink> {
  return apiRequest(client, { method: 'POST', url: WISHLIST_SHARE_ENDPOINT });
}
export function revokeShareLink(client: ApiClient): Promise<unknown> {
  return apiRequest(client, { method: 'DELETE', url: WISHLIST_SHARE_ENDPOINT });
}

export const sharedWishlistKey = (linkId: string) => apiPath(SHARED_WISHLIST_ENDPOINT, { linkId });
export function fetchSharedWishlist(client: ApiClient, linkId: string): Promise<SharedWishlist> {
  return apiRequest(client, { url: SHARED_WISHLIST_ENDPOINT, params: { linkId } });
}
export function useSharedWishlist(linkId: string) {
  const locale = useLocale();
  return useSWR(sharedWishlistKey(linkId), () => fetchSharedWishlist(browserClient(locale), linkId));
}
