/**
 * The listing's in-memory columnar facet index (ADR 0032): one slot per listable copy (in stock or
 * sold) holding the fields the listing counts by, in typed arrays, so the counts for any filter
 * combination are one pass over the copies (≈1 M) instead of ten GROUP BY queries.
 *
 * One pass counts every facet "with the other filters applied": for each copy it notes which of
 * the active filters it fails (a bit per facet). A copy failing none counts in the total and in
 * every facet; a copy failing exactly one filter counts only in that filter's own facet (the
 * alternatives a shopper sees for a chosen value); a copy failing two or more counts nowhere.
 *
 * No SQL here: facet-index.repository.ts reads the columns (in batches, as comma-joined strings
 * per column) and facet-index.service.ts keeps one index per database current from the change feed.
 */

/** One batch of copies as the repository reads it: one string per column, values joined by ','. */
export interface ColumnBatch {
  n: number;
  ids: string;
  /** One character per copy: '1' in stock, '0' sold. */
  states: string;
  conditions: string;
  languages: string;
  /** 0 = none. */
  bindings: string;
  /** 0 = none. */
  publishers: string;
  /** '' = no year. */
  years: string;
  czk: string;
  eur: string;
  /** Per copy its category ids (ancestors included) joined by ' '. */
  categories: string;
  authors: string;
  /** Sort keys: timestamps in microseconds since 1970 ('' = none), rating in hundredths ('' = none). */
  added: string;
  firstStocked: string;
  restocked: string;
  ratings: string;
}

export type IdCounts = Array<{ id: number; count: number }>;

/** Filters in index terms; an absent key is no filter, an empty list matches nothing (as in SQL). */
export interface IndexQuery {
  /** States listed: 1 in stock, 0 sold (the listing's default is [1]). */
  instock: number[];
  categories?: number[];
  authors?: number[];
  publishers?: number[];
  language?: number[];
  binding?: number[];
  conditions?: number[];
  currency: 'CZK' | 'EUR';
  price?: { minX100: number; maxX100: number };
  year?: { min: number; max: number; includeNulls: boolean };
  /** The copies the non-indexed filters (text, edition, seller, series) allow; absent = all. */
  candidates?: number[];
  /**
   * For a text query, per candidate (same order): its text rank and whether the title contains the
   * query (the SQL's relevance order: exact first, then rank), so the index can page by relevance.
   */
  relevance?: { ranks: number[]; exact: string };
}

/** The sorts the index can page by (relevance needs the text rank: SQL). */
export type IndexSort = 'price_asc' | 'price_desc' | 'oldest' | 'newest' | 'new' | 'first_stocked_at_desc' | 'restocked' | 'rating-desc' | 'relevance';
/** Pages deeper than this many copies are left to SQL (a bounded heap per request). */
export const MAX_INDEX_PAGE_END = 10_000;

export interface IndexCounts {
  total: number;
  categories: IdCounts;
  authors: IdCounts;
  publishers: IdCounts;
  language: IdCounts;
  binding: IdCounts;
  conditions: IdCounts;
  instock: IdCounts;
  priceX100: { min: number; max: number } | null;
  year: { min: number; max: number } | null;
  /** Copy ids of the requested page, when one was asked for. */
  pageIds?: number[];
  /** With non-indexed filters (text…): how many listable copies they allow, before the facet filters. */
  candidates?: number;
}

import { Postings, PRICE_BUCKETS, multiPostings, priceBucket, priceBucketWidth, singlePostings } from './facet-postings';

const DEAD = 255;
const NO_YEAR = -32768;
const NO_RATING = -32768;
const STATE = 1, CAT = 2, AUTH = 4, PUB = 8, LANG = 16, BIND = 32, COND = 64, PRICE = 128, YEAR = 256;

/** A growable id ↔ dense code dictionary (node ids can be large; counts are arrays by code). */
class Codes {
  private readonly byId = new Map<number, number>();
  readonly ids: number[] = [];
  code(id: number): number {
    let code = this.byId.get(id);
    if (code === undefined) {
      code = this.ids.length;
      this.byId.set(id, code);
      this.ids.push(id);
    }
    return code;
  }
  find(id: number): number | undefined {
    return this.byId.get(id);
  }
}

function grow<T extends Uint8Array | Uint16Array | Int16Array | Int32Array | Uint32Array | Float64Array>(array: T, size: number): T {
  if (array.length >= size) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, Math.ceil(array.length * 1.5), 1024));
  next.set(array);
  return next;
}

/** Keeps the `limit` largest counts (ties by smaller id), without sorting every value. */
function topCounts(counts: Int32Array, ids: number[], limit: number): IdCounts {
  const top: IdCounts = [];
  const better = (a: { id: number; count: number }, b: { id: number; count: number }) => a.count > b.count || (a.count === b.count && a.id < b.id);
  for (let code = 0; code < counts.length; code++) {
    const count = counts[code];
    if (count === 0) continue;
    const item = { id: ids[code], count };
    if (top.length === limit && !better(item, top[limit - 1])) continue;
    let at = top.length === limit ? limit - 1 : top.length;
    if (top.length < limit) top.push(item);
    while (at > 0 && better(item, top[at - 1])) {
      top[at] = top[at - 1];
      at--;
    }
    top[at] = item;
  }
  return top;
}

function byCode(counts: Int32Array, ids: number[] | null): IdCounts {
  const list: IdCounts = [];
  for (let code = 0; code < counts.length; code++) if (counts[code] > 0) list.push({ id: ids ? ids[code] : code, count: counts[code] });
  return ids ? list.sort((a, b) => a.id - b.id) : list;
}

function flags(values: number[] | undefined, codes: Codes | null, size: number): Uint8Array | null {
  if (!values) return null;
  const wanted = new Uint8Array(Math.max(size, 1));
  for (const value of values) {
    const code = codes ? codes.find(value) : value;
    if (code !== undefined && code >= 0 && code < wanted.length) wanted[code] = 1;
  }
  return wanted;
}

/** The k smallest slots by (rank, tie), as a max-heap whose root is the worst kept. */
class TopK {
  readonly slots: Int32Array;
  readonly ranks: Float64Array;
  n = 0;
  constructor(
    readonly k: number, private tie: (a: number, b: number) => number,
    /** Offer the newest slots first (descending sorts). */
    readonly newestFirst: boolean,
  ) {
    this.slots = new Int32Array(Math.max(k, 1));
    this.ranks = new Float64Array(Math.max(k, 1));
  }
  setTie(tie: (a: number, b: number) => number): void {
    this.tie = tie;
  }
  /** > 0: (ra, a) sorts after (rb, b). */
  private cmp(ra: number, a: number, rb: number, b: number): number {
    return ra !== rb ? (ra > rb ? 1 : -1) : this.tie(a, b);
  }
  offer(slot: number, r: number): void {
    if (this.k === 0) return;
    const { slots, ranks } = this;
    if (this.n < this.k) {
      let at = this.n++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (this.cmp(r, slot, ranks[parent], slots[parent]) <= 0) break;
        slots[at] = slots[parent];
        ranks[at] = ranks[parent];
        at = parent;
      }
      slots[at] = slot;
      ranks[at] = r;
      return;
    }
    if (r > ranks[0] || (r === ranks[0] && this.tie(slot, slots[0]) >= 0)) return;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.n) break;
      const right = left + 1;
      const child = right < this.n && this.cmp(ranks[right], slots[right], ranks[left], slots[left]) > 0 ? right : left;
      if (this.cmp(ranks[child], slots[child], r, slot) <= 0) break;
      slots[at] = slots[child];
      ranks[at] = ranks[child];
      at = child;
    }
    slots[at] = slot;
    ranks[at] = r;
  }
  sorted(): number[] {
    const order = Array.from({ length: this.n }, (_, j) => j);
    order.sort((x, y) => this.cmp(this.ranks[x], this.slots[x], this.ranks[y], this.slots[y]));
    return order.map((j) => this.slots[j]);
  }
}

interface PostingSet {
  built: number;
  language: Postings;
  binding: Postings;
  condition: Postings;
  publisher: Postings;
  categories: Postings;
  authors: Postings;
  /** Bucket 0: no year; then yearLo…yearHi. */
  year: Postings;
  yearLo: number;
  yearHi: number;
  czk: Postings;
  czkWidth: number;
  eur: Postings;
  eurWidth: number;
}

export class FacetIndex {
  /** Slots used (live and dead). */
  size = 0;
  /** Bumped whenever the content changes (result caches key on it). */
  version = 0;
  private live = 0;
  private copyId = new Int32Array(0);
  private state = new Uint8Array(0);
  private condition = new Uint16Array(0);
  private language = new Uint16Array(0);
  private binding = new Uint16Array(0);
  /** Publisher code + 1, 0 = none. */
  private publisher = new Int32Array(0);
  private year = new Int16Array(0);
  private czk = new Int32Array(0);
  private eur = new Int32Array(0);
  private added = new Float64Array(0);
  private firstStocked = new Float64Array(0);
  private restocked = new Float64Array(0);
  private rating = new Int16Array(0);
  private catStart = new Uint32Array(0);
  private catLen = new Uint8Array(0);
  private catPool = new Uint16Array(0);
  private catUsed = 0;
  private authStart = new Uint32Array(0);
  private authLen = new Uint8Array(0);
  private authPool = new Uint32Array(0);
  private authUsed = 0;
  /** Slot + 1 by copy id (copy ids are a sequence, so an array is smaller than a Map). */
  private slotOf = new Int32Array(0);
  /** Reused by count() for the matching slots (count is synchronous, so one buffer serves all). */
  private scratch = new Int32Array(0);
  private keys = new Float64Array(0);
  private readonly categoryCodes = new Codes();
  private readonly authorCodes = new Codes();
  private readonly publisherCodes = new Codes();
  private maxSmall = 0;
  /** Posting lists of the selective fields (facet-postings.ts), built over slots [0, built). */
  private post: PostingSet | null = null;
  /** Slots below `post.built` changed since the lists were built (scanned whatever they hold). */
  private dirty = new Int32Array(0);
  private dirtyCount = 0;
  private bits = new Uint32Array(0);
  private pruned = new Int32Array(0);

  /** Copies counted (in stock or sold). */
  get copies(): number {
    return this.live;
  }

  /** Bytes held by the typed arrays (the dictionaries add a few MB of JS objects on top). */
  get bytes(): number {
    const arrays = [this.copyId, this.state, this.condition, this.language, this.binding, this.publisher, this.year, this.czk, this.eur,
      this.added, this.firstStocked, this.restocked, this.rating,
      this.catStart, this.catLen, this.catPool, this.authStart, this.authLen, this.authPool, this.slotOf];
    return arrays.reduce((sum, a) => sum + a.byteLength, 0) + this.postingBytes;
  }

  /** Bytes of the posting lists (in `bytes`). */
  get postingBytes(): number {
    const p = this.post;
    return p ? [p.language, p.binding, p.condition, p.publisher, p.categories, p.authors, p.year, p.czk, p.eur].reduce((sum, l) => sum + l.bytes, 0) : 0;
  }

  private slotFor(id: number): number {
    if (id < this.slotOf.length && this.slotOf[id] > 0) return this.slotOf[id] - 1;
    const slot = this.size++;
    if (slot >= this.copyId.length) {
      const n = slot + 1;
      this.copyId = grow(this.copyId, n);
      this.state = grow(this.state, n);
      this.condition = grow(this.condition, n);
      this.language = grow(this.language, n);
      this.binding = grow(this.binding, n);
      this.publisher = grow(this.publisher, n);
      this.year = grow(this.year, n);
      this.czk = grow(this.czk, n);
      this.eur = grow(this.eur, n);
      this.added = grow(this.added, n);
      this.firstStocked = grow(this.firstStocked, n);
      this.restocked = grow(this.restocked, n);
      this.rating = grow(this.rating, n);
      this.catStart = grow(this.catStart, n);
      this.catLen = grow(this.catLen, n);
      this.authStart = grow(this.authStart, n);
      this.authLen = grow(this.authLen, n);
    }
    this.state[slot] = DEAD;
    this.catLen[slot] = 0;
    this.authLen[slot] = 0;
    this.slotOf = grow(this.slotOf, id + 1);
    this.slotOf[id] = slot + 1;
    this.copyId[slot] = id;
    return slot;
  }

  private small(value: number): number {
    if (value > this.maxSmall) this.maxSmall = value;
    return value;
  }

  /** Adds or replaces the copies of a batch. */
  upsert(batch: ColumnBatch): void {
    if (batch.n === 0) return;
    const ids = batch.ids.split(',');
    const conditions = batch.conditions.split(',');
    const languages = batch.languages.split(',');
    const bindings = batch.bindings.split(',');
    const publishers = batch.publishers.split(',');
    const years = batch.years.split(',');
    const czk = batch.czk.split(',');
    const eur = batch.eur.split(',');
    const categories = batch.categories.split(',');
    const authors = batch.authors.split(',');
    const added = batch.added.split(',');
    const firstStocked = batch.firstStocked.split(',');
    const restocked = batch.restocked.split(',');
    const ratings = batch.ratings.split(',');
    const time = (text: string) => (text === '' ? NaN : Number(text));
    for (let k = 0; k < batch.n; k++) {
      const slot = this.slotFor(Number(ids[k]));
      if (this.post !== null && slot < this.post.built) {
        this.dirty = grow(this.dirty, this.dirtyCount + 1);
        this.dirty[this.dirtyCount++] = slot;
      }
      if (this.state[slot] === DEAD) this.live++;
      this.state[slot] = batch.states.charCodeAt(k) === 49 ? 1 : 0;
      this.condition[slot] = this.small(Number(conditions[k]));
      this.language[slot] = this.small(Number(languages[k]));
      this.binding[slot] = this.small(Number(bindings[k]));
      const publisher = Number(publishers[k]);
      this.publisher[slot] = publisher ? this.publisherCodes.code(publisher) + 1 : 0;
      this.year[slot] = years[k] === '' ? NO_YEAR : Number(years[k]);
      this.czk[slot] = Number(czk[k]);
      this.eur[slot] = Number(eur[k]);
      this.added[slot] = time(added[k]);
      this.firstStocked[slot] = time(firstStocked[k]);
      this.restocked[slot] = time(restocked[k]);
      this.rating[slot] = ratings[k] === '' ? NO_RATING : Number(ratings[k]);
      this.setCategories(slot, categories[k]);
      this.setAuthors(slot, authors[k]);
    }
    this.version++;
    // Past a few percent of the copies changed or added, the lists are built again (≈0.1 s per 1 M).
    if (this.post !== null && this.dirtyCount + this.size - this.post.built > Math.max(20_000, this.post.built >> 5)) this.buildPostings();
  }

  /**
   * Builds the posting lists over the current slots: at the end of a build, and again after many
   * changes. Until then (and without them) count() scans every slot.
   */
  buildPostings(): void {
    const n = this.size;
    const { state, language, binding, condition, publisher, year, czk, eur } = this;
    let yearLo = Infinity, yearHi = -Infinity, czkMax = 0, eurMax = 0;
    for (let i = 0; i < n; i++) {
      if (state[i] === DEAD) continue;
      const y = year[i];
      if (y !== NO_YEAR) {
        if (y < yearLo) yearLo = y;
        if (y > yearHi) yearHi = y;
      }
      if (czk[i] > czkMax) czkMax = czk[i];
      if (eur[i] > eurMax) eurMax = eur[i];
    }
    if (yearLo > yearHi) {
      yearLo = 0;
      yearHi = -1;
    }
    const czkWidth = priceBucketWidth(czkMax), eurWidth = priceBucketWidth(eurMax);
    const live = (i: number) => state[i] !== DEAD;
    this.post = {
      built: n,
      language: singlePostings(n, this.maxSmall + 1, (i) => (state[i] === DEAD ? -1 : language[i])),
      binding: singlePostings(n, this.maxSmall + 1, (i) => (state[i] === DEAD ? -1 : binding[i])),
      condition: singlePostings(n, this.maxSmall + 1, (i) => (state[i] === DEAD ? -1 : condition[i])),
      publisher: singlePostings(n, this.publisherCodes.ids.length + 1, (i) => (state[i] === DEAD ? -1 : publisher[i])),
      categories: multiPostings(n, this.categoryCodes.ids.length, live, this.catStart, this.catLen, this.catPool),
      authors: multiPostings(n, this.authorCodes.ids.length, live, this.authStart, this.authLen, this.authPool),
      year: singlePostings(n, yearHi - yearLo + 2, (i) => (state[i] === DEAD ? -1 : year[i] === NO_YEAR ? 0 : year[i] - yearLo + 1)),
      yearLo,
      yearHi,
      czk: singlePostings(n, PRICE_BUCKETS, (i) => (state[i] === DEAD ? -1 : priceBucket(czk[i], czkWidth))),
      czkWidth,
      eur: singlePostings(n, PRICE_BUCKETS, (i) => (state[i] === DEAD ? -1 : priceBucket(eur[i], eurWidth))),
      eurWidth,
    };
    this.dirtyCount = 0;
  }

  /**
   * Runs the pass over every kind of combination once (each filter, each sort, a page by
   * relevance, text candidates, pruned and full passes), so that the JIT compiles count() with
   * feedback for all its branches before the first shopper asks: a branch first taken in compiled
   * code deoptimizes it, and the rest of that pass (up to a million copies) then runs in the
   * interpreter — 3-5× slower, the cold tail's worst requests. ≈ 25 passes, ≈ 0.5 s of CPU at 1 M.
   */
  warmUp(): void {
    let s = 0;
    while (s < this.size && this.state[s] === DEAD) s++;
    if (s >= this.size) return;
    const price = this.czk[s], year = this.year[s] === NO_YEAR ? 2000 : this.year[s];
    const ids = (codes: Codes, pool: Uint16Array | Uint32Array, start: number, len: number) => (len ? [codes.ids[pool[start]]] : [1]);
    const all: IndexQuery = {
      instock: [1], currency: 'CZK',
      categories: ids(this.categoryCodes, this.catPool, this.catStart[s], this.catLen[s]),
      authors: ids(this.authorCodes, this.authPool, this.authStart[s], this.authLen[s]),
      publishers: [this.publisher[s] ? this.publisherCodes.ids[this.publisher[s] - 1] : 1],
      language: [this.language[s]], binding: [this.binding[s] || 1], conditions: [this.condition[s]],
      price: { minX100: Math.floor(price / 2), maxX100: price * 2 }, year: { min: year - 10, max: year + 10, includeNulls: true },
    };
    const one = (key: keyof IndexQuery): IndexQuery => ({ instock: [1], currency: 'EUR', [key]: all[key] });
    const queries: IndexQuery[] = [
      all, { ...all, instock: [0, 1], currency: 'EUR' }, { ...all, year: { ...all.year!, includeNulls: false } }, { instock: [1], currency: 'CZK' }, { instock: [0], currency: 'CZK' },
      ...(['categories', 'authors', 'publishers', 'language', 'binding', 'conditions', 'price', 'year'] as const).map(one),
      { instock: [1], currency: 'CZK', language: all.language, categories: all.categories },
      { instock: [1], currency: 'CZK', authors: all.authors, publishers: all.publishers, price: all.price },
    ];
    const sorts: IndexSort[] = ['new', 'price_asc', 'price_desc', 'oldest', 'newest', 'first_stocked_at_desc', 'restocked', 'rating-desc'];
    const limits = { authors: 30, publishers: 30 };
    queries.forEach((q, n) => this.count(q, limits, { order: sorts[n % sorts.length], offset: 0, limit: 24 }));
    this.count(all, limits); // without a page (the stock summary)
    // Text candidates: a relevance page and a sorted one.
    const candidates: number[] = [];
    for (let i = s; i < this.size && candidates.length < 2000; i += 7) if (this.state[i] !== DEAD) candidates.push(this.copyId[i]);
    const relevance = { ranks: candidates.map((_, k) => (k % 5) / 10), exact: candidates.map((_, k) => (k % 3 ? '0' : '1')).join('') };
    for (const q of [all, queries[3], queries[5]]) {
      this.count({ ...q, candidates, relevance }, limits, { order: 'relevance', offset: 0, limit: 24 });
      this.count({ ...q, candidates }, limits, { order: 'new', offset: 24, limit: 24 });
    }
  }

  /**
   * The slots one pass must visit, or null for all of them. A copy is counted anywhere only when it
   * fails at most one active filter, so it passes at least one of any two: the union of the two
   * most selective filters' lists (plus the slots changed or added since the lists were built)
   * holds every copy the pass can count.
   */
  private prune(q: IndexQuery): Int32Array | null {
    const post = this.post;
    if (post === null) return null;
    const picks: Array<{ size: number; list: Postings; buckets: number[] }> = [];
    const pick = (list: Postings, buckets: number[]) => {
      let size = 0;
      for (const b of buckets) size += list.size(b);
      picks.push({ size, list, buckets });
    };
    const codes = (values: number[], dictionary: Codes, shift: number) => values.map((id) => {
      const code = dictionary.find(id);
      return code === undefined ? -1 : code + shift;
    });
    if (q.language) pick(post.language, q.language);
    // 0 is "no binding", which no binding filter matches (as in count()).
    if (q.binding) pick(post.binding, q.binding.filter((b) => b !== 0));
    if (q.conditions) pick(post.condition, q.conditions);
    if (q.publishers) pick(post.publisher, codes(q.publishers, this.publisherCodes, 1));
    if (q.categories) pick(post.categories, codes(q.categories, this.categoryCodes, 0));
    if (q.authors) pick(post.authors, codes(q.authors, this.authorCodes, 0));
    if (q.year) {
      const buckets = q.year.includeNulls ? [0] : [];
      for (let y = Math.max(q.year.min, post.yearLo); y <= Math.min(q.year.max, post.yearHi); y++) buckets.push(y - post.yearLo + 1);
      pick(post.year, buckets);
    }
    if (q.price) {
      const [list, width] = q.currency === 'CZK' ? [post.czk, post.czkWidth] : [post.eur, post.eurWidth];
      const buckets: number[] = [];
      if (q.price.maxX100 >= 0 && q.price.minX100 <= q.price.maxX100) {
        for (let b = priceBucket(q.price.minX100, width), end = priceBucket(q.price.maxX100, width); b <= end; b++) buckets.push(b);
      }
      pick(list, buckets);
    }
    if (picks.length < 2) return null;
    picks.sort((a, b) => a.size - b.size);
    const added = this.size - post.built;
    const bound = picks[0].size + picks[1].size + this.dirtyCount + added;
    // Measured at 1 M copies: a pruned pass over up to ~80 % of the slots still beats a full one.
    if (bound > this.size * 0.8) return null;
    const words = (this.size + 31) >>> 5;
    if (this.bits.length < words) this.bits = new Uint32Array(words);
    const bits = this.bits;
    bits.fill(0, 0, words);
    for (const { list, buckets } of picks.slice(0, 2)) for (const b of buckets) list.mark(b, bits);
    for (let j = 0; j < this.dirtyCount; j++) bits[this.dirty[j] >>> 5] |= 1 << (this.dirty[j] & 31);
    for (let i = post.built; i < this.size; i++) bits[i >>> 5] |= 1 << (i & 31);
    if (this.pruned.length < bound) this.pruned = new Int32Array(Math.max(bound, this.pruned.length * 2, 1024));
    const out = this.pruned;
    let n = 0;
    for (let w = 0; w < words; w++) {
      let x = bits[w];
      while (x !== 0) {
        const low = x & -x;
        out[n++] = (w << 5) + 31 - Math.clz32(low);
        x ^= low;
      }
    }
    return out.subarray(0, n);
  }

  private setCategories(slot: number, text: string): void {
    const values = text === '' ? [] : text.split(' ');
    const len = Math.min(values.length, 255);
    let start = this.catStart[slot];
    if (len > this.catLen[slot]) {
      start = this.catUsed;
      this.catUsed += len;
      this.catPool = grow(this.catPool, this.catUsed);
    }
    for (let j = 0; j < len; j++) this.catPool[start + j] = this.categoryCodes.code(Number(values[j]));
    this.catStart[slot] = start;
    this.catLen[slot] = len;
  }

  private setAuthors(slot: number, text: string): void {
    const values = text === '' ? [] : text.split(' ');
    const len = Math.min(values.length, 255);
    let start = this.authStart[slot];
    if (len > this.authLen[slot]) {
      start = this.authUsed;
      this.authUsed += len;
      this.authPool = grow(this.authPool, this.authUsed);
    }
    for (let j = 0; j < len; j++) this.authPool[start + j] = this.authorCodes.code(Number(values[j]));
    this.authStart[slot] = start;
    this.authLen[slot] = len;
  }

  /** Removes copies (sold copies stay: they are listable with instock=0; discarded ones go). */
  remove(ids: Iterable<number>): void {
    for (const id of ids) {
      if (id >= this.slotOf.length || this.slotOf[id] === 0) continue;
      const slot = this.slotOf[id] - 1;
      if (this.state[slot] !== DEAD) this.live--;
      this.state[slot] = DEAD;
    }
    this.version++;
  }

  /** Every facet's counts for one filter combination (see the file comment). */
  count(q: IndexQuery, limits: { authors: number; publishers: number }, page?: { order: IndexSort; offset: number; limit: number }): IndexCounts {
    const top = page ? this.pageHeap(page.order, Math.min(page.offset + page.limit, MAX_INDEX_PAGE_END)) : null;
    const small = this.maxSmall + 1;
    const stateOk = new Uint8Array(2);
    for (const s of q.instock) if (s === 0 || s === 1) stateOk[s] = 1;
    const catOk = flags(q.categories, this.categoryCodes, this.categoryCodes.ids.length);
    const authOk = flags(q.authors, this.authorCodes, this.authorCodes.ids.length);
    const pubOk = q.publishers ? flags(q.publishers.map((id) => (this.publisherCodes.find(id) ?? -2) + 1), null, this.publisherCodes.ids.length + 1) : null;
    const langOk = flags(q.language, null, small);
    const bindOk = flags(q.binding, null, small);
    if (bindOk) bindOk[0] = 0; // 0 stands for "no binding", which no binding filter matches
    const condOk = flags(q.conditions, null, small);
    const price = q.currency === 'CZK' ? this.czk : this.eur;
    const priceMin = q.price ? q.price.minX100 : 0, priceMax = q.price ? q.price.maxX100 : 0;
    const yearMin = q.year ? q.year.min : 0, yearMax = q.year ? q.year.max : 0, yearNulls = q.year ? q.year.includeNulls : false;
    const hasPrice = q.price !== undefined, hasYear = q.year !== undefined;

    const stateCount = new Int32Array(2);
    const catCount = new Int32Array(this.categoryCodes.ids.length);
    const authCount = new Int32Array(this.authorCodes.ids.length);
    const pubCount = new Int32Array(this.publisherCodes.ids.length + 1);
    const langCount = new Int32Array(small);
    const bindCount = new Int32Array(small);
    const condCount = new Int32Array(small);
    let total = 0;
    // Price and year bounds in a typed array, not in local variables: a double kept in a variable
    // across the loop may be boxed (a heap number per copy: megabytes of garbage per pass).
    const bounds = new Float64Array([Infinity, -Infinity, Infinity, -Infinity]);

    const { state, condition, language, binding, publisher, year, catStart, catLen, catPool, authStart, authLen, authPool } = this;
    let slots: Int32Array | null = null;
    // Relevance: the page heap holds candidate positions (their rank and exactness are per position).
    const byPosition = page?.order === 'relevance';
    let relRank: Float64Array | null = null, relExact: Uint8Array | null = null;
    if (q.candidates) {
      const rel = byPosition ? q.relevance : undefined;
      slots = new Int32Array(q.candidates.length);
      if (rel) {
        relRank = new Float64Array(q.candidates.length);
        relExact = new Uint8Array(q.candidates.length);
      }
      let n = 0;
      for (let c = 0; c < q.candidates.length; c++) {
        const id = q.candidates[c];
        if (id >= this.slotOf.length || this.slotOf[id] === 0) continue;
        if (rel) {
          relRank![n] = rel.ranks[c];
          relExact![n] = rel.exact.charCodeAt(c) === 49 ? 1 : 0;
        }
        slots[n++] = this.slotOf[id] - 1;
      }
      slots = slots.subarray(0, n);
    } else {
      slots = this.prune(q);
    }
    if (byPosition && (!slots || !relRank)) throw new Error('a relevance page needs the text candidates with their ranks');
    // The state check as a lookup (a dead slot fails two filters, so it counts nowhere).
    const stateMask = new Int32Array(256).fill(STATE | CAT);
    stateMask[0] = stateOk[0] ? 0 : STATE;
    stateMask[1] = stateOk[1] ? 0 : STATE;
    const n = slots ? slots.length : this.size;
    // The matching slots, for the page: offered to the heap after the pass, newest slot first for
    // the descending sorts (copy ids grow with time, so most offers are then refused at once).
    if (top !== null && this.scratch.length < n) this.scratch = new Int32Array(n);
    const matched = this.scratch;
    let matchedCount = 0;
    for (let k = 0; k < n; k++) {
      const i = slots === null ? k : slots[k];
      const st = state[i];
      let m = stateMask[st];
      if (catOk !== null) {
        let hit = 0;
        for (let j = catStart[i], end = j + catLen[i]; j < end; j++) if (catOk[catPool[j]] === 1) { hit = 1; break; }
        if (hit === 0) m |= CAT;
      }
      if (authOk !== null) {
        let hit = 0;
        for (let j = authStart[i], end = j + authLen[i]; j < end; j++) if (authOk[authPool[j]] === 1) { hit = 1; break; }
        if (hit === 0) m |= AUTH;
      }
      if (pubOk !== null && pubOk[publisher[i]] === 0) m |= PUB;
      if (langOk !== null && langOk[language[i]] === 0) m |= LANG;
      if (bindOk !== null && bindOk[binding[i]] === 0) m |= BIND;
      if (condOk !== null && condOk[condition[i]] === 0) m |= COND;
      if (hasPrice && (price[i] < priceMin || price[i] > priceMax)) m |= PRICE;
      if (hasYear) {
        const y = year[i];
        if (y === NO_YEAR ? !yearNulls : y < yearMin || y > yearMax) m |= YEAR;
      }
      if (m === 0) {
        total++;
        stateCount[st]++;
        for (let j = catStart[i], end = j + catLen[i]; j < end; j++) catCount[catPool[j]]++;
        for (let j = authStart[i], end = j + authLen[i]; j < end; j++) authCount[authPool[j]]++;
        pubCount[publisher[i]]++;
        langCount[language[i]]++;
        bindCount[binding[i]]++;
        condCount[condition[i]]++;
        const p = price[i];
        if (p < bounds[0]) bounds[0] = p;
        if (p > bounds[1]) bounds[1] = p;
        const y = year[i];
        if (y !== NO_YEAR) {
          if (y < bounds[2]) bounds[2] = y;
          if (y > bounds[3]) bounds[3] = y;
        }
        if (top !== null) matched[matchedCount++] = byPosition ? k : i;
        continue;
      }
      if ((m & (m - 1)) !== 0) continue;
      switch (m) {
        case STATE: stateCount[st]++; break;
        case CAT: for (let j = catStart[i], end = j + catLen[i]; j < end; j++) catCount[catPool[j]]++; break;
        case AUTH: for (let j = authStart[i], end = j + authLen[i]; j < end; j++) authCount[authPool[j]]++; break;
        case PUB: pubCount[publisher[i]]++; break;
        case LANG: langCount[language[i]]++; break;
        case BIND: bindCount[binding[i]]++; break;
        case COND: condCount[condition[i]]++; break;
        case PRICE: {
          const p = price[i];
          if (p < bounds[0]) bounds[0] = p;
          if (p > bounds[1]) bounds[1] = p;
          break;
        }
        case YEAR: {
          const y = year[i];
          if (y !== NO_YEAR) {
            if (y < bounds[2]) bounds[2] = y;
            if (y > bounds[3]) bounds[3] = y;
          }
          break;
        }
      }
    }
    let pageSlots: number[] | null = null;
    if (top !== null && page) {
      if (byPosition) {
        this.offerRelevance(top, relRank!, relExact!, slots!, matched, matchedCount);
        pageSlots = top.sorted().map((k) => slots![k]);
      } else {
        this.offerPage(top, page.order, q.currency, matched, matchedCount);
        pageSlots = top.sorted();
      }
    }
    pubCount[0] = 0; // no publisher
    bindCount[0] = 0; // no binding
    return {
      total,
      categories: byCode(catCount, this.categoryCodes.ids),
      authors: topCounts(authCount, this.authorCodes.ids, limits.authors),
      publishers: topCounts(pubCount.subarray(1), this.publisherCodes.ids, limits.publishers),
      language: byCode(langCount, null),
      binding: byCode(bindCount, null),
      conditions: byCode(condCount, null),
      instock: [1, 0].filter((s) => stateCount[s] > 0).map((s) => ({ id: s, count: stateCount[s] })),
      priceX100: bounds[0] <= bounds[1] ? { min: bounds[0], max: bounds[1] } : null,
      year: bounds[2] <= bounds[3] ? { min: bounds[2], max: bounds[3] } : null,
      ...(q.candidates ? { candidates: q.candidates.length } : {}),
      ...(page && pageSlots ? { pageIds: pageSlots.slice(page.offset, page.offset + page.limit).map((slot) => this.copyId[slot]) } : {}),
    };
  }

  /**
   * The first `k` copies in a sort's order, kept in a bounded heap while counting. Each sort is a
   * rank (smaller first; none last, as the SQL's NULLS LAST) and the copy id as the tie-break in
   * the SQL's direction, so a page is the one SQL's ORDER BY gives.
   */
  private pageHeap(order: IndexSort, k: number) {
    const { copyId } = this;
    if (order === 'relevance') return new TopK(k, () => 0, false); // its own tie-break: offerRelevance
    const idAsc = order === 'price_asc' || order === 'oldest';
    return new TopK(k, (a, b) => (idAsc ? copyId[a] - copyId[b] : copyId[b] - copyId[a]), !idAsc);
  }

  /**
   * Relevance, as SQL orders it: title contains the query first, then the text rank (desc), the
   * time added (desc, none last), the copy id (desc). The heap holds candidate positions; the rank
   * is exact-first (0/1) and the tie-break the rest.
   */
  private offerRelevance(top: TopK, ranks: Float64Array, exact: Uint8Array, slots: Int32Array, matched: Int32Array, count: number): void {
    const { added, copyId } = this;
    const tie = (a: number, b: number) => {
      if (ranks[a] !== ranks[b]) return ranks[a] > ranks[b] ? -1 : 1;
      const ta = added[slots[a]], tb = added[slots[b]];
      if (ta !== tb) {
        if (ta !== ta) return 1; // no time: last
        if (tb !== tb) return -1;
        return ta > tb ? -1 : 1;
      }
      return copyId[slots[b]] - copyId[slots[a]];
    };
    top.setTie(tie);
    for (let j = 0; j < count; j++) {
      const k = matched[j];
      top.offer(k, exact[k] === 1 ? 0 : 1);
    }
  }

  /** Offers the matching slots to the page heap, a tight loop per sort (no per-copy closure). */
  private offerPage(top: TopK, order: IndexSort, currency: 'CZK' | 'EUR', matched: Int32Array, count: number): void {
    if (this.keys.length < count) this.keys = new Float64Array(this.scratch.length);
    const keys = this.keys;
    const { year, rating, added, firstStocked, restocked } = this;
    const price = currency === 'CZK' ? this.czk : this.eur;
    const none = Infinity;
    switch (order) {
      case 'price_asc': for (let k = 0; k < count; k++) keys[k] = price[matched[k]]; break;
      case 'price_desc': for (let k = 0; k < count; k++) keys[k] = -price[matched[k]]; break;
      case 'oldest': for (let k = 0; k < count; k++) { const y = year[matched[k]]; keys[k] = y === NO_YEAR ? none : y; } break;
      case 'newest': for (let k = 0; k < count; k++) { const y = year[matched[k]]; keys[k] = y === NO_YEAR ? none : -y; } break;
      case 'new': for (let k = 0; k < count; k++) { const t = added[matched[k]]; keys[k] = t !== t ? none : -t; } break;
      case 'first_stocked_at_desc': for (let k = 0; k < count; k++) { const t = firstStocked[matched[k]]; keys[k] = t !== t ? none : -t; } break;
      case 'restocked': for (let k = 0; k < count; k++) { const t = restocked[matched[k]]; keys[k] = t !== t ? none : -t; } break;
      case 'rating-desc': for (let k = 0; k < count; k++) { const v = rating[matched[k]]; keys[k] = v === NO_RATING ? none : -v; } break;
    }
    // Newest slot first for the descending sorts (copy ids grow with time, so most offers are
    // then refused by one comparison with the heap's worst).
    const { ranks } = top;
    if (top.newestFirst) {
      for (let k = count - 1; k >= 0; k--) if (top.n < top.k || keys[k] <= ranks[0]) top.offer(matched[k], keys[k]);
    } else {
      for (let k = 0; k < count; k++) if (top.n < top.k || keys[k] <= ranks[0]) top.offer(matched[k], keys[k]);
    }
  }


}
