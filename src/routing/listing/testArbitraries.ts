/**
 * fast-check generators for the codec's property tests (test-only: imported by *.test.ts files).
 * `anyFilters` is deliberately dirty (NaN, negatives, blanks, lone surrogates, reserved edge
 * names); `validFilters` only holds values that survive normalization, so round trips are not
 * trivially empty; `junkSegments` mixes real names and values with garbage.
 */
import fc from 'fast-check';
import { FILTER_FIELDS, LISTING_LIMITS, SORTS, isEdgeName, type ListingFilters } from '@/contracts/listing-filters';

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

const trickyText = fc.constantFrom(
  'harry.potter', 'a.new', 'a.', '.', '..', '...', '.new', '.new.', 'x.price_asc', 'Štěpánová', 'S\u030Ctepa\u0301n',
  ' a  b ', 'q', 'category', 'AC/DC', '100%', '_', '~', '-', '1-2', '~1-2', '1_2', 'abcd1234', '\u0000', '\u00a0x', '\u2000x',
);

export const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: fc.oneof(fc.constantFrom('a', '.', '_', '-', '~', ' ', '/', '%', 'n', 'e', 'w'), loneSurrogate), maxLength: 12 }),
  trickyText,
  fc.string({ minLength: 120, maxLength: 300 }), // around the text caps
);

const number = fc.oneof(
  fc.nat({ max: 50 }),
  fc.nat({ max: 2 ** 31 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(NaN, Infinity, -1, 0, 1, 9999, 10_000, LISTING_LIMITS.maxId, LISTING_LIMITS.maxId + 1, LISTING_LIMITS.maxPrice, LISTING_LIMITS.maxPrice + 1),
);

const anyRange = fc.record(
  { min: number, max: number, includeNulls: fc.option(fc.boolean(), { nil: undefined }) },
  { requiredKeys: ['min', 'max'] },
);

const edgeName = fc.oneof(
  fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,8}$/),
  fc.constantFrom('q', 'category', 'categories', 'book_state', 'order', 'edges', 'Series', 'se.ries', '_x', '10', '2', 'constructor'),
  fc.string({ maxLength: 6 }),
);

const dirtyRecord = fc.record(
  {
    q: text,
    categories: fc.array(number, { maxLength: 50 }),
    authors: fc.array(number, { maxLength: 5 }),
    publishers: fc.oneof(
      fc.array(text, { maxLength: 12 }),
      // long names push the list past the JSON budget that keeps it inside one segment
      fc.array(fc.string({ unit: 'grapheme', minLength: 40, maxLength: 128 }), { maxLength: 10 }),
    ),
    language: fc.array(number, { maxLength: 5 }),
    binding: fc.array(number, { maxLength: 5 }),
    conditions: fc.array(number, { maxLength: 5 }),
    instock: fc.array(number, { maxLength: 5 }),
    price: anyRange,
    year: anyRange,
    mother: number,
    user: fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{8,9}$/), text),
    page: number,
    order: fc.oneof(fc.constantFrom(...SORTS), fc.string({ maxLength: 8 })),
    edges: fc.dictionary(edgeName, text, { maxKeys: 10 }),
  },
  { requiredKeys: [] },
);

const sortOrJunk = fc.option(fc.oneof(fc.constantFrom(...SORTS), fc.string({ maxLength: 8 })), { nil: undefined });

/** Deliberately dirty: the type is what callers claim, not what they send. */
export const anyFilters = fc.oneof(
  dirtyRecord,
  // sparse objects, where a dotted q or edge-type value is the last segment
  fc.record({ q: fc.oneof(trickyText, text), order: sortOrJunk }, { requiredKeys: ['q'] }),
  fc.record({ edges: fc.dictionary(edgeName, fc.oneof(trickyText, text), { maxKeys: 2 }), order: sortOrJunk }, { requiredKeys: ['edges'] }),
) as fc.Arbitrary<ListingFilters>;

const cleanText = fc.stringMatching(/^[a-zA-Z0-9ěščřžýáíéůúťďňŠČŘŽ][a-zA-Z0-9ěščřžýáíéůúťďň ./_~%-]{0,30}$/);
const id = fc.nat({ max: LISTING_LIMITS.maxId });
const ids = fc.array(id, { minLength: 1, maxLength: 8 });
const validRange = (max: number) =>
  fc
    .tuple(fc.nat({ max }), fc.nat({ max }), fc.boolean())
    .map(([a, b, includeNulls]) => ({ min: Math.min(a, b), max: Math.max(a, b), ...(includeNulls ? { includeNulls } : {}) }));

export const validFilters: fc.Arbitrary<ListingFilters> = fc.record(
  {
    q: cleanText,
    categories: ids,
    authors: ids,
    publishers: fc.array(cleanText, { minLength: 1, maxLength: 4 }),
    language: ids,
    binding: ids,
    conditions: ids,
    instock: ids,
    price: validRange(LISTING_LIMITS.maxPrice),
    year: validRange(LISTING_LIMITS.maxYear),
    mother: fc.integer({ min: 1, max: LISTING_LIMITS.maxId }),
    user: fc.stringMatching(/^[A-Za-z0-9]{8,9}$/),
    page: fc.integer({ min: 2, max: LISTING_LIMITS.maxPage }),
    order: fc.constantFrom(...SORTS),
    edges: fc.dictionary(fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,8}$/).filter(isEdgeName), cleanText, { minKeys: 1, maxKeys: LISTING_LIMITS.maxEdges }),
  },
  { requiredKeys: [] },
);

const nameToken = fc.constantFrom(...FILTER_FIELDS.map((f) => f.name), 'categories', 'book_state', 'order', 'series', 'labels', 'Series', '');
const idListText = fc
  .array(fc.oneof(fc.nat({ max: 99 }).map(String), fc.constantFrom('x', '', '-1', '1.5', '007', 'NaN')), { maxLength: 5 })
  .map((items) => items.join('_'));
const rangeText = fc.oneof(
  fc.tuple(fc.boolean(), fc.nat({ max: 3000 }), fc.nat({ max: 3000 })).map(([n, a, b]) => `${n ? '~' : ''}${a}-${b}`),
  fc.constantFrom('~', '1-', '-1', 'a-b', '2-1', '~~1-2', '1-2-3', '10.5-20', 'NaN-5'),
);
const publisherText = fc.oneof(
  fc.array(text, { maxLength: 4 }).map((names) => Buffer.from(JSON.stringify(names)).toString('base64url')),
  fc.string().map((s) => Buffer.from(s).toString('base64')),
  fc.base64String({ maxLength: 16 }),
);
const valueToken = fc.oneof(text, idListText, rangeText, publisherText, fc.stringMatching(/^[A-Za-z0-9]{7,10}$/), fc.constant('x'.repeat(600)));

function withSortSuffix(segments: string[]): fc.Arbitrary<string[]> {
  if (segments.length === 0) return fc.constant(segments);
  const suffix = fc.option(fc.oneof(fc.constantFrom(...SORTS), fc.constantFrom('', 'unknownsort', 'NEW')), { nil: undefined });
  return suffix.map((s) => (s === undefined ? segments : [...segments.slice(0, -1), `${segments[segments.length - 1]}.${s}`]));
}

export const junkSegments: fc.Arbitrary<string[]> = fc
  .oneof(
    fc.array(fc.tuple(nameToken, valueToken), { maxLength: 25 }).map((pairs) => pairs.flat()),
    fc.array(fc.oneof(nameToken, valueToken), { maxLength: 50 }),
    fc.array(fc.string(), { maxLength: 60 }),
  )
  .chain(withSortSuffix);

/**
 * fast-check parameters: a failing case with long strings can take minutes to shrink, so a run
 * stops after 20 s and reports the smallest counterexample found so far.
 */
/**
 * Random seeds locally (new inputs every run find new bugs); a fixed one in CI so a submission
 * is judged on the same inputs every time. FC_SEED replays a failure fast-check reported.
 */
const SEED = Number(process.env.FC_SEED) || (process.env.CI ? 20_261_126 : undefined);

export function propertyRuns(numRuns: number): { numRuns: number; interruptAfterTimeLimit: number; seed?: number } {
  return SEED === undefined ? { numRuns, interruptAfterTimeLimit: 20_000 } : { numRuns, interruptAfterTimeLimit: 20_000, seed: SEED };
}
