/**
 * The codec's laws, over generated inputs:
 * - for any filters x: decode(encode(x)).filters = normalize(x), and encode(x) is canonical;
 * - for any segments u (junk included): encode(decode(u).filters) = decode(u).canonical, and
 *   canonical is a fixed point (decoding it gives the same filters and itself);
 * - decoding never throws; every canonical path fits the path limits and survives a real URL.
 */
import fc from 'fast-check';
import { normalizeListingFilters, type ListingFilters } from '@/contracts/listing-filters';
import { listingFiltersSchema } from '@/contracts/listing-filters.schema';
import { decodeListingPath } from './decodeListingPath';
import { encodeListingPath } from './encodeListingPath';
import { listingPathToString, splitListingPath } from './listingPath';
import { PATH_LIMITS } from './pathLimits';
import { anyFilters, junkSegments, propertyRuns, validFilters } from './testArbitraries';

const RUNS = propertyRuns(500);

function expectWellFormedPath(segments: string[]): void {
  expect(segments.length).toBeLessThanOrEqual(PATH_LIMITS.maxSegments);
  for (const segment of segments) {
    expect(segment.length).toBeGreaterThan(0);
    expect(segment.length).toBeLessThanOrEqual(PATH_LIMITS.maxSegmentLength);
    expect(['.', '..']).not.toContain(segment); // a browser would remove a dot-segment
  }
}

function expectRoundTrip(x: ListingFilters): void {
  const segments = encodeListingPath(x);
  const decoded = decodeListingPath(segments);
  expect(decoded.filters).toEqual(normalizeListingFilters(x));
  expect(decoded.canonical).toEqual(segments);
  expect(decoded.isCanonical).toBe(true);
  expectWellFormedPath(segments);
}

describe('encode then decode', () => {
  it('gives back the normalized filters for arbitrary (dirty) filters', () => {
    fc.assert(fc.property(anyFilters, expectRoundTrip), RUNS);
  });

  it('gives back the normalized filters for valid filters, losing no field', () => {
    fc.assert(
      fc.property(validFilters, (x) => {
        expectRoundTrip(x);
        expect(Object.keys(normalizeListingFilters(x)).sort()).toEqual(Object.keys(x).sort());
      }),
      RUNS,
    );
  });

  it('normalizes to something the schema accepts, and normalizing twice changes nothing', () => {
    fc.assert(
      fc.property(anyFilters, (x) => {
        const normalized = normalizeListingFilters(x);
        expect(listingFiltersSchema.safeParse(normalized).success).toBe(true);
        expect(normalizeListingFilters(normalized)).toEqual(normalized);
      }),
      RUNS,
    );
  });

  it('survives a real URL: percent-encoding, the WHATWG parser and splitting again', () => {
    fc.assert(
      fc.property(fc.oneof(anyFilters, validFilters), (x) => {
        const segments = encodeListingPath(x);
        const { pathname } = new URL(listingPathToString(segments), 'https://www.example.cz');
        expect(pathname).toBe(listingPathToString(segments));
        expect(splitListingPath(pathname)).toEqual(segments);
      }),
      RUNS,
    );
  });
});

describe('decode of arbitrary segments', () => {
  it('never throws, and its canonical path is the encoding of its filters', () => {
    fc.assert(
      fc.property(junkSegments, (u) => {
        const decoded = decodeListingPath(u);
        expect(encodeListingPath(decoded.filters)).toEqual(decoded.canonical);
        expect(listingFiltersSchema.safeParse(decoded.filters).success).toBe(true);
        expectWellFormedPath(decoded.canonical);
      }),
      propertyRuns(1000),
    );
  });

  it('is idempotent: the canonical path decodes to the same filters and to itself', () => {
    fc.assert(
      fc.property(junkSegments, (u) => {
        const first = decodeListingPath(u);
        const second = decodeListingPath(first.canonical);
        expect(second.canonical).toEqual(first.canonical);
        expect(second.filters).toEqual(first.filters);
        expect(second.isCanonical).toBe(true);
      }),
      propertyRuns(1000),
    );
  });

  it('reports isCanonical exactly when the input equals its canonical path', () => {
    fc.assert(
      fc.property(junkSegments, (u) => {
        const decoded = decodeListingPath(u);
        expect(decoded.isCanonical).toBe(JSON.stringify(u) === JSON.stringify(decoded.canonical));
      }),
      RUNS,
    );
  });

  it('never throws on anything at all', () => {
    fc.assert(
      fc.property(fc.anything(), (u) => {
        expect(() => decodeListingPath(u as never)).not.toThrow();
      }),
      RUNS,
    );
  });
});
