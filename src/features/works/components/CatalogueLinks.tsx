import { useTranslations } from '@/i18n/use-translations';
import type { LocalizedNodeRef, SeriesRef } from '@/contracts/works';
import { RouteLink } from '@/routing';
import { InlineList } from '@/ui';
import { FactList } from './EditionFacts.styles';

interface CatalogueLinksProps {
  categories: readonly LocalizedNodeRef[];
  series: readonly SeriesRef[];
}

/** Where the work sits in the catalogue: its categories and series, linking to their localized listings. */
export function CatalogueLinks({ categories, series }: CatalogueLinksProps) {
  const t = useTranslations('book');
  if (categories.length === 0 && series.length === 0) return null;
  return (
    <FactList>
      {categories.length > 0 && (
        <div>
          <dt>{t('details.categories')}</dt>
          <dd>
            <InlineList>
              {categories.map((category) => (
                <li key={category.id}>
                  <RouteLink route="category" params={{ slug: category.slug }}>
                    {category.name}
                  </RouteLink>
                </li>
              ))}
            </InlineList>
          </dd>
        </div>
      )}
      {series.length > 0 && (
        <div>
          <dt>{t('details.series')}</dt>
          <dd>
            <InlineList>
              {series.map((s) => (
                <li key={s.id}>
                  <RouteLink route="series" params={{ slug: s.slug }}>
                    {s.name}
                  </RouteLink>
                  {s.volume !== null && <> ({t('details.volume', { volume: s.volume })})</>}
                </li>
              ))}
            </InlineList>
          </dd>
        </div>
      )}
    </FactList>
  );
}
