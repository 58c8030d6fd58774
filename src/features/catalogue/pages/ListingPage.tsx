import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { brandFor, resolveLocale } from '@/i18n/locales';
import { absoluteUrl } from '@/routing';
import { ListingView } from '../components/ListingView';
import { listingParams } from '../lib/listingLinks';
import { listingRobots } from '../lib/robots';
import { alternateLinks, canonicalUrl } from '../lib/seo';
import type { ListingPageProps } from './listing.getServerSideProps';

/** The catalogue listing and search results (route key `listing`, `/p/[[...filters]]`). */
export default function ListingPage({ filters, languages, port, listingFailed, categoryName }: ListingPageProps) {
  const t = useTranslations('catalogue');
  const locale = resolveLocale(useLocale());
  const brand = brandFor(locale);
  const params = listingParams(filters);

  let heading = t('listing.title');
  let description = t('listing.description', { brand });
  if (filters.q) {
    heading = t('listing.searchTitle', { query: filters.q });
    description = t('listing.searchDescription', { query: filters.q, brand });
  } else if (categoryName) {
    heading = categoryName;
    description = t('category.description', { category: categoryName, brand });
  }

  return (
    <ListingView
      filters={filters}
      initialLanguages={languages}
      listingFailed={listingFailed}
      heading={heading}
      seo={{
        title: heading,
        description,
        canonical: canonicalUrl('listing', locale, params, port),
        alternates: alternateLinks('listing', params, port),
        robots: listingRobots(filters),
        breadcrumbs: [{ name: brand, url: absoluteUrl('home', locale, undefined, { port }) }, { name: heading }],
      }}
    />
  );
}
