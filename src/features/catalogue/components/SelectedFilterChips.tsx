import { useId } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { ListingFilters } from '@/contracts/listing-filters';
import type { ListingFacets } from '@/contracts/listing';
import { VisuallyHidden } from '@/ui';
import { useFilterLabels } from '../hooks/useFilterLabels';
import { activeFilters } from '../lib/activeFilters';
import { clearFacets } from '../lib/filterEdits';
import { listingParams } from '../lib/listingLinks';
import { ChipLink, Chips, ClearLink, Cross } from './SelectedFilterChips.styles';

interface SelectedFilterChipsProps {
  filters: ListingFilters;
  facets: ListingFacets | undefined;
  /** The filters this page always has (the category on a category page); they get no chip. */
  fixed?: ListingFilters;
}

/** The filters in force as removable chips: each is a link to the listing without that value. */
export function SelectedFilterChips({ filters, facets, fixed = {} }: SelectedFilterChipsProps) {
  const t = useTranslations('catalogue');
  const labels = useFilterLabels(facets);
  const headingId = useId();
  const isFixed = (id: number) => (fixed.categories ?? []).includes(id);
  const active = activeFilters(filters).filter((f) => !(f.kind === 'id' && f.key === 'categories' && isFixed(f.id)));
  if (active.length === 0) return null;
  const removable = active.filter((f) => f.kind !== 'q');

  return (
    <nav aria-labelledby={headingId}>
      <VisuallyHidden as="h2" id={headingId}>
        {t('chips.label')}
      </VisuallyHidden>
      <Chips>
        {active.map((filter, index) => {
          const label = labels.active(filter);
          return (
            <li key={`${index}-${label}`}>
              <ChipLink route="listing" params={listingParams(filter.without)} rel="nofollow">
                <VisuallyHidden>{t('chips.remove')} </VisuallyHidden>
                {label}
                <Cross aria-hidden="true">×</Cross>
              </ChipLink>
            </li>
          );
        })}
        {removable.length > 1 && (
          <li>
            <ClearLink route="listing" params={listingParams({ ...clearFacets(filters), categories: fixed.categories })} rel="nofollow">
              {t('chips.clearAll')}
            </ClearLink>
          </li>
        )}
      </Chips>
    </nav>
  );
}
