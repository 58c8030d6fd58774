import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { useCurrentLocale } from '@/routing';
import type { FacetItem } from '../lib/facetItems';
import { listingHref } from '../lib/listingLinks';
import { listingRobots } from '../lib/robots';
import { List, More } from './FacetLinkList.styles';

export interface FacetLinkEntry<V extends number | string = number | string> extends FacetItem<V> {
  label: string;
  /** Nested entries (the category tree). */
  children?: readonly FacetLinkEntry<V>[];
}

interface FacetLinkListProps {
  entries: readonly FacetLinkEntry[];
  /** Entries beyond this many go into a "more" disclosure (works without JavaScript). */
  visible?: number;
}

type Translate = ReturnType<typeof useTranslations<'catalogue'>>;

// One formatter per storefront for the life of the server, not one per count per render; the
// locale label, as next-intl's format.number used it.
const countFormats = new Map<Locale, Intl.NumberFormat>();
function formatCount(count: number, locale: Locale): string {
  let format = countFormats.get(locale);
  if (!format) countFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(count);
}

/*
 * A listing page renders a hundred and more of these, so they are plain elements and plain
 * functions, styled by the enclosing List: no hooks, no styled components and no next/link per
 * link. Clicks become client-side navigations through the panel's one delegated handler
 * (data-client-nav, useDelegatedLinkNavigation).
 */
function facetLink(entry: FacetLinkEntry, t: Translate, locale: Locale): ReactNode {
  // Crawlers need not walk every combination: links to pages we keep out of the index are nofollow.
  const rel = listingRobots(entry.target) === 'noindex, follow' ? 'nofollow' : undefined;
  return (
    <a href={listingHref(entry.target, locale)} rel={rel} data-client-nav="" data-selected={entry.selected ? '' : undefined}>
      <span className="facet-tick" aria-hidden="true">
        {entry.selected ? '✓' : ''}
      </span>
      <span className="facet-name">{entry.label}</span>
      {entry.selected && <span className="facet-sr">{t('facets.selected')}</span>}
      {entry.count !== null && (
        <span className="facet-count">
          <span aria-hidden="true">{formatCount(entry.count, locale)}</span>
          <span className="facet-sr">{t('facets.copies', { count: entry.count })}</span>
        </span>
      )}
    </a>
  );
}

function entryItems(entries: readonly FacetLinkEntry[], t: Translate, locale: Locale): ReactNode {
  return entries.map((entry) => (
    <li key={String(entry.value)}>
      {facetLink(entry, t, locale)}
      {entry.children && entry.children.length > 0 && <ul>{entryItems(entry.children, t, locale)}</ul>}
    </li>
  ));
}

/** A facet's values as real links (crawlable, no JavaScript needed), each with its count. */
export function FacetLinkList({ entries, visible = 8 }: FacetLinkListProps) {
  const t = useTranslations('catalogue');
  const locale = useCurrentLocale();
  const shown = entries.slice(0, visible);
  const rest = entries.slice(visible);
  return (
    <>
      <List>{entryItems(shown, t, locale)}</List>
      {rest.length > 0 && (
        <More>
          <summary>{t('facets.showMore', { count: rest.length })}</summary>
          <List>{entryItems(rest, t, locale)}</List>
        </More>
      )}
    </>
  );
}
