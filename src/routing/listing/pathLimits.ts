/**
 * Guards against hostile paths: anything past these is dropped before any parsing work is done.
 * Normalized filters always fit (see LISTING_LIMITS in the contract), so a canonical path never
 * hits them.
 */
export const PATH_LIMITS = {
  /** Characters of one decoded segment, sort suffix included. */
  maxSegmentLength: 512,
  /** Segments read from a path; 13 named pairs + 7 edge-type pairs = 40. */
  maxSegments: 40,
} as const;
