import { useState, type ReactNode } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { ListingFilters } from '@/contracts/listing-filters';
import type { ListingFacets } from '@/contracts/listing';
import { Button, Modal } from '@/ui';
import { encodeListingPath } from '../lib/codec';
import { FacetGroups } from './FacetPanel';
import { FilterButton, SheetGroups } from './FilterSheet.styles';

interface FilterSheetProps {
  filters: ListingFilters;
  facets: ListingFacets | undefined;
  /** Copies the current filters find; null while the first answer is on its way. */
  total: number | null;
  /** Shown above the facets (the persistent language chips). */
  before?: ReactNode;
}

/**
 * Phones and tablets: the facets behind a "Filters (count)" button, in a sheet. Every facet is the
 * same link (or GET form) as in the desktop panel, so a choice changes the address as before; the
 * sheet belongs to the address it was opened on and is gone once a choice leads to another one.
 */
export function FilterSheet({ filters, facets, total, before }: FilterSheetProps) {
  const t = useTranslations('catalogue');
  const pageKey = encodeListingPath(filters).join('/');
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pageKey;
  const close = () => setOpenOn(null);

  return (
    <>
      <FilterButton variant="secondary" aria-haspopup="dialog" onClick={() => setOpenOn(pageKey)}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 5h18v2H3V5Zm3 6h12v2H6v-2Zm3 6h6v2H9v-2Z" />
        </svg>
        {total === null ? t('facets.title') : t('facets.openButton', { count: total })}
      </FilterButton>
      <Modal
        open={open}
        onClose={close}
        title={t('facets.title')}
        footer={
          <Button onClick={close}>{total === null ? t('facets.title') : t('facets.showResults', { count: total })}</Button>
        }
      >
        {before}
        {facets && (
          <SheetGroups>
            <FacetGroups filters={filters} facets={facets} />
          </SheetGroups>
        )}
      </Modal>
    </>
  );
}
