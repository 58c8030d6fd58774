/**
 * Malformed input never throws: the bad part is dropped and `canonical` is where the page
 * redirects. Raw-path rows go through splitListingPath, the only place percent-encoding is seen.
 */
import type { ListingFilters } from '@/contracts/listing-filters';
import { decodeListingPath } from './decodeListingPath';
import { splitListingPath } from './listingPath';
import { PATH_LIMITS } from './pathLimits';

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64url');
const bytes64 = (bytes: number[]) => Buffer.from(bytes).toString('base64url');
const huge = 'x'.repeat(10_000);

type Row = [title: string, input: unknown[], filters: ListingFilters, canonical: string[]];

const rows: Row[] = [
  // bad base64 / UTF-8 / JSON in publisher
  ['publisher: characters outside base64', ['publisher', '!!!', 'q', 'x'], { q: 'x' }, ['q', 'x']],
  ['publisher: impossible base64 length', ['publisher', 'AAAAA'], {}, []],
  ['publisher: base64 of plain text, not JSON', ['publisher', b64('Albatros')], {}, []],
  ['publisher: a plain name instead of base64', ['publisher', 'Albatros'], {}, []],
  ['publisher: JSON object', ['publisher', b64({ a: 'b' })], {}, []],
  ['publisher: JSON of non-strings drops them', ['publisher', b64([1, null, 'Argo', {}])], { publishers: ['Argo'] }, ['publisher', b64(['Argo'])]],
  ['publisher: a JSON string is a one-item list', ['publisher', b64('"Argo"')], { publishers: ['Argo'] }, ['publisher', b64(['Argo'])]],
  ['publisher: invalid UTF-8', ['publisher', bytes64([0x5b, 0x22, 0xff, 0x22, 0x5d])], {}, []],
  ['publisher: blank names only', ['publisher', b64(['', '  '])], {}, []],
  ['publisher: "=" inside the text', ['publisher', 'W=yJB'], {}, []],
  // huge and numerous segments
  ['a 10 000-character value is dropped', ['q', huge, 'category', '1'], { categories: [1] }, ['category', '1']],
  ['a 10 000-character name is dropped with its value', [huge, 'x', 'q', 'y'], { q: 'y' }, ['q', 'y']],
  ['a 10 000-character last segment loses its sort too', ['q', 'a', 'category', `${huge}.new`], { q: 'a' }, ['q', 'a']],
  [`a segment of exactly ${PATH_LIMITS.maxSegmentLength} characters is read`, ['category', `${'_'.repeat(PATH_LIMITS.maxSegmentLength - 1)}7`], { categories: [7] }, ['category', '7']],
  [`a segment of ${PATH_LIMITS.maxSegmentLength + 1} characters is not`, ['category', `${'_'.repeat(PATH_LIMITS.maxSegmentLength)}7`], {}, []],
  ['an edge-type value over 128 characters is dropped', ['labels', 'a'.repeat(129)], {}, []],
  ['a numeric list of 100 ids keeps the 40 smallest', ['category', Array.from({ length: 100 }, (_, i) => 100 - i).join('_')], { categories: Array.from({ length: 40 }, (_, i) => i + 1) }, ['category', Array.from({ length: 40 }, (_, i) => i + 1).join('_')]],
  // odd generic tokens
  ['three generic tokens: the last is ignored', ['alpha', '1', 'beta'], { edges: { alpha: '1' } }, ['alpha', '1']],
  ['odd tokens with a sort on the lone one', ['alpha', '1', 'beta.price_asc'], { edges: { alpha: '1' }, order: 'price_asc' }, ['alpha', '1.price_asc']],
  // ranges
  ['min > max with ~', ['price', '~500-100'], {}, []],
  ['a double ~', ['price', '~~1-2'], {}, []],
  ['three bounds', ['year', '1-2-3'], {}, []],
  ['spaces inside a range', ['year', '1 - 2'], {}, []],
  ['surrounding spaces around a range are trimmed', ['year', ' 1-2 '], { year: { min: 1, max: 2 } }, ['year', '1-2']],
  ['a price over the cap', ['price', '0-10000001'], {}, []],
  ['a range bound of 11 digits', ['price', '0-12345678901'], {}, []],
  // sort suffix
  ['.unknownsort stays in q', ['q', 'x.unknownsort'], { q: 'x.unknownsort' }, ['q', 'x.unknownsort']],
  ['.unknownsort on a list drops the list', ['category', '1.unknownsort'], {}, []],
  ['a sort name in another case is unknown', ['q', 'x.NEW'], { q: 'x.NEW' }, ['q', 'x.NEW']],
  ['two sort suffixes: the last counts, the first is text', ['q', 'x.new.price_asc'], { q: 'x.new', order: 'price_asc' }, ['q', 'x.new.price_asc']],
  ['a lone dot is an empty path', ['.'], {}, []],
  // dotted q values
  ['q "a.b.c"', ['q', 'a.b.c'], { q: 'a.b.c' }, ['q', 'a.b.c']],
  ['q of three dots is dropped (only dots)', ['q', '...'], {}, []],
  ['q ".." (which would read as "." ) is dropped', ['q', '..'], {}, []],
  ['q ".new." is ".new"', ['q', '.new.'], { q: '.new' }, ['q', '.new.']],
  ['q "a. .": the escape dot is removed, the text trimmed', ['q', 'a. .'], { q: 'a.' }, ['q', 'a..']],
  ['q "a.new" before another filter needs no escape', ['q', 'a.new', 'page', '2'], { q: 'a.new', page: 2 }, ['q', 'a.new', 'page', '2']],
  // NaN and other numbers that are not
  ['page NaN', ['page', 'NaN'], {}, []],
  ['mother Infinity', ['mother', 'Infinity'], {}, []],
  ['price NaN-5', ['price', 'NaN-5'], {}, []],
  ['category NaN, exponent, hex', ['category', 'NaN_1e3_0x10_12'], { categories: [12] }, ['category', '12']],
  ['an id beyond the integer column', ['category', '2147483648_2147483647'], { categories: [2147483647] }, ['category', '2147483647']],
  ['page beyond the cap', ['page', '100001'], {}, []],
  // other junk
  ['non-string segments are empty tokens', [1, null, 'q', 'x', {}, 'y'], { q: 'x' }, ['q', 'x']],
  ['a lone surrogate in q', ['q', 'a\uD800b'], {}, []],
  ['control characters in q become spaces', ['q', 'a\u0000b\nc'], { q: 'a b c' }, ['q', 'a b c']],
  ['an edge-type name with a dot', ['se.ries', 'x'], {}, []],
  ['an edge-type name that is only "_"-led', ['_x', 'y'], {}, []],
  [
    'more than 7 edge-type pairs keep the first 7 names alphabetically',
    ['i', '1', 'h', '1', 'g', '1', 'f', '1', 'e', '1', 'd', '1', 'c', '1', 'b', '1', 'a', '1'],
    { edges: { a: '1', b: '1', c: '1', d: '1', e: '1', f: '1', g: '1' } },
    ['a', '1', 'b', '1', 'c', '1', 'd', '1', 'e', '1', 'f', '1', 'g', '1'],
  ],
];

describe('decodeListingPath: malformed input is dropped, never thrown', () => {
  it.each(rows)('%s', (_title, input, filters, canonical) => {
    const decoded = decodeListingPath(input);
    expect(decoded.filters).toEqual(filters);
    expect(decoded.canonical).toEqual(canonical);
  });

  it('reads only the first 40 of 1000 segments, the sort from the real last one', () => {
    const segments = Array.from({ length: 1000 }, (_, i) => (i % 2 === 0 ? 'category' : String(i)));
    segments[999] = '999.new';
    const decoded = decodeListingPath(segments);
    // Pairs (category, 1) … (category, 39): the last pair read wins.
    expect(decoded.filters).toEqual({ categories: [39], order: 'new' });
    expect(decoded.canonical).toEqual(['category', '39.new']);
  });

  it('stays fast on 1000 segments of 10 000 characters', () => {
    const started = Date.now();
    const decoded = decodeListingPath(Array.from({ length: 1000 }, () => huge));
    expect(decoded.canonical).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('takes a single string (Next gives one for a catch-all of length 1 in some callers)', () => {
    expect(decodeListingPath('.new').filters).toEqual({ order: 'new' });
    expect(decodeListingPath('q').filters).toEqual({});
  });

  it('takes things that are not segments at all', () => {
    for (const junk of [null, undefined, 42, {}, { length: 3 }, () => 1]) {
      expect(decodeListingPath(junk as never)).toEqual({ filters: {}, canonical: [], isCanonical: true });
    }
  });
});

describe('splitListingPath: bad percent-encoding drops the token, keeps the pairing', () => {
  it.each<[string, string, string[], ListingFilters]>([
    ['a lone %', '/p/q/100%/category/1', ['q', '', 'category', '1'], { categories: [1] }],
    ['a truncated escape', '/p/q/%E0%A4%A/category/1', ['q', '', 'category', '1'], { categories: [1] }],
    ['an escape of invalid UTF-8', '/p/q/%C3%28/category/1', ['q', '', 'category', '1'], { categories: [1] }],
    ['a bad escape in a name', '/p/%ZZ/x/q/y', ['', 'x', 'q', 'y'], { q: 'y' }],
    ['an encoded slash', '/p/q/AC%2FDC', ['q', 'AC/DC'], { q: 'AC/DC' }],
    ['an encoded sort dot', '/p/q/harry%2Enew', ['q', 'harry.new'], { q: 'harry', order: 'new' }],
    ['empty segments stay as empty tokens', '/p/q//category/1', ['q', '', 'category', '1'], { categories: [1] }],
    ['query and fragment are ignored', '/p/q/x?page=2#top', ['q', 'x'], { q: 'x' }],
    ['a trailing slash is ignored', '/p/q/x/', ['q', 'x'], { q: 'x' }],
    ['the bare listing', '/p', [], {}],
    ['another route gives nothing', '/pp/q/x', [], {}],
  ])('%s', (_title, path, segments, filters) => {
    expect(splitListingPath(path)).toEqual(segments);
    expect(decodeListingPath(splitListingPath(path)).filters).toEqual(filters);
  });
});
