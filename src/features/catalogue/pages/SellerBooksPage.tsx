import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { brandFor, resolveLocale } from '@/i18n/locales';
import { absoluteUrl } from '@/routing';
import { ListingView } from '../components/ListingView';
import { canonicalUrl } from '../lib/seo';
import type { SellerBooksPageProps } from './sellerBooks.getServerSideProps';

/** A seller's copies in stock (route `userBooksForSale`): the listing with the `user` filter fixed. */
export default function SellerBooksPage({ userHash, filters, languages, port, listingFailed }: SellerBooksPageProps) {
  const t = useTranslations('engagement');
  const locale = resolveLocale(useLocale());
  const heading = t('profile.booksTitle');
  return (
    <ListingView
      filters={filters}
      initialLanguages={languages}
      listingFailed={listingFailed}
      heading={heading}
      fixed={{ user: userHash }}
      seo={{
        title: heading,
        description: heading,
        canonical: canonicalUrl('userBooksForSale', locale, { userHash }, port),
        alternates: [],
        // A person's shelf, not a catalogue page worth a search result of its own.
        robots: 'noindex, follow',
        breadcrumbs: [
          { name: brandFor(locale), url: absoluteUrl('home', locale, undefined, { port }) },
          { name: t('profile.title'), url: absoluteUrl('userProfile', locale, { userHash }, { port }) },
          { name: heading },
        ],
      }}
    />
  );
}
