import { FacetIndex, type ColumnBatch, type IndexQuery, type IndexSort } from './facet-index';

/** A small deterministic PRNG (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Copy {
  id: number; instock: boolean; condition: number; language: number; binding: number; publisher: number; year: number | null;
  czk: number; eur: number; categories: number[]; authors: number[]; added: number | null; rating: number | null;
}

function batch(copies: Copy[]): ColumnBatch {
  const col = (f: (c: Copy) => string | number) => copies.map(f).join(',');
  return {
    n: copies.length,
    ids: col((c) => c.id),
    states: copies.map((c) => (c.instock ? '1' : '0')).join(''),
    conditions: col((c) => c.condition),
    languages: col((c) => c.language),
    bindings: col((c) => c.binding),
    publishers: col((c) => c.publisher),
    years: col((c) => c.year ?? ''),
    czk: col((c) => c.czk),
    eur: col((c) => c.eur),
    categories: col((c) => c.categories.join(' ')),
    authors: col((c) => c.authors.join(' ')),
    added: col((c) => c.added ?? ''),
    firstStocked: col((c) => c.added ?? ''),
    restocked: col(() => ''),
    ratings: col((c) => c.rating ?? ''),
  };
}

describe('FacetIndex posting lists', () => {
  it('prune nothing that counts: the same counts and pages as a full pass, also after changes and additions', () => {
    const rand = random(32);
    const int = (n: number) => Math.floor(rand() * n);
    // Skewed like the shop: one big language, rare bindings, a few categories with their parent.
    const make = (id: number): Copy => {
      const leaf = 10 + int(12);
      return {
        id, instock: rand() < 0.85, condition: 1 + int(5), language: rand() < 0.6 ? 1 : 2 + int(8), binding: rand() < 0.9 ? 1 + int(2) : int(6),
        publisher: rand() < 0.1 ? 0 : 100 + int(40), year: rand() < 0.1 ? null : 1940 + int(85), czk: 100 * (10 + int(900)), eur: 4 * (10 + int(900)),
        categories: [Math.floor(leaf / 4), leaf], authors: rand() < 0.05 ? [] : [1000 + int(300), ...(rand() < 0.2 ? [1000 + int(300)] : [])],
        added: rand() < 0.05 ? null : 1_700_000_000_000_000 + int(1e9), rating: rand() < 0.5 ? null : int(500),
      };
    };
    const copies = Array.from({ length: 6000 }, (_, i) => make(i + 1));
    const pruned = new FacetIndex();
    const full = new FacetIndex();
    pruned.upsert(batch(copies));
    full.upsert(batch(copies));
    pruned.buildPostings();
    expect(pruned.postingBytes).toBeGreaterThan(0);

    const query = (): IndexQuery => {
      const q: IndexQuery = { instock: rand() < 0.8 ? [1] : rand() < 0.5 ? [0] : [0, 1], currency: rand() < 0.5 ? 'CZK' : 'EUR' };
      const some = (list: () => number, max: number) => Array.from({ length: 1 + int(max) }, list);
      if (rand() < 0.6) q.language = some(() => 1 + int(12), 2);
      if (rand() < 0.5) q.categories = some(() => (rand() < 0.3 ? 2 + int(4) : 10 + int(12)), 2);
      if (rand() < 0.3) q.conditions = some(() => 1 + int(5), 2);
      if (rand() < 0.3) q.binding = some(() => int(6), 2);
      if (rand() < 0.15) q.authors = some(() => 1000 + int(320), 2);
      if (rand() < 0.15) q.publishers = some(() => 100 + int(45), 2);
      if (rand() < 0.4) {
        const min = 100 * int(700);
        q.price = { minX100: min, maxX100: min + 100 * int(400) };
      }
      if (rand() < 0.4) {
        const min = 1930 + int(90);
        q.year = { min, max: min + int(20), includeNulls: rand() < 0.3 };
      }
      return q;
    };
    const sorts: IndexSort[] = ['price_asc', 'price_desc', 'oldest', 'newest', 'new', 'rating-desc'];
    let prunedQueries = 0;
    const compare = (rounds: number) => {
      for (let i = 0; i < rounds; i++) {
        const q = query();
        const page = { order: sorts[int(sorts.length)], offset: 24 * int(3), limit: 24 };
        if ((pruned as unknown as { prune: (q: IndexQuery) => Int32Array | null }).prune(q) !== null) prunedQueries++;
        expect({ q, counts: pruned.count(q, { authors: 30, publishers: 30 }, page) }).toEqual({ q, counts: full.count(q, { authors: 30, publishers: 30 }, page) });
      }
    };
    compare(300);
    // Changes below the lists' end (re-priced, moved, sold, discarded) and copies added after it.
    for (let round = 0; round < 3; round++) {
      const changed = Array.from({ length: 150 }, () => make(1 + int(6000 + 200 * round)));
      const added = Array.from({ length: 100 }, (_, k) => make(6001 + 200 * round + k));
      for (const b of [batch(changed), batch(added)]) {
        pruned.upsert(b);
        full.upsert(b);
      }
      const gone = Array.from({ length: 30 }, () => 1 + int(6000));
      pruned.remove(gone);
      full.remove(gone);
      compare(200);
    }
    // Most combinations were answered from the lists, not by a full pass.
    expect(prunedQueries).toBeGreaterThan(300);
  });
});
