import { useTranslations } from '@/i18n/use-translations';
import { brandFor } from '@/i18n/locales';
import { RouteLink, absoluteUrl, useCurrentLocale, useLocalPort, type RouteKey, type RouteParams } from '@/routing';
import { BreadcrumbJsonLd } from '@/app-context/seo';
import { Trail } from './Breadcrumbs.styles';

export interface Crumb {
  label: string;
  /** Omitted for the current page, the trail's last item. */
  route?: RouteKey;
  params?: RouteParams;
}

/**
 * Work › edition › copy: where this page sits, as a labelled navigation landmark, and the same
 * trail (from the home page) as schema.org BreadcrumbList for search engines.
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useTranslations('book');
  const locale = useCurrentLocale();
  const port = useLocalPort();
  const jsonLd = [
    { name: brandFor(locale), url: absoluteUrl('home', locale, undefined, { port }) },
    ...items.map((item) => ({ name: item.label, url: item.route ? absoluteUrl(item.route, locale, item.params, { port }) : undefined })),
  ];
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <BreadcrumbJsonLd crumbs={jsonLd} />
      <Trail>
        {items.map((item, index) => (
          <li key={index}>
            {item.route ? (
              <RouteLink route={item.route} params={item.params}>
                {item.label}
              </RouteLink>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </Trail>
    </nav>
  );
}
