import { useTranslations } from '@/i18n/use-translations';
import type { ListingFilters } from '@/contracts/listing-filters';
import type { ListingFacets } from '@/contracts/listing';
import { RouteLink } from '@/routing';
import { useFilterLabels } from '../hooks/useFilterLabels';
import { activeFilters } from '../lib/activeFilters';
import { withPage } from '../lib/filterEdits';
import { listingParams } from '../lib/listingLinks';
import { Box } from './ListingEmptyState.styles';

interface ListingEmptyStateProps {
  filters: ListingFilters;
  facets: ListingFacets;
  /** Copies match, but the page number is past the last page. */
  pastEnd: boolean;
  /** The visitor's persistent languages narrowed the result (no language in the address). */
  languagesApplied: boolean;
}

/** "No copies match", with one link per filter that would widen the result when removed. */
export function ListingEmptyState({ filters, facets, pastEnd, languagesApplied }: ListingEmptyStateProps) {
  const t = useTranslations('catalogue');
  const labels = useFilterLabels(facets);

  if (pastEnd) {
    return (
      <Box>
        <h2>{t('empty.pastEnd')}</h2>
        <RouteLink route="listing" params={listingParams(withPage(filters, 1))}>
          {t('empty.firstPage')}
        </RouteLink>
      </Box>
    );
  }

  const active = activeFilters(filters);
  return (
    <Box>
      <h2>{t('empty.title')}</h2>
      {active.length > 0 && (
        <>
          <p>{t('empty.suggestions')}</p>
          <ul>
            {active.map((filter, index) => (
              <li key={index}>
                <RouteLink route="listing" params={listingParams(filter.without)} rel="nofollow">
                  {t('empty.without', { filter: labels.active(filter) })}
                </RouteLink>
              </li>
            ))}
            {active.length > 1 && (
              <li>
                <RouteLink route="listing" params={listingParams({})}>
                  {t('empty.clearAll')}
                </RouteLink>
              </li>
            )}
          </ul>
        </>
      )}
      {languagesApplied && <p>{t('empty.languagesNote')}</p>}
    </Box>
  );
}
