import type { Db } from '../../db/client';
import { logger } from '../../http/logger';
import { serverEnv } from '../../env';
import { priceRangeX100 } from '@/contracts/listing-filters';
import { FacetIndex, MAX_INDEX_PAGE_END, type IndexCounts, type IndexQuery, type IndexSort } from './facet-index';
import { changeHorizon, findCandidateIds, pruneChanges, readChanges, readCopies, readCopyBatch, type Candidates } from './facet-index.repository';
import type { ResolvedFilters } from './listing.sql';

/**
 * One in-memory facet index per database handle, i.e. per process (ADR 0032). Built at the first
 * listing request (or at start-up: `warmFacetIndex`), in batches, then kept current from the
 * `book_search_changes` feed: every request applies the changes committed before it (one indexed
 * query when nothing changed), and a one-second poll keeps that query empty between requests.
 * Nothing is shared between processes: each instance reads the same feed.
 */
const BATCH = 50_000;
/** Past this many changed copies since the last read, rebuilding beats reloading them. */
const RELOAD_LIMIT = 50_000;
const POLL_MS = 1000;
const PRUNE_MS = 60_000;
const CHANGES_KEPT_MS = 10 * 60_000;
const RESULT_CACHE_SIZE = 500;
const CANDIDATES_KEPT = 20_000;

/** A page the index can sort (not deeper than MAX_INDEX_PAGE_END copies; relevance only with a text query). */
export interface IndexPage { order: IndexSort; offset: number; limit: number }

export interface FacetIndexStats { copies: number; bytes: number; postingBytes: number; buildMs: number; version: number }

class LiveFacetIndex {
  private index = new FacetIndex();
  private horizon = '0';
  private syncing: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private lastPrune = 0;
  private readonly results = new Map<string, { version: number; value: unknown }>();
  buildMs = 0;
  readonly ready: Promise<void>;

  constructor(private readonly db: Db, private readonly onFailure: () => void) {
    this.ready = this.rebuild();
  }

  private async rebuild(): Promise<void> {
    const started = performance.now();
    // The horizon first: whatever changes while the batches are read is re-read from the feed.
    const horizon = await changeHorizon(this.db);
    const index = new FacetIndex();
    let after = 0;
    for (;;) {
      const { batch, last } = await readCopyBatch(this.db, after, BATCH);
      index.upsert(batch);
      if (last === null || batch.n < BATCH) break;
      after = last;
    }
    index.buildPostings();
    index.warmUp();
    index.version = this.index.version + 1;
    this.index = index;
    this.horizon = horizon;
    this.results.clear();
    this.buildMs = performance.now() - started;
  }

  private async applyChanges(): Promise<void> {
    const { horizon, ids, reset } = await readChanges(this.db, this.horizon, RELOAD_LIMIT);
    if (reset) return this.rebuild();
    if (ids.length) {
      const batch = await readCopies(this.db, ids);
      this.index.upsert(batch);
      const listed = new Set(batch.n ? batch.ids.split(',').map(Number) : []);
      this.index.remove(ids.filter((id) => !listed.has(id)));
    }
    this.horizon = horizon;
    if (Date.now() - this.lastPrune > PRUNE_MS) {
      this.lastPrune = Date.now();
      await pruneChanges(this.db, new Date(Date.now() - CHANGES_KEPT_MS));
    }
  }

  /**
   * Applies every change committed before this call. Calls while one runs share the next run (it
   * starts after theirs began, so none misses a change committed before it asked).
   */
  sync(): Promise<void> {
    if (!this.syncing) {
      this.syncing = this.ready.then(() => this.applyChanges()).finally(() => {
        this.syncing = null;
      });
      return this.syncing;
    }
    this.queued ??= this.syncing.catch(() => undefined).then(() => {
      this.queued = null;
      return this.sync();
    });
    return this.queued;
  }

  startPolling(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.sync().catch((error: unknown) => {
        // A closed or failing database: stop, and let the next request start a fresh index.
        logger().warn({ err: error }, 'facet index poll failed; the index is dropped');
        this.stop();
        this.onFailure();
      });
    }, POLL_MS);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async counts(key: string, query: () => Promise<IndexQuery>, limits: { authors: number; publishers: number }, page?: IndexPage): Promise<IndexCounts> {
    await this.sync();
    const version = this.index.version;
    const pageKey = page ? `${key}|${page.order}|${page.offset}|${page.limit}` : null;
    const counted = this.cached<IndexCounts>(key);
    const paged = pageKey ? this.cached<number[]>(pageKey) : null;
    if (counted && (!pageKey || paged)) return paged ? { ...counted, pageIds: paged } : counted;
    const { pageIds, ...counts } = this.index.count(await query(), limits, page);
    this.remember(key, version, counts);
    if (pageKey && pageIds) this.remember(pageKey, version, pageIds);
    return pageIds ? { ...counts, pageIds } : counts;
  }

  /** The copies the non-indexed filters allow, per combination and index version. */
  async candidates(key: string, read: () => Promise<Candidates | null>): Promise<Candidates | null> {
    const hit = this.cached<{ found: Candidates | null }>(`c|${key}`);
    if (hit) return hit.found;
    const version = this.index.version;
    const found = await read();
    // A broad text query's list is large; only lists up to CANDIDATES_KEPT ids are remembered.
    if (!found || found.ids.length <= CANDIDATES_KEPT) this.remember(`c|${key}`, version, { found });
    return found;
  }

  private cached<T>(key: string): T | null {
    const hit = this.results.get(key);
    if (!hit || hit.version !== this.index.version) return null;
    this.results.delete(key);
    this.results.set(key, hit); // most recently used last
    return hit.value as T;
  }

  private remember(key: string, version: number, value: unknown): void {
    this.results.set(key, { version, value });
    if (this.results.size > RESULT_CACHE_SIZE) this.results.delete(this.results.keys().next().value!);
  }

  forgetResults(): void {
    this.results.clear();
  }

  stats(): FacetIndexStats {
    return { copies: this.index.copies, bytes: this.index.bytes, postingBytes: this.index.postingBytes, buildMs: this.buildMs, version: this.index.version };
  }
}

// On globalThis like the database handle (src/server/db/index.ts): Next bundles the API routes and
// instrumentation.ts separately, and one process must hold one index, not one per bundle.
const liveKey = Symbol.for('bookturn.facetIndexes');
const holder = globalThis as { [liveKey]?: WeakMap<Db, LiveFacetIndex> };
const live = (holder[liveKey] ??= new WeakMap<Db, LiveFacetIndex>());

function enabled(): boolean {
  return serverEnv().LISTING_FACET_INDEX === 'on';
}

/** This database's index, built on first use; null when LISTING_FACET_INDEX=off. */
async function liveIndex(db: Db): Promise<LiveFacetIndex | null> {
  if (!enabled()) return null;
  let index = live.get(db);
  if (!index) {
    const created = new LiveFacetIndex(db, () => {
      if (live.get(db) === created) live.delete(db);
    });
    index = created;
    live.set(db, index);
    created.ready.then(() => created.startPolling(), () => {
      if (live.get(db) === created) live.delete(db);
    });
  }
  await index.ready;
  return index;
}

/** Starts building the index without waiting (server start-up); errors are logged. */
export function warmFacetIndex(db: Db): void {
  liveIndex(db).catch((error: unknown) => logger().error({ err: error }, 'facet index build failed'));
}

export async function facetIndexStats(db: Db): Promise<FacetIndexStats | null> {
  return (await liveIndex(db))?.stats() ?? null;
}

/** Empties this process's result cache (the benchmark's cold runs). */
export function forgetFacetResults(db: Db): void {
  live.get(db)?.forgetResults();
}

/** The filters in index terms: absent = no filter; what SQL's whereClause does, value for value. */
function toIndexQuery(r: ResolvedFilters, candidates: Candidates | null): IndexQuery {
  const f = r.filters;
  const query: IndexQuery = { instock: f.instock && f.instock.length ? f.instock : [1], currency: r.currency };
  if (f.categories) query.categories = f.categories;
  if (f.authors) query.authors = f.authors;
  if (f.publishers) query.publishers = r.publisherIds ?? [];
  if (f.language) query.language = f.language;
  if (f.binding) query.binding = f.binding;
  if (f.conditions) query.conditions = f.conditions;
  if (f.price) {
    const p = priceRangeX100(f.price, r.currency);
    query.price = { minX100: p.minX100, maxX100: p.maxX100 };
  }
  if (f.year) query.year = { min: f.year.min, max: f.year.max, includeNulls: f.year.includeNulls === true };
  if (candidates) {
    query.candidates = candidates.ids;
    if (candidates.relevance) query.relevance = candidates.relevance;
  }
  return query;
}

/**
 * The page spec the index can answer, or undefined (deeper than it keeps). Relevance is the text
 * query's default order: the candidates carry each copy's rank (findCandidateIds).
 */
export function indexPage(order: string, offset: number, limit: number): IndexPage | undefined {
  if (offset + limit > MAX_INDEX_PAGE_END) return undefined;
  return { order: order as IndexSort, offset, limit };
}

/**
 * Facet counts and total from the in-memory index, current as of this call, and the page's copy
 * ids when `page` is given; null when the index is off. `key` identifies the combination (the
 * result cache's key, with the index version).
 */
export async function countWithIndex(
  db: Db, r: ResolvedFilters, key: string, limits: { authors: number; publishers: number }, page?: IndexPage,
): Promise<IndexCounts | null> {
  const index = await liveIndex(db);
  if (!index) return null;
  return index.counts(key, async () => {
    // Text, edition, seller and series narrow the copies in SQL (indexed), the index counts the rest.
    // Keyed by those filters alone: a shopper refining a search by facets reuses the text lookup.
    const f = r.filters;
    const candidateKey = JSON.stringify([f.q ?? null, f.mother ?? null, f.user ?? null, f.edges?.series ?? null, r.fuzzy ?? null]);
    const candidates = await index.candidates(candidateKey, () => findCandidateIds(db, r));
    return toIndexQuery(r, candidates);
  }, limits, page);
}
