import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { IdListKey, ListingFilters } from '@/contracts/listing-filters';
import type { ListingFacets } from '@/contracts/listing';
import { currencyFor } from '@/i18n/locales';
import { useCurrentLocale } from '@/routing';
import { useFilterLabels, type FilterLabels } from '../hooks/useFilterLabels';
import { categoryFacetTree, type CategoryFacetNode } from '../lib/categoryFacetTree';
import { idFacetItems, publisherFacetItems, selectedFirst } from '../lib/facetItems';
import { toggleCategory } from '../lib/filterEdits';
import { FacetLinkList, type FacetLinkEntry } from './FacetLinkList';
import { RangeFacetForm } from './RangeFacetForm';
import { Disclosure, Group, Groups, Panel } from './FacetPanel.styles';

interface FacetPanelProps {
  filters: ListingFilters;
  facets: ListingFacets;
}

type IdFacetKey = Exclude<IdListKey, 'categories'>;
/** Filter key → the facet that counts its values. */
const COUNTS: Record<IdFacetKey, 'authors' | 'language' | 'binding' | 'conditions' | 'instock'> = {
  authors: 'authors',
  language: 'language',
  binding: 'binding',
  conditions: 'conditions',
  instock: 'instock',
};

function FacetGroup({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const headingId = useId();
  return (
    <Group aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {children(headingId)}
    </Group>
  );
}

function categoryEntries(
  nodes: readonly CategoryFacetNode[], filters: ListingFilters, parentOf: ReadonlyMap<number, number | null>,
): FacetLinkEntry<number>[] {
  const selected = filters.categories ?? [];
  return nodes.map((node) => ({
    value: node.id,
    label: node.name,
    count: node.count,
    selected: selected.includes(node.id),
    target: toggleCategory(filters, node.id, parentOf),
    children: categoryEntries(node.children, filters, parentOf),
  }));
}

function idEntries(filters: ListingFilters, key: IdFacetKey, facets: ListingFacets, labels: FilterLabels): FacetLinkEntry<number>[] {
  const counts = facets[COUNTS[key]].map(({ id, count }) => ({ id, count }));
  return selectedFirst(idFacetItems(filters, key, counts)).map((item) => ({ ...item, label: labels.idValue(key, item.value) }));
}

/** Opens the panel on wide screens once JavaScript runs; phones keep it collapsed until asked. */
function useOpenOnDesktop(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(min-width: 64em)');
    const sync = () => setOpen(query.matches);
    sync();
    query.addEventListener?.('change', sync);
    return () => query.removeEventListener?.('change', sync);
  }, []);
  return [open, setOpen];
}

/**
 * Every facet as links with counts (category tree, author, publisher, language, binding,
 * condition, availability) and GET forms for the price and year ranges.
 */
export function FacetGroups({ filters, facets }: FacetPanelProps) {
  const t = useTranslations('catalogue');
  const labels = useFilterLabels(facets);
  const locale = useCurrentLocale();

  const parentOf = new Map(facets.categories.map((c) => [c.id, c.parentId]));
  const categories = categoryEntries(categoryFacetTree(facets.categories), filters, parentOf);
  const publishers = selectedFirst(publisherFacetItems(filters, facets.publishers)).map((item) => ({ ...item, label: item.value }));
  const currency = currencyFor(locale);

  const idGroup = (key: IdFacetKey) => {
    const entries = idEntries(filters, key, facets, labels);
    if (entries.length === 0) return null;
    return <FacetGroup title={labels.facet(key)}>{() => <FacetLinkList facetKey={key} entries={entries} />}</FacetGroup>;
  };

  return (
    <>
      {categories.length > 0 && (
            <FacetGroup title={t('facets.category')}>{() => <FacetLinkList facetKey="categories" entries={categories} visible={12} />}</FacetGroup>
          )}
          {idGroup('authors')}
          {publishers.length > 0 && (
            <FacetGroup title={t('facets.publisher')}>{() => <FacetLinkList facetKey="publishers" entries={publishers} />}</FacetGroup>
          )}
          {idGroup('language')}
          {idGroup('binding')}
          {idGroup('conditions')}
          {idGroup('instock')}
          {(facets.price || filters.price) && (
            <FacetGroup title={t('facets.price')}>
              {(id) => (
                <RangeFacetForm
                  key={JSON.stringify(filters.price ?? null)}
                  filters={filters}
                  rangeKey="price"
                  bounds={facets.price}
                  labelledBy={id}
                  name={t('facets.price')}
                  hint={t('facets.priceHint', { currency: currency.symbol })}
                />
              )}
            </FacetGroup>
          )}
          {(facets.year || filters.year) && (
            <FacetGroup title={t('facets.year')}>
              {(id) => (
                <RangeFacetForm
                  key={JSON.stringify(filters.year ?? null)}
                  filters={filters}
                  rangeKey="year"
                  bounds={facets.year}
                  labelledBy={id}
                  name={t('facets.year')}
                />
              )}
            </FacetGroup>
          )}
    </>
  );
}

/** The facets as a sidebar on desktops; smaller screens reach them through the filter sheet. */
export function FacetPanel({ filters, facets }: FacetPanelProps) {
  const t = useTranslations('catalogue');
  const headingId = useId();
  const [open, setOpen] = useOpenOnDesktop();
  return (
    <Panel aria-labelledby={headingId}>
      <Disclosure open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span id={headingId}>{t('facets.title')}</span>
        </summary>
        <Groups>
          <FacetGroups filters={filters} facets={facets} />
        </Groups>
      </Disclosure>
    </Panel>
  );
}
