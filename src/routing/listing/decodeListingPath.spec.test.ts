/**
 * One or more rows per sentence of the spec (docs/product.md#catalogue-url "Catalogue URL", #filter-value-shapes "Filter value shapes",
 * docs/product.md#sort-orders sort orders, docs/product.md#range-filters range / numeric list / user rules, docs/product.md#constants-separators separators), plus the decisions
 * documented in index.ts. Input segments are decoded strings, as Next passes `params.filters`.
 */
import { SORTS, type ListingFilters } from '@/contracts/listing-filters';
import { decodeListingPath } from './decodeListingPath';

/** Node's own base64url, independent of the codec's encoder. */
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

type Row = [title: string, input: string[] | string | undefined, filters: ListingFilters, canonical: string[]];

const rows: Row[] = [
  // docs/product.md#catalogue-url: a path of alternating filter names and values
  ['no segments is the bare listing', [], {}, []],
  ['Next gives undefined for /p', undefined, {}, []],
  ['q is free text', ['q', 'harry potter'], { q: 'harry potter' }, ['q', 'harry potter']],
  ['category is a numeric list', ['category', '5'], { categories: [5] }, ['category', '5']],
  ['author is a numeric list', ['author', '12_3'], { authors: [3, 12] }, ['author', '3_12']],
  ['publisher is base64 of the names', ['publisher', b64(['Albatros'])], { publishers: ['Albatros'] }, ['publisher', b64(['Albatros'])]],
  ['language is a numeric list', ['language', '1_3'], { language: [1, 3] }, ['language', '1_3']],
  ['binding is a numeric list', ['binding', '2'], { binding: [2] }, ['binding', '2']],
  ['condition is book_state, sent as conditions', ['condition', '4_1'], { conditions: [1, 4] }, ['condition', '1_4']],
  ['instock is a numeric list', ['instock', '1_0'], { instock: [0, 1] }, ['instock', '0_1']],
  ['price is a range', ['price', '100-500'], { price: { min: 100, max: 500 } }, ['price', '100-500']],
  ['year is a range', ['year', '1990-2000'], { year: { min: 1990, max: 2000 } }, ['year', '1990-2000']],
  ['mother is a number', ['mother', '42'], { mother: 42 }, ['mother', '42']],
  ['user is a public hash', ['user', 'abcd1234'], { user: 'abcd1234' }, ['user', 'abcd1234']],
  ['page is a number', ['page', '3'], { page: 3 }, ['page', '3']],
  // docs/product.md#catalogue-url: other edge-type names are generic name/value pairs
  ['an unknown name is a generic edge-type pair', ['series', 'harry-potter'], { edges: { series: 'harry-potter' } }, ['series', 'harry-potter']],
  ['an edge-type value may be a filter name', ['labels', 'q'], { edges: { labels: 'q' } }, ['labels', 'q']],
  // docs/product.md#catalogue-url: an odd count of generic tokens is ignored
  ['a lone generic token is ignored', ['series'], {}, []],
  ['a lone trailing token after pairs is ignored', ['q', 'x', 'series'], { q: 'x' }, ['q', 'x']],
  ['a lone trailing known name is ignored too', ['q', 'x', 'category'], { q: 'x' }, ['q', 'x']],
  // docs/product.md#catalogue-url: segments are URL-encoded (here already decoded: characters of any kind survive)
  ['a slash inside a value stays one segment', ['q', 'AC/DC'], { q: 'AC/DC' }, ['q', 'AC/DC']],
  ['Czech text in q', ['q', 'Štěpánová'], { q: 'Štěpánová' }, ['q', 'Štěpánová']],
  // docs/product.md#catalogue-url: fixed order
  [
    'unknown names alphabetical, then the fixed order',
    ['page', '2', 'q', 'x', 'zeta', '1', 'category', '1', 'alpha', '2'],
    { q: 'x', categories: [1], page: 2, edges: { alpha: '2', zeta: '1' } },
    ['alpha', '2', 'zeta', '1', 'q', 'x', 'category', '1', 'page', '2'],
  ],
  [
    'every name at once is already canonical in the spec order',
    ['labels', '7', 'q', 'x', 'category', '1', 'author', '2', 'publisher', b64(['A']), 'language', '3', 'binding', '4', 'condition', '5', 'instock', '1', 'price', '1-2', 'year', '3-4', 'mother', '9', 'user', 'abcdefgh', 'page', '2.new'],
    {
      edges: { labels: '7' }, q: 'x', categories: [1], authors: [2], publishers: ['A'], language: [3], binding: [4], conditions: [5],
      instock: [1], price: { min: 1, max: 2 }, year: { min: 3, max: 4 }, mother: 9, user: 'abcdefgh', page: 2, order: 'new',
    },
    ['labels', '7', 'q', 'x', 'category', '1', 'author', '2', 'publisher', b64(['A']), 'language', '3', 'binding', '4', 'condition', '5', 'instock', '1', 'price', '1-2', 'year', '3-4', 'mother', '9', 'user', 'abcdefgh', 'page', '2.new'],
  ],
  ['year before price is reordered', ['year', '1-2', 'price', '3-4'], { price: { min: 3, max: 4 }, year: { min: 1, max: 2 } }, ['price', '3-4', 'year', '1-2']],
  // docs/product.md#catalogue-url: the sort suffix is appended to the last segment and counts only for a known sort name
  ['sort suffix on the last segment', ['q', 'harry.price_desc'], { q: 'harry', order: 'price_desc' }, ['q', 'harry.price_desc']],
  ['sort suffix on a list value', ['category', '1_2.newest'], { categories: [1, 2], order: 'newest' }, ['category', '1_2.newest']],
  ['sort suffix on a range', ['price', '~1-9.price_asc'], { price: { min: 1, max: 9, includeNulls: true }, order: 'price_asc' }, ['price', '~1-9.price_asc']],
  ['a dotted q keeps its dot (q/harry.potter)', ['q', 'harry.potter'], { q: 'harry.potter' }, ['q', 'harry.potter']],
  ['an unknown sort name stays part of the value', ['q', 'harry.cheapest'], { q: 'harry.cheapest' }, ['q', 'harry.cheapest']],
  ['only the last dot is a sort suffix', ['q', 'v1.2.restocked'], { q: 'v1.2', order: 'restocked' }, ['q', 'v1.2.restocked']],
  ['a suffix on an earlier segment is not a sort', ['q', 'a.new', 'category', '1'], { q: 'a.new', categories: [1] }, ['q', 'a.new', 'category', '1']],
  ['a sort alone is the segment ".sort"', ['.rating-desc'], { order: 'rating-desc' }, ['.rating-desc']],
  ['a sort on a lone token keeps the sort', ['series.oldest'], { order: 'oldest' }, ['.oldest']],
  ['a sort after a dropped value keeps the sort', ['q', '.new'], { order: 'new' }, ['.new']],
  // decision: a bare trailing "." is an empty suffix, "no sort", so dotted values stay writable
  ['q "a.new" without a sort is written with a trailing dot', ['q', 'a.new.'], { q: 'a.new' }, ['q', 'a.new.']],
  ['"a.new" without that dot is q "a" sorted by new', ['q', 'a.new'], { q: 'a', order: 'new' }, ['q', 'a.new']],
  ['q "a." is written "a.."', ['q', 'a..'], { q: 'a.' }, ['q', 'a..']],
  ['a needless trailing dot is removed', ['q', 'harry.'], { q: 'harry' }, ['q', 'harry']],
  // docs/product.md#range-filters: ranges: min-max, ~ when nulls are included, dropped when min > max or a bound is missing or non-numeric
  ['~ includes books without a value', ['year', '~1990-2000'], { year: { min: 1990, max: 2000, includeNulls: true } }, ['year', '~1990-2000']],
  ['min equal to max is a range', ['year', '1990-1990'], { year: { min: 1990, max: 1990 } }, ['year', '1990-1990']],
  ['min greater than max is dropped', ['year', '2000-1990'], {}, []],
  ['a missing max is dropped', ['price', '100-'], {}, []],
  ['a missing min is dropped', ['price', '-500'], {}, []],
  ['non-numeric bounds are dropped', ['price', 'a-b'], {}, []],
  ['decimal bounds are dropped (prices are whole units)', ['price', '10.5-20'], {}, []],
  ['a year past 9999 is dropped', ['year', '1990-10000'], {}, []],
  ['~ without bounds is dropped', ['price', '~'], {}, []],
  // docs/product.md#list-filters, docs/product.md#constants-separators: numeric lists sorted ascending, joined with underscore, non-numeric items dropped
  ['a list is sorted ascending', ['category', '10_2_33'], { categories: [2, 10, 33] }, ['category', '2_10_33']],
  ['non-numeric items are dropped', ['language', '1_x_3_'], { language: [1, 3] }, ['language', '1_3']],
  ['a list of only non-numeric items is dropped', ['binding', 'x_y'], {}, []],
  ['repeated ids appear once', ['condition', '2_2_1'], { conditions: [1, 2] }, ['condition', '1_2']],
  ['signed and decimal ids are not ids', ['instock', '-1_+2_1e3_0'], { instock: [0] }, ['instock', '0']],
  ['leading zeros are read as the number', ['author', '007'], { authors: [7] }, ['author', '7']],
  // docs/product.md#filter-value-shapes, docs/product.md#user-filter: user accepted only if 8-9 letters or digits
  ['a 9-character user', ['user', 'ABCdef789'], { user: 'ABCdef789' }, ['user', 'ABCdef789']],
  ['a 7-character user is dropped', ['user', 'abc1234'], {}, []],
  ['a 10-character user is dropped', ['user', 'abcd123456'], {}, []],
  ['a user with a dash is dropped', ['user', 'abc-12345'], {}, []],
  ['a user with diacritics is dropped', ['user', 'ábcdefgh'], {}, []],
  // docs/product.md#filter-value-shapes: page and mother are numbers; page 1 is the default and omitted
  ['page 1 is omitted', ['page', '1'], {}, []],
  ['page 0 is dropped', ['page', '0'], {}, []],
  ['mother 0 is not an id', ['mother', '0'], {}, []],
  // docs/product.md#filter-value-shapes: publishers: a list of strings, base64 in the URL
  [
    'publishers with Czech diacritics, sorted',
    ['publisher', b64(['Nakladatelství Lidové noviny', 'Albatros', 'Žluťoučký kůň'])],
    { publishers: ['Albatros', 'Nakladatelství Lidové noviny', 'Žluťoučký kůň'] },
    ['publisher', b64(['Albatros', 'Nakladatelství Lidové noviny', 'Žluťoučký kůň'])],
  ],
  ['a publisher name may hold "_" and "."', ['publisher', b64(['A_B', 'C.new'])], { publishers: ['A_B', 'C.new'] }, ['publisher', b64(['A_B', 'C.new'])]],
  ['standard base64 with padding is accepted and made url-safe', ['publisher', Buffer.from('["ÿ?>"]').toString('base64')], { publishers: ['ÿ?>'] }, ['publisher', b64(['ÿ?>'])]],
  // decision: duplicates: the last valid pair wins; empty values are dropped
  ['a repeated name: the last wins', ['q', 'a', 'q', 'b'], { q: 'b' }, ['q', 'b']],
  ['a repeated list is not merged', ['category', '1', 'category', '2'], { categories: [2] }, ['category', '2']],
  ['an invalid repeat does not erase a valid value', ['category', '1', 'category', 'x'], { categories: [1] }, ['category', '1']],
  ['a later page 1 replaces an earlier page', ['page', '3', 'page', '1'], {}, []],
  ['a repeated edge-type name: the last wins', ['series', 'a', 'series', 'b'], { edges: { series: 'b' } }, ['series', 'b']],
  ['an empty q is dropped', ['q', ''], {}, []],
  ['a blank q is dropped', ['q', '   '], {}, []],
  ['an empty list is dropped', ['category', ''], {}, []],
  ['an empty name drops its pair', ['', 'x', 'q', 'y'], { q: 'y' }, ['q', 'y']],
  // decision: text is NFC with whitespace collapsed
  ['whitespace in q is collapsed and trimmed', ['q', '  harry \t potter '], { q: 'harry potter' }, ['q', 'harry potter']],
  ['decomposed diacritics are composed', ['q', 'S\u030Ctepa\u0301nova\u0301'], { q: 'Štepánová' }, ['q', 'Štepánová']],
  // decision: edge-type names are lowercase identifiers, never a filter name or alias
  ['an edge-type name with capitals is dropped', ['Series', 'x'], {}, []],
  ['"order" is not an edge-type name (the sort is a suffix)', ['order', 'new'], {}, []],
  // decision: the filter-object names and book_state are accepted as aliases
  ['categories is read as category', ['categories', '1'], { categories: [1] }, ['category', '1']],
  ['book_state is read as condition', ['book_state', '2'], { conditions: [2] }, ['condition', '2']],
];

describe('decodeListingPath: the spec, sentence by sentence', () => {
  it.each(rows)('%s', (_title, input, filters, canonical) => {
    const decoded = decodeListingPath(input);
    expect(decoded.filters).toEqual(filters);
    expect(decoded.canonical).toEqual(canonical);
    const given = input === undefined ? [] : typeof input === 'string' ? [input] : input;
    expect(decoded.isCanonical).toBe(JSON.stringify(given) === JSON.stringify(canonical));
  });

  it.each(SORTS)('knows the sort order %s', (sort) => {
    expect(decodeListingPath(['q', `x.${sort}`]).filters).toEqual({ q: 'x', order: sort });
    expect(decodeListingPath([`.${sort}`]).canonical).toEqual([`.${sort}`]);
  });
});
