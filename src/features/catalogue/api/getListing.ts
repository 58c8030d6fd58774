import { useState } from 'react';
import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import { toApiQuery, type ListingFilters } from '@/contracts/listing-filters';
import type { ListingResponse } from '@/contracts/listing';

export const LISTING_ENDPOINT = '/adonis/v1/listing';

/** SWR key; getServerSideProps seeds the fallback under the same key (same filters → same key). */
export const listingKey = (filters: ListingFilters): string => apiPath(LISTING_ENDPOINT, undefined, toApiQuery(filters));

/** GET /adonis/v1/listing: one page of copies with facet counts, prices in the storefront's currency. */
export function fetchListing(client: ApiClient, filters: ListingFilters): Promise<ListingResponse> {
  return apiRequest(client, { url: LISTING_ENDPOINT, query: toApiQuery(filters) });
}

/**
 * The listing in the browser. Data the server just rendered is not fetched again on mount
 * (revalidateIfStale: false): every listing view would cost two searches otherwise; focus and
 * reconnect still refresh it. While a key without data loads (a language toggle), the last
 * results stay on screen so the grid never blanks. (SWR's own keepPreviousData would also hide
 * the fallback the server seeded for a new page, so this keeps the previous data itself.)
 */
export function useListing(filters: ListingFilters) {
  const locale = useLocale();
  const { data, error, isValidating, mutate } = useSWR(listingKey(filters), () => fetchListing(browserClient(locale), filters), {
    revalidateIfStale: false,
  });
  const [shown, setShown] = useState<ListingResponse | undefined>(data);
  // Derived state from the previous render (React's documented pattern), not an effect.
  if (data && data !== shown) setShown(data);
  return { data: data ?? shown, error, isValidating, mutate };
}
