import type { Locale } from '@/i18n/locales';
import { slugify } from '../slugify';
import { ISBN_GROUP, ISBN_REGISTRANT_BASE, PUBLISHERS } from '../vocab/publishers';
import { ALL_LOCALES, LOCALE_TEXT_LANG, TEXT_LANGS, TEXT_LANG_ID, type TextLang } from '../vocab/text-languages';
import { buildCategoryNodes, type CategoryNode } from './category-nodes';
import { makeAuthor, type PropertyNodeRecord } from './people';
import { planPools, type PoolSizes } from './plan';
import { SERIES_DEFS, type SeriesDef } from './series-defs';

export interface PublisherInfo {
  id: number;
  lang: TextLang;
  isbnGroup: string;
  isbnRegistrant: string;
}

/** A consecutive block of node ids for one language's authors or translators. */
export interface IdPool {
  firstId: number;
  size: number;
}

export interface SeriesNode {
  id: number;
  def: SeriesDef;
  slug: string;
  names: Record<Locale, string>;
  slugs: Record<Locale, string>;
}

export interface CatalogueNodes {
  pools: PoolSizes;
  categories: CategoryNode[];
  leafCategories: CategoryNode[];
  series: SeriesNode[];
  publishers: Record<TextLang, PublisherInfo[]>;
  publisherRecords: PropertyNodeRecord[];
  authorPools: Record<TextLang, IdPool>;
  translatorPools: Record<TextLang, IdPool>;
  /** Lifespans by author id − firstAuthorId, so works are written while their author lives. */
  firstAuthorId: number;
  authorBirthYear: Int16Array;
  authorDeathYear: Int16Array;
  lastNodeId: number;
}

/**
 * Lays out every property node with fixed ids: categories (1…55), series, publishers,
 * then authors and translators per language. Pure and deterministic.
 */
export function buildCatalogueNodes(seed: number, books: number, currentYear: number): CatalogueNodes {
  const pools = planPools(books);
  const categories = buildCategoryNodes(1);
  let nextId = categories[categories.length - 1].id + 1;

  const takenSlugs = new Map<Locale, Set<string>>(ALL_LOCALES.map((l) => [l, new Set(categories.map((c) => c.slugs[l]))]));
  const series: SeriesNode[] = SERIES_DEFS.map((def) => {
    const names = {} as Record<Locale, string>;
    const slugs = {} as Record<Locale, string>;
    for (const locale of ALL_LOCALES) {
      const lang = LOCALE_TEXT_LANG[locale];
      names[locale] = def.names[lang];
      let slug = slugify(def.names[lang], { germanUmlauts: lang === 'de' });
      const taken = takenSlugs.get(locale)!;
      if (taken.has(slug)) slug = `${slug}-series`;
      taken.add(slug);
      slugs[locale] = slug;
    }
    return { id: nextId++, def, slug: slugify(def.names.en), names, slugs };
  });

  const publishers = {} as Record<TextLang, PublisherInfo[]>;
  const publisherRecords: PropertyNodeRecord[] = [];
  const publisherSlugs = new Set<string>();
  for (const lang of TEXT_LANGS) {
    const group = ISBN_GROUP[lang];
    const registrantLength = 4 - group.length;
    publishers[lang] = PUBLISHERS[lang].map((def, i) => {
      const id = nextId++;
      const registrant = String(ISBN_REGISTRANT_BASE[lang] + i).padStart(registrantLength, '0');
      let slug = slugify(def.name);
      if (publisherSlugs.has(slug)) slug = `${slug}-${id}`;
      publisherSlugs.add(slug);
      publisherRecords.push({
        id, type: 'publisher', name: def.name, slug, parentId: null,
        data: { city: def.city, languageId: TEXT_LANG_ID[lang], isbnPrefix: `978-${group}-${registrant}` },
      });
      return { id, lang, isbnGroup: group, isbnRegistrant: registrant };
    });
  }

  const firstAuthorId = nextId;
  const authorPools = {} as Record<TextLang, IdPool>;
  for (const lang of TEXT_LANGS) {
    authorPools[lang] = { firstId: nextId, size: pools.authors[lang] };
    nextId += pools.authors[lang];
  }
  const authorCount = nextId - firstAuthorId;
  const authorBirthYear = new Int16Array(authorCount);
  const authorDeathYear = new Int16Array(authorCount);
  for (const lang of TEXT_LANGS) {
    const pool = authorPools[lang];
    for (let id = pool.firstId; id < pool.firstId + pool.size; id++) {
      const author = makeAuthor(seed, id, lang, currentYear);
      authorBirthYear[id - firstAuthorId] = author.birthYear;
      authorDeathYear[id - firstAuthorId] = author.deathYear ?? 0;
    }
  }

  const translatorPools = {} as Record<TextLang, IdPool>;
  for (const lang of TEXT_LANGS) {
    translatorPools[lang] = { firstId: nextId, size: pools.translators[lang] };
    nextId += pools.translators[lang];
  }

  return {
    pools, categories, leafCategories: categories.filter((c) => c.parentId !== null), series, publishers, publisherRecords,
    authorPools, translatorPools, firstAuthorId, authorBirthYear, authorDeathYear, lastNodeId: nextId - 1,
  };
}
