import { useId, useMemo, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { ListingFilters } from '@/contracts/listing-filters';
import { useAccountFilterStore } from '@/features/account';
import { defaultLanguages, LanguageFilterChips, useLanguageFilter } from '@/features/language-filter';
import { resolveLocale } from '@/i18n/locales';
import { Container, LoadFailedState, LoadingState, RefreshingNotice, VisuallyHidden } from '@/ui';
import { useListing } from '../api/getListing';
import { withPersistentLanguages } from '../lib/effectiveFilters';
import { encodeListingPath } from '../lib/codec';
import { FacetPanel } from './FacetPanel';
import { FilterSheet } from './FilterSheet';
import { ListingEmptyState } from './ListingEmptyState';
import { ListingHead, type ListingSeo } from './ListingHead';
import { Pagination } from './Pagination';
import { ResultsGrid } from './ResultsGrid';
import { SelectedFilterChips } from './SelectedFilterChips';
import { SortForm } from './SortForm';
import { WatchdogLink } from './WatchdogLink';
import { Columns, DesktopOnly, Heading, ResultCount, Results, Toolbar } from './ListingView.styles';

export interface ListingViewProps {
  /** The filters of the address (canonical); every link on the page is built from them. */
  filters: ListingFilters;
  /** The persistent languages getServerSideProps resolved for this visitor. */
  initialLanguages: readonly number[];
  /** The server could not load the listing (the page was answered 503). */
  listingFailed?: boolean;
  heading: string;
  seo: ListingSeo;
  /** Filters the page always has (a category page's category): no chip to remove them. */
  fixed?: ListingFilters;
  /** Shown under the heading (a category's subcategories). */
  intro?: ReactNode;
}

/** How many languages the chip group offers beyond the visitor's own and the storefront's defaults. */
const EXTRA_LANGUAGE_CHIPS = 6;

/**
 * The catalogue listing: persistent language chips, selected-filter chips, sort, facets, results
 * and pagination. Used by the listing route and by the category page (with its category fixed).
 */
export function ListingView({ filters, initialLanguages, listingFailed = false, heading, seo, fixed, intro }: ListingViewProps) {
  const t = useTranslations('catalogue');
  const common = useTranslations('common');
  const locale = resolveLocale(useLocale());
  const resultsHeadingId = useId();
  // Logged in: the account's saved filter (rolled back when a save fails); otherwise the cookie.
  const languageFilter = useLanguageFilter({ initial: initialLanguages, store: useAccountFilterStore() });
  const effective = useMemo(() => withPersistentLanguages(filters, languageFilter.languages), [filters, languageFilter.languages]);
  const { data, error, isValidating, mutate } = useListing(effective);
  const pageKey = encodeListingPath(filters).join('/');

  // The storefront's defaults and the visitor's own stay on offer after being switched off.
  const languageOptions = useMemo(() => {
    const counted = (data?.facets.language ?? []).map((l) => l.id).slice(0, EXTRA_LANGUAGE_CHIPS);
    return [...new Set([...defaultLanguages(locale), ...initialLanguages, ...languageFilter.languages, ...counted])];
  }, [data, locale, initialLanguages, languageFilter.languages]);

  // On the page from desktop width on; below it at the top of the filter sheet.
  const languageChips = (
    <LanguageFilterChips
      selected={languageFilter.languages}
      options={languageOptions}
      onToggle={(id) => void languageFilter.toggle(id)}
      overridden={Boolean(filters.language)}
      saveFailed={languageFilter.saveFailed}
    />
  );

  let body: ReactNode;
  if (data) {
    body =
      data.items.length > 0 ? (
        <ResultsGrid items={data.items} />
      ) : (
        <ListingEmptyState
          filters={filters}
          facets={data.facets}
          pastEnd={data.total > 0}
          languagesApplied={!filters.language && languageFilter.languages.length > 0}
        />
      );
  } else if (error || listingFailed) {
    body = <LoadFailedState message={t('listing.loadFailed')} retryLabel={common('actions.retry')} onRetry={() => void mutate()} />;
  } else {
    body = <LoadingState label={common('status.loading')} />;
  }

  return (
    <Container>
      {/* An empty page (nothing matches, or past the last page) is a soft 404: keep it out of the index. */}
      <ListingHead {...seo} robots={data && data.items.length === 0 ? 'noindex, follow' : seo.robots} />
      <Heading>{heading}</Heading>
      {intro}
      <DesktopOnly>{languageChips}</DesktopOnly>
      <SelectedFilterChips filters={filters} facets={data?.facets} fixed={fixed} />
      <Toolbar>
        <ResultCount role="status">{data ? t('listing.count', { count: data.total }) : ''}</ResultCount>
        <FilterSheet filters={filters} facets={data?.facets} total={data ? data.total : null} before={languageChips} />
        <WatchdogLink filters={{ ...filters, ...fixed }} />
        <SortForm key={pageKey} filters={filters} />
      </Toolbar>
      <Columns>
        {data && <FacetPanel filters={filters} facets={data.facets} />}
        <Results aria-labelledby={resultsHeadingId}>
          <VisuallyHidden as="h2" id={resultsHeadingId}>
            {t('listing.resultsHeading')}
          </VisuallyHidden>
          <RefreshingNotice active={Boolean(data) && isValidating} label={common('status.refreshing')} />
          {body}
          {data && data.items.length > 0 && <Pagination filters={filters} page={data.page} pageCount={data.pageCount} />}
        </Results>
      </Columns>
    </Container>
  );
}
