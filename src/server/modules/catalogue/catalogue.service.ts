import type { Db } from '../../db/client';
import { LOCALES, type Locale } from '@/i18n/locales';
import type { CategoryNode, HomeResponse } from '@/contracts/catalogue';
import {
  countAddedToday, findCategories, findCategorySlugs, findDiscounted, findNewlyAdded, type CategoryRow,
} from './catalogue.repository';
import { toBookTile } from './book-tiles.service';

/**
 * Copies in stock in total and per category, as the listing counts them (its facet cache). The
 * route passes the listing's: the catalogue does not import the listing, which imports the
 * catalogue's tiles.
 */
export type StockSummary = (db: Db, now: Date, languages?: readonly number[]) => Promise<{ total: number; categoryCounts: Map<number, number> }>;

const HOME_LIST_SIZE = 12;

/** `slugs` (category id → locale → slug), when given, puts every storefront's slug on each node. */
export function buildCategoryTree(rows: CategoryRow[], locale: Locale, slugs?: ReadonlyMap<number, Record<string, string>>): CategoryNode[] {
  const collator = new Intl.Collator(LOCALES[locale].intl);
  const nodes = new Map<number, CategoryNode & { parentId: number | null }>();
  for (const r of rows) nodes.set(r.id, { id: r.id, name: r.name, slug: r.slug, bookCount: r.book_count, children: [], parentId: r.parent_id });
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const strip = (list: CategoryNode[]): CategoryNode[] =>
    list
      .sort((a, b) => collator.compare(a.name, b.name))
      .map(({ id, name, slug, bookCount, children }) => ({
        id, name, slug, bookCount,
        ...(slugs ? { slugs: slugs.get(id) ?? {} } : {}),
        children: strip(children),
      }));
  return strip(roots);
}

async function categorySlugsById(db: Db): Promise<Map<number, Record<string, string>>> {
  const byId = new Map<number, Record<string, string>>();
  for (const { id, locale, slug } of await findCategorySlugs(db)) {
    const entry = byId.get(id) ?? {};
    entry[locale] = slug;
    byId.set(id, entry);
  }
  return byId;
}

/**
 * Counts come from the listing's cached facet counts (book_search keeps each copy's categories
 * with their ancestors, so a category's count covers its subtree): counting a million copies
 * per home-page view is what this avoids.
 */
export async function getCategoryTree(
  db: Db, locale: Locale, now: Date, getStockSummary: StockSummary, options: { allSlugs?: boolean; languages?: readonly number[] } = {},
): Promise<CategoryNode[]> {
  const [categories, summary, slugs] = await Promise.all([
    findCategories(db, locale),
    getStockSummary(db, now, options.languages),
    options.allSlugs ? categorySlugsById(db) : undefined,
  ]);
  return buildCategoryTree(categories.map((c) => ({ ...c, book_count: summary.categoryCounts.get(c.id) ?? 0 })), locale, slugs);
}

/**
 * The home page in the visitor's reading languages (`languages`, as the listing's language
 * filter; undefined: every language): its feeds, its stock figures and its category counts are
 * the numbers the listing finds behind each tile.
 */
export async function getHome(db: Db, locale: Locale, now: Date, getStockSummary: StockSummary, languages?: readonly number[]): Promise<HomeResponse> {
  const [newlyAdded, discounted, tree, summary, addedToday] = await Promise.all([
    findNewlyAdded(db, HOME_LIST_SIZE, languages),
    findDiscounted(db, HOME_LIST_SIZE, languages),
    getCategoryTree(db, locale, now, getStockSummary, { languages }),
    getStockSummary(db, now, languages),
    countAddedToday(db, now, languages),
  ]);
  const inStock = summary.total;
  return {
    newlyAdded: newlyAdded.map((r) => toBookTile(r, locale)),
    discounted: discounted.map((r) => toBookTile(r, locale)),
    categories: tree
      .map(({ id, name, slug, bookCount }) => ({ id, name, slug, bookCount }))
      .sort((a, b) => b.bookCount - a.bookCount),
    stats: { inStock, addedToday },
  };
}
