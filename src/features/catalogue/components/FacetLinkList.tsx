import { useState, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { useLocale, useMessages } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { followLinkClientSide, resolvePath, useCurrentLocale } from '@/routing';
import type { Locale } from '@/i18n/locales';
import type { FacetItem } from '../lib/facetItems';
import { FACET_MORE_PARAM, facetMoreOf, type FacetListKey } from '../lib/facetMore';
import { listingParams } from '../lib/listingLinks';
import { listingRobots } from '../lib/robots';
import { List, More } from './FacetLinkList.styles';

export interface FacetLinkEntry<V extends number | string = number | string> extends FacetItem<V> {
  label: string;
  /** Nested entries (the category tree). */
  children?: readonly FacetLinkEntry<V>[];
}

interface FacetLinkListProps {
  /** Which facet the list shows: names it in the `?more=` address of its complete list. */
  facetKey: FacetListKey;
  entries: readonly FacetLinkEntry[];
  /**
   * Entries beyond this many go into a "more" disclosure, rendered only when opened (in the
   * browser) or when the address asks for this facet's complete list (`?more=`, without JavaScript).
   */
  visible?: number;
}

/** What every entry of one list shares: read once per list, not per link (issue 18 item 2). */
interface EntryContext {
  locale: Locale;
  selectedLabel: string;
  copies: (count: number) => string;
  number: (count: number) => string;
}

/**
 * One value as a plain link: a facet list renders well over a hundred of them, so they are
 * plain elements styled by the list (FacetLinkList.styles) and plain anchors navigating through
 * followLinkClientSide, not a styled RouteLink with four styled children each. Short class names
 * and the tick drawn by CSS keep the listing's HTML small (issue 18): fl = facet link (fl on =
 * selected), fn = name, fc = count (for the eye), vh = visually hidden (for screen readers).
 */
function facetLink(entry: FacetLinkEntry, ctx: EntryContext): ReactNode {
  // Crawlers need not walk every combination: links to pages we keep out of the index are nofollow.
  const rel = listingRobots(entry.target) === 'noindex, follow' ? 'nofollow' : undefined;
  return (
    <a href={resolvePath('listing', ctx.locale, listingParams(entry.target))} rel={rel} className={entry.selected ? 'fl on' : 'fl'} onClick={followLinkClientSide}>
      <span className="fn">{entry.label}</span>
      {entry.selected && <span className="vh">{ctx.selectedLabel}</span>}
      {entry.count !== null && (
        <>
          <span className="fc" aria-hidden="true">{ctx.number(entry.count)}</span>
          <span className="vh">{ctx.copies(entry.count)}</span>
        </>
      )}
    </a>
  );
}

function entries(list: readonly FacetLinkEntry[], ctx: EntryContext): ReactNode {
  return list.map((entry) => (
    <li key={String(entry.value)}>
      {facetLink(entry, ctx)}
      {entry.children && entry.children.length > 0 && <ul>{entries(entry.children, ctx)}</ul>}
    </li>
  ));
}

/**
 * The values beyond the first few: the server renders them only when the address asks for this
 * facet's complete list (lib/facetMore). Otherwise the disclosure holds a link to that address,
 * and in the browser opening it renders the values in place of the link (issue 18).
 */
function MoreEntries({ facetKey, rest, ctx }: { facetKey: FacetListKey; rest: readonly FacetLinkEntry[]; ctx: EntryContext }) {
  const t = useTranslations('catalogue');
  const expandedByAddress = facetMoreOf(useRouter().query[FACET_MORE_PARAM]) === facetKey;
  const [opened, setOpened] = useState(false);
  return (
    <More open={expandedByAddress || undefined} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{t('facets.showMore', { count: rest.length })}</summary>
      {expandedByAddress || opened ? (
        <List>{entries(rest, ctx)}</List>
      ) : (
        <a className="all" href={`?${FACET_MORE_PARAM}=${facetKey}`} rel="nofollow">{t('facets.showAll')}</a>
      )}
    </More>
  );
}

/**
 * Counts formatted by one Intl.NumberFormat per locale per process: next-intl's `format.number`
 * looks its formatter up by serializing the arguments on every call, a measurable share of the
 * listing's rendering with a hundred counts (issue 18). Same output: the provider's locale, no options.
 */
const countFormats = new Map<string, Intl.NumberFormat>();

function countFormat(locale: string): Intl.NumberFormat {
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    countFormats.set(locale, format);
  }
  return format;
}

/**
 * "N copies" for screen readers, per locale and count, kept for as long as the `catalogue`
 * messages object lives (on the server one per locale per process, precompile.ts): a listing
 * says a hundred counts, most of them again on the next render.
 */
const copiesLabels = new WeakMap<object, Map<string, string>>();

function copiesLabel(messages: object | undefined, locale: string, count: number, format: () => string): string {
  if (!messages) return format();
  let labels = copiesLabels.get(messages);
  if (!labels) copiesLabels.set(messages, (labels = new Map()));
  const key = `${locale}:${count}`;
  let label = labels.get(key);
  if (label === undefined) {
    label = format();
    if (labels.size >= 10_000) labels.clear();
    labels.set(key, label);
  }
  return label;
}

/** A facet's values as real links (crawlable, no JavaScript needed), each with its count. */
export function FacetLinkList({ facetKey, entries: all, visible = 8 }: FacetLinkListProps) {
  const t = useTranslations('catalogue');
  const messages = useMessages().catalogue as object | undefined;
  const intlLocale = useLocale();
  const format = countFormat(intlLocale);
  const ctx: EntryContext = {
    locale: useCurrentLocale(),
    selectedLabel: t('facets.selected'),
    copies: (count) => copiesLabel(messages, intlLocale, count, () => t('facets.copies', { count })),
    number: (count) => format.format(count),
  };
  const shown = all.slice(0, visible);
  const rest = all.slice(visible);
  return (
    <>
      <List>{entries(shown, ctx)}</List>
      {rest.length > 0 && <MoreEntries facetKey={facetKey} rest={rest} ctx={ctx} />}
    </>
  );
}
