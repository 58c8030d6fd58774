import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { VisuallyHidden } from '@/ui';
import type { FacetItem } from '../lib/facetItems';
import { listingParams } from '../lib/listingLinks';
import { listingRobots } from '../lib/robots';
import { Count, List, More, Tick, ValueLink } from './FacetLinkList.styles';

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

function FacetLink({ entry }: { entry: FacetLinkEntry }) {
  const t = useTranslations('catalogue');
  const format = useFormatter();
  // Crawlers need not walk every combination: links to pages we keep out of the index are nofollow.
  const rel = listingRobots(entry.target) === 'noindex, follow' ? 'nofollow' : undefined;
  return (
    <ValueLink route="listing" params={listingParams(entry.target)} rel={rel} $selected={entry.selected}>
      <Tick $selected={entry.selected} aria-hidden="true">
        {entry.selected ? '✓' : ''}
      </Tick>
      <span className="facet-name">{entry.label}</span>
      {entry.selected && <VisuallyHidden>{t('facets.selected')}</VisuallyHidden>}
      {entry.count !== null && (
        <Count>
          <span aria-hidden="true">{format.number(entry.count)}</span>
          <VisuallyHidden>{t('facets.copies', { count: entry.count })}</VisuallyHidden>
        </Count>
      )}
    </ValueLink>
  );
}

function Entries({ entries }: { entries: readonly FacetLinkEntry[] }): ReactNode {
  return entries.map((entry) => (
    <li key={String(entry.value)}>
      <FacetLink entry={entry} />
      {entry.children && entry.children.length > 0 && (
        <List>
          <Entries entries={entry.children} />
        </List>
      )}
    </li>
  ));
}

/** A facet's values as real links (crawlable, no JavaScript needed), each with its count. */
export function FacetLinkList({ entries, visible = 8 }: FacetLinkListProps) {
  const t = useTranslations('catalogue');
  const shown = entries.slice(0, visible);
  const rest = entries.slice(visible);
  return (
    <>
      <List>
        <Entries entries={shown} />
      </List>
      {rest.length > 0 && (
        <More>
          <summary>{t('facets.showMore', { count: rest.length })}</summary>
          <List>
            <Entries entries={rest} />
          </List>
        </More>
      )}
    </>
  );
}
