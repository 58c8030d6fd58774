/**
 * Publishers in the path (docs/product.md#filter-value-shapes: "list of strings, base64-encoded in the URL"): url-safe base64
 * of the UTF-8 JSON array. JSON rather than `_`-joined names because a publisher name may contain
 * any character, `_` included; UTF-8 so Czech diacritics round-trip; url-safe so the segment needs
 * no percent-encoding and never contains the `.` of a sort suffix.
 */
import { normalizePublishers } from '@/contracts/listing-filters';
import { decodeBase64Url, encodeBase64Url } from './base64url';

const utf8Encoder = new TextEncoder();

export function encodePublishersSegment(publishers: readonly string[]): string {
  return encodeBase64Url(utf8Encoder.encode(JSON.stringify(publishers)));
}

/**
 * Normalized publishers, or undefined for bad base64, bad UTF-8, bad JSON or no usable name.
 * A single JSON string is read as a one-item list.
 */
export function decodePublishersSegment(segment: string): string[] | undefined {
  const bytes = decodeBase64Url(segment.trim());
  if (!bytes) return undefined;
  try {
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return normalizePublishers(json);
  } catch {
    return undefined; // invalid UTF-8 or JSON: the pair is dropped
  }
}
