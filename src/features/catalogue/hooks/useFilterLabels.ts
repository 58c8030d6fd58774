import { useMemo } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { IdListKey, ListingRange } from '@/contracts/listing-filters';
import type { ListingFacets } from '@/contracts/listing';
import { currencyFor, resolveLocale } from '@/i18n/locales';
import { languageName } from '@/features/language-filter';
import { formatMoney } from '@/ui';
import type { ActiveFilter } from '../lib/activeFilters';
import type { RangeKey } from '../lib/filterEdits';

export interface FilterLabels {
  /** The facet's name ("Category"). */
  facet: (key: IdListKey | RangeKey | 'publishers') => string;
  /** One value of an id facet ("Poetry", "Czech", "Paperback"). */
  idValue: (key: IdListKey, id: number) => string;
  range: (key: RangeKey, range: ListingRange) => string;
  /** "Category: Poetry" for a chip or a suggestion. */
  active: (filter: ActiveFilter) => string;
}

const FACET_MESSAGE = {
  categories: 'category',
  authors: 'author',
  publishers: 'publisher',
  language: 'language',
  binding: 'binding',
  conditions: 'condition',
  instock: 'instock',
  price: 'price',
  year: 'year',
} as const;

/**
 * Human labels for filter values, in the storefront's language. Names of categories and authors
 * come from the listing's facets (the API translates them); a value the facets do not name
 * (e.g. from an old link) shows as its number.
 */
export function useFilterLabels(facets: ListingFacets | undefined): FilterLabels {
  const t = useTranslations('catalogue');
  const bookStates = useTranslations('book-states');
  const locale = resolveLocale(useLocale());

  return useMemo(() => {
    const categoryNames = new Map((facets?.categories ?? []).map((c) => [c.id, c.name]));
    const authorNames = new Map((facets?.authors ?? []).map((a) => [a.id, a.name]));
    const unknown = (id: number) => t('filter.unknown', { id: String(id) });
    const fromMessages = (namespace: 'binding' | 'instock', id: number) =>
      t.has(`${namespace}.${id}`) ? t(`${namespace}.${id}`) : unknown(id);

    const idValue = (key: IdListKey, id: number): string => {
      switch (key) {
        case 'categories':
          return categoryNames.get(id) ?? unknown(id);
        case 'authors':
          return authorNames.get(id) ?? unknown(id);
        case 'language':
          return languageName(id, locale, t('language.other'));
        case 'binding':
          return fromMessages('binding', id);
        case 'conditions':
          return bookStates.has(String(id)) ? bookStates(String(id)) : unknown(id);
        case 'instock':
          return fromMessages('instock', id);
      }
    };

    const range = (key: RangeKey, { min, max }: ListingRange): string => {
      if (key === 'year') return t('filter.range', { min: String(min), max: String(max) });
      const currency = currencyFor(locale).code;
      return t('filter.range', { min: formatMoney(min * 100, currency, locale), max: formatMoney(max * 100, currency, locale) });
    };

    const facet = (key: IdListKey | RangeKey | 'publishers') => t(`facets.${FACET_MESSAGE[key]}`);
    const chip = (facetName: string, value: string) => t('filter.chip', { facet: facetName, value });

    const active = (filter: ActiveFilter): string => {
      switch (filter.kind) {
        case 'q':
          return t('filter.query', { query: filter.value });
        case 'id':
          return chip(facet(filter.key), idValue(filter.key, filter.id));
        case 'publisher':
          return chip(facet('publishers'), filter.name);
        case 'range':
          return chip(facet(filter.key), range(filter.key, filter.range));
        case 'mother':
          return t('filter.edition', { id: String(filter.id) });
        case 'user':
          return t('filter.seller', { user: filter.value });
        case 'edge':
          return chip(filter.name, filter.value);
      }
    };

    return { facet, idValue, range, active };
  }, [facets, t, bookStates, locale]);
}
