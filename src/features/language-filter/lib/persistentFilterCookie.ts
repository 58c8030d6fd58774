/**
 * The persistent language filter's cookie (docs/product.md#persistent-filter, #filter-cookie-validation, #constants-filter-cookie). One name, one format, read the same
 * way by getServerSideProps (Next's parsed `req.cookies`) and the browser (`document.cookie`).
 */
import { LISTING_LIMITS } from '@/contracts/listing-filters';

/** Named after the product's filter key: the persistent filter. */
export const PERSISTENT_FILTER_COOKIE = 'persistentFilter';
export const PERSISTENT_FILTER_MAX_AGE_DAYS = 400;
export const PERSISTENT_FILTER_MAX_AGE_SECONDS = PERSISTENT_FILTER_MAX_AGE_DAYS * 24 * 60 * 60;

export interface PersistentFilter {
  language?: number[];
}

/** Enough for every language the shop knows; a longer list is not something our UI writes. */
const MAX_LANGUAGES = LISTING_LIMITS.maxListItems;

function isLanguageId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= LISTING_LIMITS.maxId;
}

/** Ids de-duplicated and sorted, so equal selections give equal listing URLs and cache keys. */
export function normalizeLanguageIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A cookie value may arrive raw (document.cookie) or already URI-decoded (Next's req.cookies). */
function decodeValue(raw: string): unknown {
  const direct = parseJson(raw);
  if (direct !== undefined) return direct;
  try {
    return parseJson(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
}

/**
 * docs/product.md#filter-cookie-validation: JSON with an optional array of numbers under `language`; anything else is null.
 * "Numbers" here are language ids: positive integers. Unknown extra keys are ignored.
 */
export function parsePersistentFilter(raw: string | null | undefined): PersistentFilter | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  const value = decodeValue(raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { language } = value as { language?: unknown };
  if (language === undefined) return {};
  if (!Array.isArray(language) || language.length > MAX_LANGUAGES || !language.every(isLanguageId)) return null;
  return { language: normalizeLanguageIds(language) };
}

/** The languages a cookie holds, or null when it holds none (the caller then uses the defaults). */
export function languagesFromCookie(raw: string | null | undefined): number[] | null {
  return parsePersistentFilter(raw)?.language ?? null;
}

export function serializePersistentFilter(ids: readonly number[]): string {
  return JSON.stringify({ language: normalizeLanguageIds(ids) } satisfies PersistentFilter);
}

/** A `document.cookie` assignment: 400 days, whole site, Lax; Secure whenever the page is https. */
export function persistentFilterCookieString(ids: readonly number[], { secure }: { secure: boolean }): string {
  const value = encodeURIComponent(serializePersistentFilter(ids));
  const attributes = [`Max-Age=${PERSISTENT_FILTER_MAX_AGE_SECONDS}`, 'Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return [`${PERSISTENT_FILTER_COOKIE}=${value}`, ...attributes].join('; ');
}

/** The raw value of our cookie in a `document.cookie` string, if any. */
export function readCookie(cookieHeader: string, name = PERSISTENT_FILTER_COOKIE): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
