import { useTranslations } from '@/i18n/use-translations';
import type { ListingFilters } from '@/contracts/listing-filters';
import { RouteLink } from '@/routing';
import { encodeListingPath } from '../lib/codec';

/** What a watchdog can watch from a listing: a text, a category or an author (the API refuses broader ones). */
export function watchdogFilters(filters: ListingFilters): ListingFilters | null {
  if (!filters.q && !filters.categories?.length && !filters.authors?.length) return null;
  if (filters.publishers?.length || filters.user || filters.edges) return null;
  const { page: _page, order: _order, ...watched } = filters;
  return watched;
}

/**
 * "Tell me when it is in stock" for the filters on screen: /watchdog receives them as a listing
 * path (the catalogue codec's segments) and offers condition, language, binding and price cap.
 */
export function WatchdogLink({ filters }: { filters: ListingFilters }) {
  const t = useTranslations('catalogue');
  const watched = watchdogFilters(filters);
  if (!watched) return null;
  return (
    <RouteLink route="watchdog" query={{ filters: encodeListingPath(watched).join('/') }}>
      {t('listing.watchdog')}
    </RouteLink>
  );
}
