/**
 * Posting lists for the facet index (ADR 0032): per value of a field, the slots holding it, in
 * ascending slot order (compressed sparse rows: `slots[offsets[v] .. offsets[v + 1])`). They only
 * prune: count() re-checks every filter on the columns, so a list may hold slots whose value has
 * changed since it was built (they fail the check) as long as every slot that might match is
 * either listed or scanned anyway (the slots changed or added since: FacetIndex keeps them).
 */
export class Postings {
  constructor(readonly offsets: Int32Array, readonly slots: Int32Array) {}

  /** How many slots hold bucket `b` (0 outside the buckets). */
  size(b: number): number {
    return b >= 0 && b < this.offsets.length - 1 ? this.offsets[b + 1] - this.offsets[b] : 0;
  }

  get bytes(): number {
    return this.offsets.byteLength + this.slots.byteLength;
  }

  /** Marks bucket `b`'s slots in a bit set (one bit per slot). */
  mark(b: number, bits: Uint32Array): void {
    if (b < 0 || b >= this.offsets.length - 1) return;
    const { slots } = this;
    for (let j = this.offsets[b], end = this.offsets[b + 1]; j < end; j++) {
      const s = slots[j];
      bits[s >>> 5] |= 1 << (s & 31);
    }
  }
}

/** Lists for a one-value-per-slot field; `bucketOf` < 0 leaves a slot out (not listable). */
export function singlePostings(n: number, buckets: number, bucketOf: (slot: number) => number): Postings {
  const offsets = new Int32Array(buckets + 1);
  for (let i = 0; i < n; i++) {
    const b = bucketOf(i);
    if (b >= 0) offsets[b + 1]++;
  }
  for (let b = 0; b < buckets; b++) offsets[b + 1] += offsets[b];
  const fill = offsets.slice(0, buckets);
  const slots = new Int32Array(offsets[buckets]);
  for (let i = 0; i < n; i++) {
    const b = bucketOf(i);
    if (b >= 0) slots[fill[b]++] = i;
  }
  return new Postings(offsets, slots);
}

/** Lists for a many-values field held as offset + length into a pool of codes. */
export function multiPostings(
  n: number, buckets: number, live: (slot: number) => boolean,
  start: Uint32Array, len: Uint8Array, pool: Uint16Array | Uint32Array,
): Postings {
  const offsets = new Int32Array(buckets + 1);
  for (let i = 0; i < n; i++) {
    if (!live(i)) continue;
    for (let j = start[i], end = j + len[i]; j < end; j++) offsets[pool[j] + 1]++;
  }
  for (let b = 0; b < buckets; b++) offsets[b + 1] += offsets[b];
  const fill = offsets.slice(0, buckets);
  const slots = new Int32Array(offsets[buckets]);
  for (let i = 0; i < n; i++) {
    if (!live(i)) continue;
    for (let j = start[i], end = j + len[i]; j < end; j++) slots[fill[pool[j]]++] = i;
  }
  return new Postings(offsets, slots);
}

/** Price buckets: the range of prices at build time cut into this many (a filter marks whole buckets). */
export const PRICE_BUCKETS = 2048;

export function priceBucketWidth(maxPrice: number): number {
  return Math.max(1, Math.ceil((maxPrice + 1) / PRICE_BUCKETS));
}

export function priceBucket(price: number, width: number): number {
  return price <= 0 ? 0 : Math.min(PRICE_BUCKETS - 1, Math.floor(price / width));
}
