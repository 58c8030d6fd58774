/**
 * The catalogue's search filters (docs/product.md#search-filters "Search filters", "Filter value shapes"; #sort-orders sort orders;
 * docs/product.md#range-filters range / numeric list / user rules; docs/product.md#constants-separators separators) as one normalized object shared by the
 * storefront (which writes it into the `/p/[[...filters]]` path) and the API (which reads it
 * from the query string). The path codec lives in `src/routing/listing`.
 *
 * Decisions (see also the codec's index.ts):
 * - Normalization is lenient and total: `normalizeListingFilters` never throws; an invalid part
 *   is dropped, the rest is kept. Its output is the canonical form: lists sorted ascending and
 *   de-duplicated, text NFC with whitespace collapsed, `page` 1 and `includeNulls: false` omitted.
 * - Price bounds are whole units of the storefront's currency (CZK on cs, EUR elsewhere), the
 *   form a visitor types and reads in a URL. Money is X100 everywhere else (docs/architecture.md#money), so
 *   the API converts with `priceRangeX100`, which also names the copy's price field to compare
 *   (`priceCzkX100` or `priceEurX100`): each copy carries both, no exchange rate is involved.
 * - book_state: docs/product.md#search-filters says "book_state (sent as conditions)" and "book_state→condition". We read it
 *   as: `book_state` is the back end's name for a copy's condition, the filter object sends it as
 *   `conditions`, and on the wire (path and query string) it is `condition`, like
 *   categories→category. The API also accepts `conditions` and `book_state` as aliases.
 * - Duplicates: a later valid value replaces an earlier one; an invalid or empty value is dropped
 *   as if it were absent (so it never erases a good one). In the API query string a repeated list
 *   key *is* the list (`category=1&category=2`), so list values are merged there.
 */
import type { z } from 'zod';
import type { currencyCode } from './catalogue';
import type { listingFiltersSchema } from './listing-filters.schema';

// ── sort orders (docs/product.md#sort-orders) ───────────────────────────────────────────────────────────────────────

export const SORTS = ['price_asc', 'price_desc', 'oldest', 'newest', 'new', 'first_stocked_at_desc', 'restocked', 'rating-desc'] as const;
export type SortName = (typeof SORTS)[number];

export function isSortName(value: unknown): value is SortName {
  return typeof value === 'string' && (SORTS as readonly string[]).includes(value);
}

// ── limits ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Every limit keeps a normalized filter small enough that each of its path segments fits the
 * codec's 512-character segment cap (sort suffix included) and all of them fit 40 segments.
 */
export const LISTING_LIMITS = {
  /** Ids are PostgreSQL `integer` columns. */
  maxId: 2_147_483_647,
  /** 40 ids × 11 characters ("2147483647_") stay under one segment. */
  maxListItems: 40,
  maxQueryLength: 256,
  maxPublisherLength: 128,
  /** UTF-8 bytes of the publishers' JSON array; base64 of 360 bytes is 480 characters. */
  maxPublishersJsonBytes: 360,
  maxEdgeValueLength: 128,
  /** 13 named filters take 26 segments of 40; the other 14 hold 7 edge-type pairs. */
  maxEdges: 7,
  maxPage: 100_000,
  /** Whole currency units; ×100 still fits an `integer` column. */
  maxPrice: 10_000_000,
  maxYear: 9999,
} as const;

export const USER_PATTERN = /^[A-Za-z0-9]{8,9}$/;
/**
 * Edge-type names become query keys `edge-type.{name}` and path segments next to a sort suffix,
 * so they are plain identifiers: no dots, no case variants of the same name.
 */
export const EDGE_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;

// ── the named filters, in the fixed path order (docs/product.md#catalogue-url) ────────────────────────────────────────

export const FILTER_FIELDS = [
  { key: 'q', name: 'q' },
  { key: 'categories', name: 'category' },
  { key: 'authors', name: 'author' },
  { key: 'publishers', name: 'publisher' },
  { key: 'language', name: 'language' },
  { key: 'binding', name: 'binding' },
  { key: 'conditions', name: 'condition' },
  { key: 'instock', name: 'instock' },
  { key: 'price', name: 'price' },
  { key: 'year', name: 'year' },
  { key: 'mother', name: 'mother' },
  { key: 'user', name: 'user' },
  { key: 'page', name: 'page' },
] as const;

export type FilterField = (typeof FILTER_FIELDS)[number];
export type FilterKey = FilterField['key'];

const ID_LIST_KEYS = ['categories', 'authors', 'language', 'binding', 'conditions', 'instock'] as const;
export type IdListKey = (typeof ID_LIST_KEYS)[number];
export function isIdListKey(key: FilterKey): key is IdListKey {
  return (ID_LIST_KEYS as readonly string[]).includes(key);
}

/** Wire name → field: the spec's names plus the filter-object names and `book_state` as aliases. */
const FIELD_BY_NAME: ReadonlyMap<string, FilterField> = new Map<string, FilterField>([
  ...FILTER_FIELDS.map((f): [string, FilterField] => [f.name, f]),
  ...FILTER_FIELDS.map((f): [string, FilterField] => [f.key, f]),
  ['book_state', FILTER_FIELDS.find((f) => f.key === 'conditions')!],
]);

export function filterFieldByName(name: string): FilterField | undefined {
  return FIELD_BY_NAME.get(name);
}

/** Names that always mean something else, so they are never generic edge-type names. */
const RESERVED_NAMES: ReadonlySet<string> = new Set([...FIELD_BY_NAME.keys(), 'order', 'edges']);

export function isEdgeName(name: unknown): name is string {
  return typeof name === 'string' && EDGE_NAME_PATTERN.test(name) && !RESERVED_NAMES.has(name);
}

// ── type ─────────────────────────────────────────────────────────────────────────────────────

/**
 * The shape of a filter object, declared by the zod schema in listing-filters.schema.ts; this
 * module imports only its type, so the storefront's codec and links load no zod (issue 17 item 8).
 */
export type ListingFilters = z.infer<typeof listingFiltersSchema>;
export type ListingRange = NonNullable<ListingFilters['price']>;

// ── value normalizers (lenient: undefined means "dropped") ──────────────────────────────────────

// eslint-disable-next-line no-control-regex -- control characters are exactly what we strip
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** "." and ".." are dot-segments: a browser would eat them from the path. */
const DOTS_ONLY = /^\.+$/;

/**
 * Free text: NFC (so "Š" typed two ways is one URL), controls and whitespace runs become one
 * space, trimmed. Dropped when empty, only dots, too long, or not well-formed UTF-16 (a lone
 * surrogate cannot be percent-encoded).
 */
export function normalizeText(value: unknown, maxLength: number): string | undefined {
  // The length guard runs first so a huge input costs nothing.
  if (typeof value !== 'string' || value.length > maxLength * 4 || LONE_SURROGATE.test(value)) return undefined;
  const text = value.normalize('NFC').replace(CONTROL_CHARS, ' ').replace(/\s+/g, ' ').trim();
  if (text === '' || text.length > maxLength || DOTS_ONLY.test(text)) return undefined;
  return text;
}

function isId(value: unknown, min = 0): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= LISTING_LIMITS.maxId;
}

/** Ids sorted ascending, de-duplicated, the smallest `maxListItems` kept; empty → dropped. */
export function normalizeIdList(value: unknown): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = [...new Set(value.filter((v) => isId(v)))].sort((a, b) => a - b).slice(0, LISTING_LIMITS.maxListItems);
  return ids.length ? ids : undefined;
}

const utf8 = new TextEncoder();

/**
 * Publishers sorted (by code unit, the same in every runtime) and de-duplicated; then the longest
 * prefix whose JSON fits `maxPublishersJsonBytes`, so the base64 form fits one path segment.
 */
export function normalizePublishers(value: unknown): string[] | undefined {
  const items = Array.isArray(value) ? value : [value];
  const names = [...new Set(items.map((v) => normalizeText(v, LISTING_LIMITS.maxPublisherLength)).filter((v): v is string => !!v))].sort(
    (a, b) => (a < b ? -1 : a > b ? 1 : 0),
  );
  const kept: string[] = [];
  let bytes = 2; // "[" and "]"
  for (const name of names) {
    const size = utf8.encode(JSON.stringify(name)).length + (kept.length ? 1 : 0);
    if (bytes + size > LISTING_LIMITS.maxPublishersJsonBytes) break;
    kept.push(name);
    bytes += size;
  }
  return kept.length ? kept : undefined;
}

/** docs/product.md#range-filters: dropped when min > max or a bound is missing or not a whole number in [0, max]. */
export function normalizeRange(value: unknown, maxBound: number): ListingRange | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { min, max, includeNulls } = value as Record<string, unknown>;
  const inBounds = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= maxBound;
  if (!inBounds(min) || !inBounds(max) || min > max) return undefined;
  // `+ 0` turns -0 into 0: the URL cannot tell them apart, so neither may the normalized object.
  const range = { min: min + 0, max: max + 0 };
  return includeNulls === true ? { ...range, includeNulls: true } : range;
}

/** Page 1 is valid here (a later "page 1" replaces an earlier "page 3"); the object omits it. */
export function normalizePage(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= LISTING_LIMITS.maxPage ? value : undefined;
}

export function normalizeEdition(value: unknown): number | undefined {
  return isId(value, 1) ? value : undefined;
}

export function normalizeUser(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : undefined;
  return text !== undefined && USER_PATTERN.test(text) ? text : undefined;
}

export function normalizeEdgeValue(value: unknown): string | undefined {
  return normalizeText(value, LISTING_LIMITS.maxEdgeValueLength);
}

/** Valid pairs only; the first `maxEdges` names in alphabetical (code unit) order are kept. */
export function normalizeEdges(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const pairs = Object.entries(value)
    .filter(([name]) => isEdgeName(name))
    .map(([name, v]) => [name, normalizeEdgeValue(v)] as const)
    .filter((pair): pair is readonly [string, string] => pair[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .slice(0, LISTING_LIMITS.maxEdges);
  return pairs.length ? Object.fromEntries(pairs) : undefined;
}

type FieldNormalizers = { [K in FilterKey]-?: (value: unknown) => ListingFilters[K] | undefined };

const FIELD_NORMALIZERS: FieldNormalizers = {
  q: (v) => normalizeText(v, LISTING_LIMITS.maxQueryLength),
  categories: normalizeIdList,
  authors: normalizeIdList,
  publishers: normalizePublishers,
  language: normalizeIdList,
  binding: normalizeIdList,
  conditions: normalizeIdList,
  instock: normalizeIdList,
  price: (v) => normalizeRange(v, LISTING_LIMITS.maxPrice),
  year: (v) => normalizeRange(v, LISTING_LIMITS.maxYear),
  mother: normalizeEdition,
  user: normalizeUser,
  page: normalizePage,
};

export function normalizeFilterValue<K extends FilterKey>(key: K, value: unknown): ListingFilters[K] | undefined {
  return FIELD_NORMALIZERS[key](value) as ListingFilters[K] | undefined;
}

/** Sets or, for undefined, leaves the key out, so normalized objects compare with toEqual. */
export function setFilter<K extends keyof ListingFilters>(target: ListingFilters, key: K, value: ListingFilters[K] | undefined): void {
  if (value !== undefined) target[key] = value;
}

/**
 * The objects normalizeListingFilters made. They are frozen (with the arrays and ranges in them),
 * so one given back to it is still canonical and is returned as it is: a listing computes a
 * target per facet value, and each target was normalized by its edit and again by the URL codec.
 */
const NORMALIZED = new WeakSet<object>();

function freezeNormalized(filters: ListingFilters): ListingFilters {
  for (const value of Object.values(filters)) if (typeof value === 'object') Object.freeze(value);
  NORMALIZED.add(Object.freeze(filters));
  return filters;
}

/** The canonical filter object; never throws, whatever it is given. Frozen: an edit makes a new one. */
export function normalizeListingFilters(input: unknown): ListingFilters {
  if (typeof input !== 'object' || input === null) return {};
  if (NORMALIZED.has(input)) return input as ListingFilters;
  const raw = input as Record<string, unknown>;
  return assembleNormalized((key) => normalizeFilterValue(key, raw[key]), normalizeSort(raw.order), normalizeEdges(raw.edges));
}

const normalizeSort = (value: unknown): SortName | undefined => (isSortName(value) ? value : undefined);

/**
 * The canonical object from normalized parts: the named filters in the fixed path order, page 1
 * left out, then the sort and the edges; frozen and recognized. Normalizing and editing both end
 * here, so an edit's keys come in the same order as a normalization's.
 */
function assembleNormalized(
  field: (key: FilterKey) => ListingFilters[FilterKey] | undefined, order: SortName | undefined, edges: ListingFilters['edges'] | undefined,
): ListingFilters {
  const filters: ListingFilters = {};
  for (const { key } of FILTER_FIELDS) setFilter(filters, key, field(key));
  if (filters.page === 1) delete filters.page;
  setFilter(filters, 'order', order);
  setFilter(filters, 'edges', edges);
  return freezeNormalized(filters);
}

/** Fields an edit may change; `undefined` removes one (`page: undefined` is "back to page 1"). */
export type ListingFiltersChanges = { [K in keyof ListingFilters]?: unknown };

/**
 * `normalizeListingFilters({ ...filters, ...changes })`, with the same result (keys in the same
 * order). Given a normalized object, only the changed fields are normalized again: the fields are
 * independent of one another and a normalized field is its own normal form, so the others are
 * kept as they are. A listing makes an edit for every facet value it links (issue 18 item 2).
 */
export function editListingFilters(filters: ListingFilters, changes: ListingFiltersChanges): ListingFilters {
  if (!NORMALIZED.has(filters)) return normalizeListingFilters({ ...filters, ...changes });
  return assembleNormalized(
    (key) => (key in changes ? normalizeFilterValue(key, changes[key]) : filters[key]),
    'order' in changes ? normalizeSort(changes.order) : filters.order,
    'edges' in changes ? normalizeEdges(changes.edges) : filters.edges,
  );
}

// ── text forms shared by the path and the query string (docs/product.md#list-filters, #constants-separators) ────────────────────────────

export const LIST_SEPARATOR = '_';
export const RANGE_SEPARATOR = '-';
export const INCLUDE_NULLS_MARK = '~';

const DIGITS = /^\d{1,10}$/;
const RANGE_TEXT = /^(~?)(\d{1,10})-(\d{1,10})$/;

/** Digits only: signs, decimals, exponents and blanks are not whole ids. */
export function parseWholeNumber(text: string): number | undefined {
  const t = text.trim();
  return DIGITS.test(t) ? Number(t) : undefined;
}

/** "3_1_x_3" → [1, 3]: non-numeric items dropped (docs/product.md#list-filters). */
export function parseIdList(text: string): number[] | undefined {
  return normalizeIdList(text.split(LIST_SEPARATOR).map(parseWholeNumber));
}

export function formatIdList(ids: readonly number[]): string {
  return ids.join(LIST_SEPARATOR);
}

/** "~10-20" → {min: 10, max: 20, includeNulls: true}; only the raw shape is checked here. */
export function parseRangeText(text: string): { min: number; max: number; includeNulls: boolean } | undefined {
  const m = RANGE_TEXT.exec(text.trim());
  return m ? { min: Number(m[2]), max: Number(m[3]), includeNulls: m[1] === INCLUDE_NULLS_MARK } : undefined;
}

export function formatRange(range: ListingRange): string {
  return `${range.includeNulls ? INCLUDE_NULLS_MARK : ''}${range.min}${RANGE_SEPARATOR}${range.max}`;
}

export type TextFilterKey = Exclude<FilterKey, 'publishers'>;

/** One wire value → normalized field value. Publishers are excluded: each transport has its own form. */
export function parseFilterText<K extends TextFilterKey>(key: K, text: string): ListingFilters[K] | undefined {
  const k: TextFilterKey = key;
  let raw: unknown;
  if (k === 'q' || k === 'user') raw = text;
  else if (k === 'price' || k === 'year') raw = parseRangeText(text);
  else if (k === 'mother' || k === 'page') raw = parseWholeNumber(text);
  else raw = parseIdList(text);
  return normalizeFilterValue(key, raw);
}

export function formatFilterText<K extends TextFilterKey>(key: K, value: NonNullable<ListingFilters[K]>): string {
  const v: unknown = value;
  if (Array.isArray(v)) return formatIdList(v as number[]);
  if (typeof v === 'object' && v !== null) return formatRange(v as ListingRange);
  return String(v);
}

// ── API query string ────────────────────────────────────────────────────────────────────────────

export const EDGE_QUERY_PREFIX = 'edge-type.';

/** Lists are arrays: the HTTP client repeats the key (`category=1&category=5`). */
export type ListingApiQuery = Record<string, string | string[]>;

export function toApiQuery(input: ListingFilters): ListingApiQuery {
  const filters = normalizeListingFilters(input);
  const query: ListingApiQuery = {};
  for (const { key, name } of FILTER_FIELDS) {
    const value = filters[key];
    if (value === undefined) continue;
    if (key === 'publishers') query[name] = [...(value as string[])];
    else if (isIdListKey(key)) query[name] = (value as number[]).map(String);
    else query[name] = formatFilterText(key, value as NonNullable<ListingFilters[typeof key]>);
  }
  if (filters.order) query.order = filters.order;
  for (const [name, value] of Object.entries(filters.edges ?? {})) query[EDGE_QUERY_PREFIX + name] = value;
  return query;
}

function queryEntries(query: unknown): Array<[string, string]> {
  if (typeof URLSearchParams !== 'undefined' && query instanceof URLSearchParams) return [...query.entries()];
  if (typeof query !== 'object' || query === null) return [];
  const entries: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string') entries.push([key, item]);
  }
  return entries;
}

/**
 * The server's reading of the query string (a plain record, e.g. Hono's `c.req.queries()`, or
 * URLSearchParams). Lenient: unknown keys and invalid values are dropped; never throws. Accepts
 * `name[]` keys (axios' default array form) and `_`-joined id lists as well as repeated keys.
 */
export function fromApiQuery(query: unknown): ListingFilters {
  try {
    const draft: Record<string, unknown> = {};
    const ids: Partial<Record<IdListKey, number[]>> = {};
    const publishers: string[] = [];
    const edges: Record<string, string> = {};
    for (const [rawKey, value] of queryEntries(query)) {
      const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
      if (key.startsWith(EDGE_QUERY_PREFIX)) {
        const name = key.slice(EDGE_QUERY_PREFIX.length);
        const edgeValue = normalizeEdgeValue(value);
        if (isEdgeName(name) && edgeValue !== undefined) edges[name] = edgeValue;
        continue;
      }
      if (key === 'order') {
        if (isSortName(value)) draft.order = value;
        continue;
      }
      const field = filterFieldByName(key);
      if (!field) continue;
      const fieldKey = field.key;
      if (fieldKey === 'publishers') publishers.push(value);
      else if (isIdListKey(fieldKey)) (ids[fieldKey] ??= []).push(...(parseIdList(value) ?? []));
      else {
        const parsed = parseFilterText(fieldKey, value);
        if (parsed !== undefined) draft[fieldKey] = parsed;
      }
    }
    return normalizeListingFilters({ ...draft, ...ids, publishers, edges });
  } catch {
    return {}; // a hostile object (throwing getters, proxies) reads as "no filters"
  }
}

// ── price in hundredths for the API ─────────────────────────────────────────────────────────────

export type Currency = z.infer<typeof currencyCode>;

/** Each copy carries both prices (docs/product.md#copy-fields Book); the storefront currency picks which one to compare. */
export const PRICE_FIELD_BY_CURRENCY = { CZK: 'priceCzkX100', EUR: 'priceEurX100' } as const satisfies Record<Currency, string>;

export interface PriceRangeX100 {
  currency: Currency;
  field: (typeof PRICE_FIELD_BY_CURRENCY)[Currency];
  minX100: number;
  /** Inclusive: "100-500" means 100.00 to 500.00. */
  maxX100: number;
  includeNulls: boolean;
}

export function priceRangeX100(range: ListingRange, currency: Currency): PriceRangeX100 {
  return {
    currency,
    field: PRICE_FIELD_BY_CURRENCY[currency],
    minX100: range.min * 100,
    maxX100: range.max * 100,
    includeNulls: range.includeNulls === true,
  };
}

/** A facet bound in hundredths → a URL bound that still covers it (min rounds down, max up). */
export function priceBoundFromX100(x100: number, rounding: 'down' | 'up'): number {
  const whole = rounding === 'down' ? Math.floor(x100 / 100) : Math.ceil(x100 / 100);
  return Math.min(Math.max(whole, 0), LISTING_LIMITS.maxPrice);
}
