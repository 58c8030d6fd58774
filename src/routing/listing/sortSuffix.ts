/**
 * The sort suffix (docs/product.md#catalogue-url): ".sortname" on the last segment, counted only for a known sort name,
 * so "q/harry.potter" keeps q = "harry.potter".
 *
 * One more rule makes every value representable: a last segment ending in a bare "." has an
 * empty suffix, which means "no sort", and the dot is removed. The encoder adds that dot only
 * when a value would otherwise be misread: q = "a.new" without a sort is written "a.new.", and
 * q = "a." is written "a..".
 */
import { isSortName, type SortName } from '@/contracts/listing-filters';

export interface SplitSegment {
  segment: string;
  order?: SortName;
}

export function splitSortSuffix(segment: string): SplitSegment {
  const dot = segment.lastIndexOf('.');
  if (dot < 0) return { segment };
  const suffix = segment.slice(dot + 1);
  if (suffix === '') return { segment: segment.slice(0, dot) };
  if (isSortName(suffix)) return { segment: segment.slice(0, dot), order: suffix };
  return { segment };
}

export function appendSortSuffix(segment: string, order?: SortName): string {
  if (order) return `${segment}.${order}`;
  const wouldBeMisread = splitSortSuffix(segment).segment !== segment;
  return wouldBeMisread ? `${segment}.` : segment;
}
