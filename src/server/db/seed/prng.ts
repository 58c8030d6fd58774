/**
 * Deterministic pseudo-random numbers for the demo catalogue.
 *
 * Every generated record gets its own stream, derived from (seed, stream name, index), so a
 * record does not depend on how many records were generated before it or in which chunk: the
 * same seed always yields the same work #17, the same copy #123 456, on any machine.
 */

/** 32-bit string hash (FNV-1a), used to turn a stream name into a number. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes integers into one well-distributed 32-bit value (murmur3 finaliser on each step). */
export function mix(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const v of values) {
    let k = Math.imul(v | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    // Values above 2^32 (large indexes) keep their high bits.
    h ^= Math.floor(v / 0x100000000) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform float in [0, 1) (mulberry32). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight; `weights` need not sum to 1. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  /** Index in [0, size) skewed towards 0: a few items get most of the picks (prolific authors, big publishers). */
  skewedIndex(size: number, skew = 2): number {
    return Math.min(size - 1, Math.floor(size * Math.pow(this.next(), skew)));
  }

  /** Heavy-tailed positive integer ≥ 1 (discrete Pareto); draws above `cap` land in its upper half, not on it. */
  pareto(alpha: number, cap: number): number {
    const u = 1 - this.next();
    const x = Math.floor(Math.pow(u, -1 / alpha));
    return x <= cap ? x : Math.max(1, Math.ceil(cap * (0.5 + 0.5 * this.next())));
  }
}

/** The stream for one record: same (seed, stream, index) → same numbers. */
export function rngFor(seed: number, stream: string, index: number): Rng {
  return new Rng(mix(seed, hashString(stream), index));
}

/** Deterministic in-place Fisher–Yates shuffle. */
export function shuffleInPlace(items: { length: number; [i: number]: number }, rng: Rng): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
}
