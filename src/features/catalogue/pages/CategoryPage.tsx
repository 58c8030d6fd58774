import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { brandFor, resolveLocale } from '@/i18n/locales';
import { absoluteUrl } from '@/routing';
import { CategoryChildren } from '../components/CategoryChildren';
import { ListingView } from '../components/ListingView';
import { canonicalUrl } from '../lib/seo';
import type { CategoryPageProps } from './category.getServerSideProps';

/**
 * A category's landing page (route key `category`, localized slug): the listing filtered by the
 * category, with its name as heading and its subcategories as links. Facets, sort and pages lead
 * on to the listing route, which carries the category filter.
 */
export default function CategoryPage({ category, ancestors, filters, languages, port, listingFailed }: CategoryPageProps) {
  const t = useTranslations('catalogue');
  const locale = resolveLocale(useLocale());
  const brand = brandFor(locale);

  return (
    <ListingView
      filters={filters}
      initialLanguages={languages}
      listingFailed={listingFailed}
      heading={category.name}
      fixed={{ categories: [category.id] }}
      intro={<CategoryChildren items={category.children} />}
      seo={{
        title: category.name,
        description: t('category.description', { category: category.name, brand }),
        canonical: canonicalUrl('category', locale, { slug: category.slug }, port),
        // Slugs differ per storefront and are not known here without nine more tree requests.
        alternates: [],
        robots: 'index, follow',
        breadcrumbs: [
          { name: brand, url: absoluteUrl('home', locale, undefined, { port }) },
          ...ancestors.map((c) => ({ name: c.name, url: canonicalUrl('category', locale, { slug: c.slug }, port) })),
          { name: category.name },
        ],
      }}
    />
  );
}
