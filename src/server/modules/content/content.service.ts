import type { Db } from '../../db/client';
import type { Locale } from '@/i18n/locales';
import type { FooterGroup, NavigationLink, ShellResponse } from '@/contracts/shell';
import { findActivePromoBanner, findFeatureFlags, findNavigationLinks } from './content.repository';
import { countBooksAddedToday, storefrontLanguages } from '../catalogue';

type LinkRow = Awaited<ReturnType<typeof findNavigationLinks>>[number];

const toLink = (row: LinkRow): NavigationLink => ({
  id: row.id, label: row.label, routeKey: row.routeKey, routeParams: row.routeParams ?? null, url: row.url,
});

function groupFooter(rows: LinkRow[]): FooterGroup[] {
  const groups = new Map<string, FooterGroup>();
  for (const row of rows) {
    const title = row.groupTitle ?? '';
    if (!groups.has(title)) groups.set(title, { title, links: [] });
    groups.get(title)!.links.push(toLink(row));
  }
  return [...groups.values()];
}

/** Everything the page shell shows around a page, for one storefront. */
export async function getShell(db: Db, locale: Locale, now: Date, options: { demo: boolean } = { demo: false }): Promise<ShellResponse> {
  const [links, banner, flags, todayAddedBooksCount] = await Promise.all([
    findNavigationLinks(db, locale),
    findActivePromoBanner(db, locale, now),
    findFeatureFlags(db, locale),
    // The storefront's reading languages: the counter links to the added-today page, which a visitor with the defaults sees with this count.
    countBooksAddedToday(db, now, storefrontLanguages(locale)),
  ]);
  return {
    locale,
    topNavigation: links.filter((l) => l.menu === 'top').map(toLink),
    headerNavigation: links.filter((l) => l.menu === 'header').map(toLink),
    footer: groupFooter(links.filter((l) => l.menu === 'footer')),
    promoBanner: banner
      ? { id: banner.id, text: banner.text, routeKey: banner.routeKey, routeParams: banner.routeParams ?? null, url: null }
      : null,
    featureFlags: Object.fromEntries(flags.map((f) => [f.key, f.enabled])),
    todayAddedBooksCount,
    demo: options.demo,
  };
}
