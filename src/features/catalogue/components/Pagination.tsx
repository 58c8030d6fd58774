import { useId } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { ListingFilters } from '@/contracts/listing-filters';
import { VisuallyHidden } from '@/ui';
import { withPage } from '../lib/filterEdits';
import { listingParams } from '../lib/listingLinks';
import { pageItems } from '../lib/pagination';
import { CurrentPage, Gap, PageLink, Pages } from './Pagination.styles';

interface PaginationProps {
  filters: ListingFilters;
  page: number;
  pageCount: number;
}

/** Page links (page 1 has no page segment); the current page is marked, not linked. */
export function Pagination({ filters, page, pageCount }: PaginationProps) {
  const t = useTranslations('catalogue');
  const headingId = useId();
  const items = pageItems(page, pageCount);
  if (items.length === 0) return null;
  const link = (target: number) => listingParams(withPage(filters, target));

  return (
    <nav aria-labelledby={headingId}>
      <VisuallyHidden as="h2" id={headingId}>
        {t('pagination.label')}
      </VisuallyHidden>
      <Pages>
        {page > 1 && (
          <li>
            <PageLink route="listing" params={link(page - 1)} rel="prev">
              <span aria-hidden="true">‹ </span>
              {t('pagination.previous')}
            </PageLink>
          </li>
        )}
        {items.map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? (
              <Gap aria-hidden="true">…</Gap>
            ) : item === page ? (
              <CurrentPage aria-current="page">
                <VisuallyHidden>{t('pagination.page', { page: String(item) })}</VisuallyHidden>
                <span aria-hidden="true">{item}</span>
              </CurrentPage>
            ) : (
              <PageLink route="listing" params={link(item)} aria-label={t('pagination.page', { page: String(item) })}>
                {item}
              </PageLink>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <PageLink route="listing" params={link(page + 1)} rel="next">
              {t('pagination.next')}
              <span aria-hidden="true"> ›</span>
            </PageLink>
          </li>
        )}
      </Pages>
    </nav>
  );
}
