/**
 * Segments ↔ URL path of the listing route. The path comes from the route table (
 * docs/architecture.md#habits, no hand-written URLs), which percent-encodes each segment: `/p/q/harry%20potter.new`.
 */
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { resolvePath } from '@/routing';

const LISTING_ROUTE = 'listing';

/**
 * '/p' + '/'-joined encoded segments ('/p' alone for none). Expects canonical segments (from
 * `encodeListingPath` or `decodeListingPath().canonical`); a blank segment is a bug and throws,
 * as everywhere in the route table.
 */
export function listingPathToString(segments: readonly string[], locale: Locale = DEFAULT_LOCALE): string {
  return resolvePath(LISTING_ROUTE, locale, { filters: segments });
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return ''; // malformed escape: this token is dropped, the pairing of the others is kept
  }
}

/**
 * A raw (still percent-encoded) listing pathname → decoded segments for `decodeListingPath`, for
 * callers that hold a URL rather than Next's params (the client's asPath, the proxy). Query and
 * fragment are ignored; a path that is not under the listing route gives no segments.
 */
export function splitListingPath(pathname: string, locale: Locale = DEFAULT_LOCALE): string[] {
  const base = listingPathToString([], locale);
  const path = pathname.split(/[?#]/, 1)[0].replace(/\/$/, '');
  if (path === base || !path.startsWith(`${base}/`)) return [];
  return path.slice(base.length + 1).split('/').map(decodeSegment);
}
