import { useTranslations } from 'next-intl';
import { RouteLink, type RouteKey, type RouteParams } from '@/routing';
import { Trail } from './Breadcrumbs.styles';

export interface Crumb {
  label: string;
  /** Omitted for the current page, the trail's last item. */
  route?: RouteKey;
  params?: RouteParams;
}

/** Work › edition › copy: where this page sits, as a labelled navigation landmark. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useTranslations('book');
  return (
    <nav aria-label={t('breadcrumbs.label')}>
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
