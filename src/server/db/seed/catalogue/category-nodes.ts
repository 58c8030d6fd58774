import type { Locale } from '@/i18n/locales';
import { slugify } from '../slugify';
import { ALL_LOCALES, LOCALE_TEXT_LANG } from '../vocab/text-languages';
import { CATEGORY_TREE } from './category-tree';

/** A category as stored: property node + one translation per storefront. */
export interface CategoryNode {
  id: number;
  key: string;
  parentId: number | null;
  /** Share of works for subcategories, 0 for top categories. */
  weight: number;
  /** Language-neutral slug (the English one), unique among categories. */
  slug: string;
  names: Record<Locale, string>;
  /** Lowercase ASCII, unique per locale. */
  slugs: Record<Locale, string>;
}

/**
 * Flattens the tree depth-first (top category, then its children) with consecutive ids from
 * `firstId`. Pure: the content seed uses it too, to link header menus to category slugs.
 */
export function buildCategoryNodes(firstId = 1): CategoryNode[] {
  const nodes: CategoryNode[] = [];
  const taken = new Map<Locale, Set<string>>(ALL_LOCALES.map((l) => [l, new Set<string>()]));
  const neutralTaken = new Set<string>();
  let nextId = firstId;

  const uniqueSlug = (used: Set<string>, base: string, parentSlug: string | null): string => {
    let slug = base;
    if (used.has(slug) && parentSlug) slug = `${parentSlug}-${base}`;
    for (let i = 2; used.has(slug); i++) slug = `${base}-${i}`;
    used.add(slug);
    return slug;
  };

  const add = (key: string, names: Record<string, string>, parent: CategoryNode | null, weight: number): CategoryNode => {
    const localeNames = {} as Record<Locale, string>;
    const slugs = {} as Record<Locale, string>;
    for (const locale of ALL_LOCALES) {
      const lang = LOCALE_TEXT_LANG[locale];
      localeNames[locale] = names[lang];
      const base = slugify(names[lang], { germanUmlauts: lang === 'de' });
      slugs[locale] = uniqueSlug(taken.get(locale)!, base, parent ? parent.slugs[locale] : null);
    }
    const slug = uniqueSlug(neutralTaken, slugify(names.en), parent?.slug ?? null);
    const node: CategoryNode = { id: nextId++, key, parentId: parent?.id ?? null, weight, slug, names: localeNames, slugs };
    nodes.push(node);
    return node;
  };

  for (const top of CATEGORY_TREE) {
    const topNode = add(top.key, top.names, null, 0);
    for (const child of top.children) add(child.key, child.names, topNode, child.weight);
  }
  return nodes;
}
