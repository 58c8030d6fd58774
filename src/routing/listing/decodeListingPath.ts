/**
 * Segments of `/p/[[...filters]]` → filters, plus the canonical segments the page should 308 to
 * when they differ from what it was given. Never throws.
 *
 * Segments are *decoded* strings: Next's `params.filters` (or `splitListingPath` for a raw path).
 * The path is read as positional name/value pairs; a lone last token (an odd count) is ignored.
 * A known name takes its value through the contract's rules; any other name that is a valid
 * edge-type identifier becomes a generic edge-type filter; everything else is dropped. A pair
 * whose value is empty or invalid is dropped as if absent; a later valid pair of the same name
 * replaces an earlier one.
 */
import {
  filterFieldByName,
  isEdgeName,
  normalizeEdgeValue,
  normalizeListingFilters,
  parseFilterText,
  setFilter,
  type ListingFilters,
} from '@/contracts/listing-filters';
import { encodeListingPath } from './encodeListingPath';
import { PATH_LIMITS } from './pathLimits';
import { decodePublishersSegment } from './publishersSegment';
import { splitSortSuffix } from './sortSuffix';

export interface DecodedListingPath {
  filters: ListingFilters;
  canonical: string[];
  /** True when the input already is the canonical path (no redirect needed). */
  isCanonical: boolean;
}

export type ListingPathInput = readonly unknown[] | string | undefined | null;

/** An oversized or non-string segment becomes "" so the pairing of the others is unchanged. */
function readSegment(value: unknown): string {
  return typeof value === 'string' && value.length <= PATH_LIMITS.maxSegmentLength ? value : '';
}

export function decodeListingPath(input: ListingPathInput): DecodedListingPath {
  const list: readonly unknown[] = Array.isArray(input) ? input : typeof input === 'string' ? [input] : [];
  const filters = decodeFilters(list);
  const canonical = encodeListingPath(filters);
  const isCanonical = list.length === canonical.length && canonical.every((segment, i) => segment === list[i]);
  return { filters, canonical, isCanonical };
}

function decodeFilters(list: readonly unknown[]): ListingFilters {
  if (list.length === 0) return {};
  // The sort lives on the real last segment, even when the path is longer than we read.
  const { segment: lastWithoutSort, order } = splitSortSuffix(readSegment(list[list.length - 1]));
  const count = Math.min(list.length, PATH_LIMITS.maxSegments);
  const tokens = Array.from({ length: count }, (_, i) => (i === list.length - 1 ? lastWithoutSort : readSegment(list[i])));

  const draft: ListingFilters = {};
  const edges: Record<string, string> = {};
  for (let i = 0; i + 1 < tokens.length; i += 2) {
    const [name, text] = [tokens[i], tokens[i + 1]];
    const field = filterFieldByName(name);
    if (field) {
      const key = field.key;
      setFilter(draft, key, key === 'publishers' ? decodePublishersSegment(text) : parseFilterText(key, text));
    } else if (isEdgeName(name)) {
      const value = normalizeEdgeValue(text);
      if (value !== undefined) edges[name] = value;
    }
  }
  return normalizeListingFilters({ ...draft, edges, order });
}
