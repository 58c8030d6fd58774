import { sql, type SQL } from 'drizzle-orm';
import type { ListingFilters, SortName } from '@/contracts/listing-filters';
import { priceRangeX100, type Currency } from '@/contracts/listing-filters';

/** Facets whose own filter is left out when counting them (so a shopper sees the alternatives). */
export type FacetKey = 'categories' | 'authors' | 'publishers' | 'language' | 'binding' | 'conditions' | 'instock' | 'price' | 'year';

/** What the SQL builder needs besides the filters: lookups done beforehand. */
export interface ResolvedFilters {
  filters: ListingFilters;
  currency: Currency;
  /** Publisher names resolved to node ids (the URL carries names). */
  publisherIds?: number[];
  /** The free-text query as a safe tsquery text, or null when q has no searchable word. */
  tsquery: string | null;
  /** Typo fallback: works and authors whose names resemble q (used when the text query finds nothing). */
  fuzzy?: { workIds: number[]; authorIds: number[] };
}

const ints = (values: number[]) => sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;

export const priceColumn = (currency: Currency) => (currency === 'CZK' ? sql.raw('price_czk_x100') : sql.raw('price_eur_x100'));

/** Copies in stock by default; `instock` 1 = in stock, 0 = sold (both when both are given). */
function stateCondition(instock: number[] | undefined): SQL {
  const wanted = new Set(instock && instock.length ? instock : [1]);
  const states = [wanted.has(1) ? 'in_stock' : null, wanted.has(0) ? 'sold' : null].filter(Boolean) as string[];
  if (states.length === 0) return sql`false`;
  return states.length === 1 ? sql`state = ${states[0]}` : sql`state in ('in_stock', 'sold')`;
}

/** The WHERE clause for a listing, leaving out one facet's own filter when counting that facet. */
export function whereClause(r: ResolvedFilters, exclude?: FacetKey): SQL {
  const f = r.filters;
  const parts: SQL[] = [exclude === 'instock' ? sql`state in ('in_stock', 'sold')` : stateCondition(f.instock)];
  if (f.categories && exclude !== 'categories') parts.push(sql`category_ids && ${ints(f.categories)}`);
  if (f.authors && exclude !== 'authors') parts.push(sql`author_ids && ${ints(f.authors)}`);
  if (f.publishers && exclude !== 'publishers') parts.push(sql`publisher_id = any(${ints(r.publisherIds ?? [])})`);
  if (f.language && exclude !== 'language') parts.push(sql`language_id = any(${ints(f.language)})`);
  if (f.binding && exclude !== 'binding') parts.push(sql`binding_id = any(${ints(f.binding)})`);
  if (f.conditions && exclude !== 'conditions') parts.push(sql`condition_id = any(${ints(f.conditions)})`);
  if (f.price && exclude !== 'price') {
    const p = priceRangeX100(f.price, r.currency);
    parts.push(sql`${priceColumn(r.currency)} between ${p.minX100} and ${p.maxX100}`);
  }
  if (f.year && exclude !== 'year') {
    const range = sql`year between ${f.year.min} and ${f.year.max}`;
    parts.push(f.year.includeNulls ? sql`(${range} or year is null)` : range);
  }
  if (f.mother) parts.push(sql`mother_id = ${f.mother}`);
  if (f.user) parts.push(sql`seller_user_hash = ${f.user}`);
  const seriesId = Number(f.edges?.series);
  if (f.edges?.series && Number.isInteger(seriesId) && seriesId > 0) parts.push(sql`series_ids @> ${ints([seriesId])}`);
  if (f.q) parts.push(textCondition(r));
  return sql.join(parts, sql` and `);
}

/**
 * The filters the in-memory facet index does not hold (edition, seller, series, text), ANDed; null
 * when none is set. The index counts over the copies they allow (ADR 0032).
 */
export function candidateClause(r: ResolvedFilters): SQL | null {
  const f = r.filters;
  const parts: SQL[] = [];
  if (f.mother) parts.push(sql`mother_id = ${f.mother}`);
  if (f.user) parts.push(sql`seller_user_hash = ${f.user}`);
  const seriesId = Number(f.edges?.series);
  if (f.edges?.series && Number.isInteger(seriesId) && seriesId > 0) parts.push(sql`series_ids @> ${ints([seriesId])}`);
  if (f.q) parts.push(textCondition(r));
  return parts.length ? sql.join(parts, sql` and `) : null;
}

function textCondition(r: ResolvedFilters): SQL {
  if (r.fuzzy) {
    // A UNION of two indexed lookups; an OR of them would scan every copy.
    return sql`book_id in (select book_id from book_search where grandmother_id = any(${ints(r.fuzzy.workIds)})
                           union select book_id from book_search where author_ids && ${ints(r.fuzzy.authorIds)})`;
  }
  if (!r.tsquery) return sql`false`;
  return sql`search_doc @@ to_tsquery('simple', f_unaccent(${r.tsquery}))`;
}

/**
 * Relevance's two text terms: the title contains the query as typed (exact accents first), and
 * the text rank (0 for the typo fallback and a query without words, which have none).
 */
export function relevanceTerms(r: ResolvedFilters): { exact: SQL; rank: SQL } {
  const q = r.filters.q ?? '';
  const exact = sql`(position(lower(${q}) in lower(title)) > 0)`;
  if (!r.tsquery || r.fuzzy) return { exact, rank: sql`0::real` };
  return { exact, rank: sql`ts_rank(search_doc, to_tsquery('simple', f_unaccent(${r.tsquery})))` };
}

/** ORDER BY for a sort; relevance puts exact-accent title hits first, then the text rank. */
export function orderClause(r: ResolvedFilters, order: SortName | 'relevance'): SQL {
  const price = priceColumn(r.currency);
  switch (order) {
    case 'relevance': {
      const { exact, rank } = relevanceTerms(r);
      return sql`${exact} desc, ${rank} desc, added_at desc nulls last, book_id desc nulls last`;
    }
    // Each ORDER BY matches its partial index exactly (direction and NULLS placement), so the
    // planner walks the index and stops after one page instead of sorting every match.
    case 'price_asc': return sql`${price} asc, book_id asc`;
    case 'price_desc': return sql`${price} desc, book_id desc`;
    case 'oldest': return sql`year asc nulls last, book_id asc`;
    case 'newest': return sql`year desc nulls last, book_id desc nulls last`;
    case 'new': return sql`added_at desc nulls last, book_id desc nulls last`;
    case 'first_stocked_at_desc': return sql`first_stocked_at desc nulls last, book_id desc nulls last`;
    case 'restocked': return sql`restocked_at desc nulls last, book_id desc nulls last`;
    case 'rating-desc': return sql`rating desc nulls last, book_id desc nulls last`;
  }
}

/**
 * Free text → a tsquery text of plain words (letters and digits only, so nothing the user types
 * can change the query's syntax), all required, the last one as a prefix for search-as-you-type.
 * ISBNs are matched without hyphens.
 */
export function toTsqueryText(q: string): string | null {
  const compact = q.replace(/[\s-]/g, '');
  if (/^(97[89])?\d{9}[\dXx]$/.test(compact)) return compact.toLowerCase();
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}
