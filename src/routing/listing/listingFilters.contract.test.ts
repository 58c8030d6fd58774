/**
 * The shared contract (src/contracts/listing-filters.ts): normalization, the API query-string
 * form that the storefront sends and the server reads, and the price helpers. Kept in the codec
 * folder because this task owns only that folder and the contract file itself.
 */
import fc from 'fast-check';
import {
  FILTER_FIELDS,
  LISTING_LIMITS,
  editListingFilters,
  formatRange,
  fromApiQuery,
  normalizeListingFilters,
  parseIdList,
  parseRangeText,
  priceBoundFromX100,
  priceRangeX100,
  toApiQuery,
  type ListingFilters,
} from '@/contracts/listing-filters';
import { toQueryString } from '@/lib/http/url';
import { decodeListingPath } from './decodeListingPath';
import { encodeListingPath } from './encodeListingPath';
import { anyFilters, junkSegments, propertyRuns, validFilters } from './testArbitraries';

describe('normalizeListingFilters', () => {
  it.each<[string, unknown, ListingFilters]>([
    ['not an object', 'q=harry', {}],
    ['null', null, {}],
    ['lists sorted, de-duplicated, invalid ids dropped', { categories: [5, 1, 5, -1, 1.5, NaN, 2 ** 31] }, { categories: [1, 5] }],
    ['an empty list is left out', { authors: [] }, {}],
    ['the 40 smallest ids are kept', { language: Array.from({ length: 45 }, (_, i) => 45 - i) }, { language: Array.from({ length: 40 }, (_, i) => i + 1) }],
    ['text is NFC, trimmed, whitespace collapsed', { q: ' S\u030Cte\u0301pa\u0301n \n  ' }, { q: 'Štépán' }],
    ['text of only dots is dropped', { q: '..' }, {}],
    ['page 1 is left out', { page: 1 }, {}],
    ['includeNulls false is left out', { price: { min: 1, max: 2, includeNulls: false } }, { price: { min: 1, max: 2 } }],
    ['includeNulls true is kept', { year: { min: 1, max: 2, includeNulls: true } }, { year: { min: 1, max: 2, includeNulls: true } }],
    ['a reversed range is dropped', { price: { min: 2, max: 1 } }, {}],
    ['a range over its cap is dropped', { year: { min: 1, max: LISTING_LIMITS.maxYear + 1 } }, {}],
    ['an unknown sort is dropped', { order: 'cheapest' }, {}],
    ['a user is trimmed and checked', { user: ' abcd1234 ' }, { user: 'abcd1234' }],
    ['publishers sorted and de-duplicated', { publishers: ['Paseka', 'Argo', 'Paseka', ''] }, { publishers: ['Argo', 'Paseka'] }],
    ['a single publisher string is a list of one', { publishers: 'Argo' }, { publishers: ['Argo'] }],
    ['edge-type names checked, values cleaned', { edges: { labels: ' x ', Q: 'y', q: 'z', 'a.b': 'w' } }, { edges: { labels: 'x' } }],
    ['unknown keys are dropped', { foo: 1, categories: [1] }, { categories: [1] }],
  ])('%s', (_title, input, expected) => {
    expect(normalizeListingFilters(input)).toEqual(expected);
  });

  it('keeps the longest sorted prefix of publishers whose JSON fits the budget', () => {
    const names = ['d', 'c', 'b', 'a'].map((letter) => letter.repeat(100)); // each 102 bytes in JSON
    expect(normalizeListingFilters({ publishers: names }).publishers).toEqual(['a', 'b', 'c'].map((l) => l.repeat(100)));
  });

  it('measures the budget in UTF-8 bytes, so Czech names count double', () => {
    const names = ['ž'.repeat(100), 'š'.repeat(100)]; // 202 bytes each in JSON
    expect(normalizeListingFilters({ publishers: names }).publishers).toEqual(['š'.repeat(100)]);
  });

  it('returns a normalized object given back to it as it is: frozen, with its lists and ranges', () => {
    const filters = normalizeListingFilters({ categories: [3, 1], price: { min: 1, max: 9 }, edges: { labels: 'x' }, publishers: ['Argo'] });
    expect(normalizeListingFilters(filters)).toBe(filters);
    expect(encodeListingPath(filters)).toEqual(encodeListingPath({ ...filters }));
    for (const part of [filters, filters.categories, filters.price, filters.edges, filters.publishers]) expect(Object.isFrozen(part)).toBe(true);
    expect(() => (filters.categories as number[]).push(2)).toThrow(TypeError);
    expect(() => Object.assign(filters, { page: 2 })).toThrow(TypeError);
  });

  it('normalizes an edit of a normalized object, which is a new object', () => {
    const filters = normalizeListingFilters({ categories: [1] });
    const edited = normalizeListingFilters({ ...filters, categories: [7, 7, 2], page: 1 });
    expect(edited).not.toBe(filters);
    expect(edited).toEqual({ categories: [2, 7] });
    expect(filters).toEqual({ categories: [1] });
  });

  it('edits a normalized object as normalizing the spread would: same fields, same key order, normalized', () => {
    const removals = fc
      .subarray([...FILTER_FIELDS.map((f) => f.key), 'order', 'edges'])
      .map((keys) => Object.fromEntries(keys.map((key) => [key, undefined])));
    fc.assert(
      fc.property(fc.oneof(anyFilters, validFilters), fc.oneof(anyFilters, validFilters), removals, (base, edits, removed) => {
        const filters = normalizeListingFilters(base);
        const changes = { ...removed, ...edits };
        const edited = editListingFilters(filters, changes);
        expect(JSON.stringify(edited)).toBe(JSON.stringify(normalizeListingFilters({ ...filters, ...changes })));
        expect(normalizeListingFilters(edited)).toBe(edited);
        expect(Object.isFrozen(edited)).toBe(true);
      }),
      propertyRuns(300),
    );
  });

  it('edits an object that is not normalized by normalizing all of it', () => {
    const edited = editListingFilters({ categories: [3, 1, 3], q: '  a  b ' }, { page: 2 });
    expect(edited).toEqual({ q: 'a b', categories: [1, 3], page: 2 });
    expect(normalizeListingFilters(edited)).toBe(edited);
    expect(editListingFilters(normalizeListingFilters({ categories: [1], page: 4 }), { page: undefined, language: [2, 2] })).toEqual({ categories: [1], language: [2] });
  });

  it('holds for any input: normalizing twice is normalizing once', () => {
    fc.assert(
      fc.property(anyFilters, (input) => {
        const once = normalizeListingFilters(input);
        expect(normalizeListingFilters(once)).toBe(once);
        expect(normalizeListingFilters(JSON.parse(JSON.stringify(once)))).toEqual(once);
      }),
      propertyRuns(300),
    );
  });
});

describe('text forms (docs/product.md#list-filters, #constants-separators)', () => {
  it('reads and writes numeric lists with "_"', () => {
    expect(parseIdList('3_1_x_3')).toEqual([1, 3]);
    expect(parseIdList('x')).toBeUndefined();
  });

  it('reads and writes ranges with "-" and a leading "~"', () => {
    expect(parseRangeText('~10-20')).toEqual({ min: 10, max: 20, includeNulls: true });
    expect(parseRangeText('10-')).toBeUndefined();
    expect(formatRange({ min: 10, max: 20 })).toBe('10-20');
    expect(formatRange({ min: 10, max: 20, includeNulls: true })).toBe('~10-20');
  });
});

describe('toApiQuery', () => {
  it('uses the query-string names, arrays for lists, edge-type.{name} for edges', () => {
    const filters: ListingFilters = {
      q: 'harry', categories: [5, 1], authors: [2], publishers: ['Žluťoučký kůň'], language: [1, 3], binding: [4], conditions: [2, 1],
      instock: [1], price: { min: 100, max: 500, includeNulls: true }, year: { min: 1990, max: 2000 }, mother: 7, user: 'abcd1234',
      page: 3, order: 'price_desc', edges: { labels: '12' },
    };
    expect(toApiQuery(filters)).toEqual({
      q: 'harry', category: ['1', '5'], author: ['2'], publisher: ['Žluťoučký kůň'], language: ['1', '3'], binding: ['4'],
      condition: ['1', '2'], instock: ['1'], price: '~100-500', year: '1990-2000', mother: '7', user: 'abcd1234', page: '3',
      order: 'price_desc', 'edge-type.labels': '12',
    });
  });

  it('sends nothing for no filters and leaves page 1 out', () => {
    expect(toApiQuery({})).toEqual({});
    expect(toApiQuery({ page: 1 })).toEqual({});
  });
});

describe('fromApiQuery', () => {
  it.each<[string, unknown, ListingFilters]>([
    ['repeated list keys are the list', { category: ['5', '1', '5'] }, { categories: [1, 5] }],
    ['axios-style name[] keys', { 'category[]': ['2', '1'] }, { categories: [1, 2] }],
    ['"_"-joined lists', { language: '3_1' }, { language: [1, 3] }],
    ['list forms merge', { binding: ['1_2'], 'binding[]': '3' }, { binding: [1, 2, 3] }],
    ['condition, and its aliases conditions and book_state', { condition: '1', conditions: '2', book_state: '3' }, { conditions: [1, 2, 3] }],
    ['the filter-object names are aliases', { categories: '1', authors: '2', publishers: 'Argo' }, { categories: [1], authors: [2], publishers: ['Argo'] }],
    ['publishers are plain strings, "_" included', { publisher: ['A_B', 'Argo'] }, { publishers: ['A_B', 'Argo'] }],
    ['ranges in the path form', { price: '~100-500', year: '2000-1990' }, { price: { min: 100, max: 500, includeNulls: true } }],
    ['a repeated scalar: the last valid wins', { q: ['a', 'b', ' '], page: ['3', 'x'] }, { q: 'b', page: 3 }],
    ['page 1 is left out', { page: '1' }, {}],
    ['order must be a known sort', { order: 'new' }, { order: 'new' }],
    ['an unknown order is dropped', { order: 'cheapest' }, {}],
    ['edge-type filters', { 'edge-type.labels': '12', 'edge-type.Bad': 'x', 'edge-type.q': 'y' }, { edges: { labels: '12' } }],
    ['unknown keys are ignored', { foo: 'bar', mother: '9' }, { mother: 9 }],
    ['non-string values are ignored', { q: 5, category: [1, '2', null], user: { a: 1 } }, { categories: [2] }],
    ['URLSearchParams', new URLSearchParams('category=2&category=1&q=harry&edge-type.labels=3'), { categories: [1, 2], q: 'harry', edges: { labels: '3' } }],
    ['not a query at all', 'q=harry', {}],
    ['null', null, {}],
  ])('%s', (_title, query, expected) => {
    expect(fromApiQuery(query)).toEqual(expected);
  });

  it('reads a hostile object as no filters', () => {
    const hostile = new Proxy({}, { ownKeys: () => { throw new Error('boom'); } });
    expect(fromApiQuery(hostile)).toEqual({});
  });

  it('round-trips toApiQuery for any filters', () => {
    fc.assert(
      fc.property(fc.oneof(anyFilters, validFilters), (x) => {
        expect(fromApiQuery(toApiQuery(x))).toEqual(normalizeListingFilters(x));
      }),
      propertyRuns(500),
    );
  });

  it('round-trips through the HTTP client query string and URLSearchParams', () => {
    fc.assert(
      fc.property(fc.oneof(anyFilters, validFilters), (x) => {
        const search = new URLSearchParams(toQueryString(toApiQuery(x)));
        expect(fromApiQuery(search)).toEqual(normalizeListingFilters(x));
      }),
      propertyRuns(500),
    );
  });

  it('agrees with the path codec: what a page decodes is what the server reads', () => {
    fc.assert(
      fc.property(junkSegments, (u) => {
        const { filters } = decodeListingPath(u);
        expect(fromApiQuery(toApiQuery(filters))).toEqual(filters);
      }),
      propertyRuns(500),
    );
  });

  it('never throws and is a fixed point after one pass, whatever the query', () => {
    const queryValue = fc.oneof(fc.string(), fc.array(fc.oneof(fc.string(), fc.anything()), { maxLength: 4 }), fc.anything());
    const queryKey = fc.oneof(fc.constantFrom('q', 'category', 'category[]', 'price', 'page', 'order', 'edge-type.labels', 'publisher'), fc.string());
    fc.assert(
      fc.property(fc.dictionary(queryKey, queryValue), (query) => {
        const once = fromApiQuery(query);
        expect(fromApiQuery(toApiQuery(once))).toEqual(once);
      }),
      propertyRuns(500),
    );
  });
});

describe('price helpers', () => {
  it('turns whole units into hundredths of the storefront currency and names the copy field', () => {
    expect(priceRangeX100({ min: 100, max: 500 }, 'CZK')).toEqual({ currency: 'CZK', field: 'priceCzkX100', minX100: 10_000, maxX100: 50_000, includeNulls: false });
    expect(priceRangeX100({ min: 0, max: 20, includeNulls: true }, 'EUR')).toEqual({ currency: 'EUR', field: 'priceEurX100', minX100: 0, maxX100: 2_000, includeNulls: true });
  });

  it('keeps the largest price in an integer column', () => {
    expect(priceRangeX100({ min: 0, max: LISTING_LIMITS.maxPrice }, 'CZK').maxX100).toBeLessThanOrEqual(LISTING_LIMITS.maxId);
  });

  it('rounds facet bounds outwards so the range still covers them', () => {
    expect(priceBoundFromX100(12_345, 'down')).toBe(123);
    expect(priceBoundFromX100(12_345, 'up')).toBe(124);
    expect(priceBoundFromX100(12_300, 'up')).toBe(123);
    expect(priceBoundFromX100(-5, 'down')).toBe(0);
    expect(priceBoundFromX100(10 ** 12, 'up')).toBe(LISTING_LIMITS.maxPrice);
  });
});

describe('negative zero (found by the property test)', () => {
  it('normalizes a -0 range bound to 0, as the URL would', () => {
    const normalized = normalizeListingFilters({ price: { min: -0, max: 0 } });
    expect(Object.is(normalized.price?.min, 0)).toBe(true);
    expect(decodeListingPath(encodeListingPath({ price: { min: -0, max: 0 } })).filters).toEqual(normalized);
  });
});
