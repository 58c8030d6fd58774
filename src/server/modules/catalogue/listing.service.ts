import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { runInBackground } from '../../background';
import { logger } from '../../http/logger';
import { LOCALES, type Locale } from '@/i18n/locales';
import { normalizeListingFilters, priceBoundFromX100, type ListingFilters } from '@/contracts/listing-filters';
import { LISTING_PAGE_SIZE, type ListingFacets, type ListingResponse, type SuggestResponse } from '@/contracts/listing';
import { bookTilesByIds } from './index';
import {
  countByArray, countByColumn, countByStock, countMatches, findFuzzyMatches, findNodeNames, findPageIds, findPublisherIds,
  priceBounds, readFacetCache, suggest, textFindsCopies, writeFacetCache, yearBounds, type IdCounts,
} from './listing.repository';
import { toTsqueryText, type ResolvedFilters } from './listing.sql';
import { foldGermanSpelling } from './german-spelling';
import { countWithIndex, indexPage, type IndexPage } from './facet-index.service';
import type { IndexCounts } from './facet-index';

/** Facet counts may be this old: recounting a million copies per request is what we avoid. */
export const FACET_TTL_MS = 10 * 60_000;
/** After expiry, counts are still answered (once recounting has started) for this long. */
export const FACET_STALE_MS = 60 * 60_000;
const TOP_AUTHORS = 30;
const TOP_PUBLISHERS = 30;

/** Counts as cached: ids only, so one entry serves every storefront language. */
interface FacetPayload extends IndexCounts {
  /** For a text query that found nothing: the typo-tolerant matches, so later requests skip the trigram lookup. */
  fuzzy?: { workIds: number[]; authorIds: number[] };
  /** Counted by the in-memory index (ADR 0032), not read from the shared cache. */
  fromIndex?: boolean;
}

async function resolve(db: Db, filters: ListingFilters, locale: Locale): Promise<ResolvedFilters> {
  const currency = LOCALES[locale].currency;
  const publisherIds = filters.publishers ? await findPublisherIds(db, filters.publishers) : undefined;
  return { filters, currency, publisherIds, tsquery: filters.q ? toTsqueryText(filters.q) : null };
}

function cacheKey(r: ResolvedFilters): string {
  const { page: _page, order: _order, ...counted } = r.filters;
  const identity = JSON.stringify({ f: counted, c: r.currency, fuzzy: r.fuzzy ? 1 : 0 });
  return createHash('sha256').update(identity).digest('base64url');
}

async function computeFacets(db: Db, r: ResolvedFilters): Promise<FacetPayload> {
  // Sequential on purpose: PGlite has one connection, and on PostgreSQL the pool serves other requests.
  const total = await countMatches(db, r);
  const categories = await countByArray(db, r, 'categories', 'category_ids');
  const authors = await countByArray(db, r, 'authors', 'author_ids', TOP_AUTHORS);
  const publishers = await countByColumn(db, r, 'publishers', 'publisher_id', TOP_PUBLISHERS);
  const language = await countByColumn(db, r, 'language', 'language_id');
  const binding = await countByColumn(db, r, 'binding', 'binding_id');
  const conditions = await countByColumn(db, r, 'conditions', 'condition_id');
  const instock = await countByStock(db, r);
  const priceX100 = await priceBounds(db, r);
  const year = await yearBounds(db, r);
  return { total, categories, authors, publishers, language, binding, conditions, instock, priceX100, year };
}

/**
 * Concurrent requests for the same uncached combination share one computation instead of each
 * counting a million copies (a burst of visitors on a fresh category page). Correctness does not
 * depend on it: the shared cache in PostgreSQL is the source; this only collapses duplicates.
 */
const inFlight = new Map<string, Promise<FacetPayload>>();

function recompute(db: Db, r: ResolvedFilters, key: string, now: Date): Promise<FacetPayload> {
  let pending = inFlight.get(key);
  if (!pending) {
    pending = computeFacets(db, r)
      .then(async (fresh) => {
        await writeFacetCache(db, key, fresh, new Date(now.getTime() + FACET_TTL_MS));
        return fresh;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/**
 * Fresh counts from the cache; counts that expired less than FACET_STALE_MS ago are answered at
 * once while one recount runs after the response (stale-while-revalidate), so only a combination
 * nobody asked for recently makes its visitor wait for the count.
 */
async function facetsFor(db: Db, r: ResolvedFilters, now: Date, page?: IndexPage): Promise<FacetPayload> {
  const key = cacheKey(r);
  // The in-memory index (ADR 0032) answers any combination current and in milliseconds, with the
  // page when it can sort it; the SQL counts with the shared cache below are the fallback when it
  // is off or failing.
  const counted = await countWithIndex(db, r, key, { authors: TOP_AUTHORS, publishers: TOP_PUBLISHERS }, page)
    .catch((error: unknown) => {
      logger().error({ err: error }, 'facet index failed; counting in SQL');
      return null;
    });
  if (counted) return { ...counted, fromIndex: true };
  const cached = await readFacetCache(db, key, new Date(now.getTime() - FACET_STALE_MS));
  if (cached && cached.expiresAt > now) return cached.payload as FacetPayload;
  if (cached) {
    if (!inFlight.has(key)) runInBackground('listing facet recount', async () => void (await recompute(db, r, key, now)));
    return cached.payload as FacetPayload;
  }
  return recompute(db, r, key, now);
}

async function nameFacets(db: Db, payload: FacetPayload, locale: Locale): Promise<ListingFacets> {
  const ids = [...payload.categories, ...payload.authors, ...payload.publishers].map((c) => c.id);
  const names = await findNodeNames(db, [...new Set(ids)], locale);
  const collator = new Intl.Collator(LOCALES[locale].intl);
  const named = (list: IdCounts) => list.filter((c) => names.has(c.id)).map((c) => ({ ...c, name: names.get(c.id)!.name }));
  return {
    categories: payload.categories
      .filter((c) => names.has(c.id))
      .map((c) => ({ ...c, name: names.get(c.id)!.name, slug: names.get(c.id)!.slug, parentId: names.get(c.id)!.parentId }))
      .sort((a, b) => collator.compare(a.name, b.name)),
    authors: named(payload.authors),
    publishers: named(payload.publishers).map(({ name, count }) => ({ name, count })),
    language: payload.language,
    binding: payload.binding,
    conditions: payload.conditions,
    instock: payload.instock,
    price: payload.priceX100 ? { min: priceBoundFromX100(payload.priceX100.min, 'down'), max: priceBoundFromX100(payload.priceX100.max, 'up') } : null,
    year: payload.year,
  };
}

/**
 * One listing page: the copies on it (indexed top-N query), then the facet counts and total
 * (cached per filter combination). A text query that finds nothing retries with typo tolerance.
 */
export async function getListing(db: Db, filters: ListingFilters, locale: Locale, now: Date): Promise<ListingResponse> {
  const order = filters.order ?? (filters.q ? 'relevance' : 'new');
  const page = filters.page ?? 1;
  const offset = (page - 1) * LISTING_PAGE_SIZE;
  const sortable = indexPage(order, offset, LISTING_PAGE_SIZE);
  let r = await resolve(db, filters, locale);
  let payload = await facetsFor(db, r, now, sortable);
  // German typed without umlauts ("koenigin"): the same search for the folded words, when the
  // query as typed found nothing. The response keeps the filters as the shopper typed them.
  const folded = payload.total === 0 && filters.q ? foldGermanSpelling(filters.q) : null;
  if (folded) {
    const foldedR = await resolve(db, { ...filters, q: folded }, locale);
    const foldedPayload = await facetsFor(db, foldedR, now, sortable);
    if (foldedPayload.total > 0) [r, payload] = [foldedR, foldedPayload];
  }
  // Typo tolerance whenever nothing is shown, also when the facet filters hid what the text found:
  // the autocomplete offers typo-tolerant matches in the storefront's languages, and the results
  // page must not hide what it offered (and must answer the same with the index on or off).
  if (payload.total === 0 && filters.q && /\p{L}{3}/u.test(filters.q)) {
    let fuzzy = payload.fuzzy ?? (payload.fromIndex ? recallFuzzy(filters.q) : undefined);
    if (!fuzzy) {
      fuzzy = await findFuzzyMatches(db, filters.q);
      if (payload.fromIndex) rememberFuzzy(filters.q, fuzzy);
      else await writeFacetCache(db, cacheKey(r), { ...payload, fuzzy }, new Date(now.getTime() + FACET_TTL_MS));
    }
    if (fuzzy.workIds.length || fuzzy.authorIds.length) {
      r = { ...r, fuzzy };
      payload = await facetsFor(db, r, now, sortable);
    }
  }
  const ids = payload.pageIds ?? (payload.total > offset ? await findPageIds(db, r, order, LISTING_PAGE_SIZE, offset) : []);
  const tiles = await bookTilesByIds(db, ids, locale);
  return {
    items: tiles,
    total: payload.total,
    page,
    pageSize: LISTING_PAGE_SIZE,
    pageCount: Math.ceil(payload.total / LISTING_PAGE_SIZE),
    order,
    currency: LOCALES[locale].currency,
    facets: await nameFacets(db, payload, locale),
    filters,
  };
}

/**
 * With the index on, the typo-tolerant matches of a query that found nothing are remembered in
 * this process for FACET_TTL_MS (works' and authors' names change rarely; the shared cache kept
 * them as long).
 */
const fuzzyMemo = new Map<string, { workIds: number[]; authorIds: number[] }>();
const fuzzyAt = new Map<string, number>();
const FUZZY_MEMO_SIZE = 1000;

function recallFuzzy(q: string): { workIds: number[]; authorIds: number[] } | undefined {
  const at = fuzzyAt.get(q);
  return at !== undefined && Date.now() - at < FACET_TTL_MS ? fuzzyMemo.get(q) : undefined;
}

function rememberFuzzy(q: string, fuzzy: { workIds: number[]; authorIds: number[] }): void {
  fuzzyMemo.set(q, fuzzy);
  fuzzyAt.set(q, Date.now());
  if (fuzzyMemo.size > FUZZY_MEMO_SIZE) {
    const oldest = fuzzyMemo.keys().next().value!;
    fuzzyMemo.delete(oldest);
    fuzzyAt.delete(oldest);
  }
  for (const [key, at] of fuzzyAt) {
    if (Date.now() - at < FACET_TTL_MS) break;
    fuzzyMemo.delete(key);
    fuzzyAt.delete(key);
  }
}

/** Copies in stock in total and per category (subtree included), from the shared facet cache. */
export async function getStockSummary(
  db: Db, now: Date, languages?: readonly number[],
): Promise<{ total: number; categoryCounts: Map<number, number> }> {
  // The same filter object (and so the same cached counts) as the listing with these languages.
  const filters = normalizeListingFilters(languages && languages.length ? { language: [...languages] } : {});
  const payload = await facetsFor(db, { filters, currency: 'CZK', tsquery: null }, now);
  return { total: payload.total, categoryCounts: new Map(payload.categories.map((c) => [c.id, c.count])) };
}

/** `languages`: the reading languages the results page will filter by, so nothing is offered that it would hide. */
export async function getSuggestions(db: Db, q: string, locale: Locale, languages?: readonly number[]): Promise<SuggestResponse> {
  // German typed without umlauts ("koenigin"): folded exactly when the results page folds it, when
  // its text search as typed finds no copy, so both show the same books.
  const folded = foldGermanSpelling(q);
  const searched = folded && !(await textFindsCopies(db, q, languages)) ? folded : q;
  const { titles, authors, categories } = await suggest(db, searched, locale, languages);
  return {
    titles: titles.map((t) => ({ workId: t.id, title: t.title, author: t.author })),
    authors: authors.map((a) => ({ id: a.id, name: a.name })),
    categories,
  };
}
