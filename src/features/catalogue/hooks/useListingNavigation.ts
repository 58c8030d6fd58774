import { useCallback } from 'react';
import { useRouter } from 'next/router';
import type { ListingFilters } from '@/contracts/listing-filters';
import { useCurrentLocale } from '@/routing';
import { listingHref } from '../lib/listingLinks';

/** Client-side navigation to a listing (the forms' JavaScript path; links use RouteLink). */
export function useListingNavigation(): (filters: ListingFilters) => Promise<boolean> {
  const router = useRouter();
  const locale = useCurrentLocale();
  return useCallback((filters) => router.push(listingHref(filters, locale)), [router, locale]);
}
