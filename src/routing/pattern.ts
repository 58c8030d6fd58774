/**
 * Path patterns in Next's own page syntax ('/g/[id]/b/[copyId]', '/p/[[...filters]]'), so a
 * route's `page` is literally its file under pages/ and localized paths read the same way.
 * Parsing, filling and matching live here; which route wins lives in match.ts.
 */
import { RoutingError } from './errors';

export type Segment =
  | { kind: 'static'; text: string }
  | { kind: 'dynamic'; name: string }
  | { kind: 'catchAll'; name: string }
  | { kind: 'optionalCatchAll'; name: string };

export interface ParsedPattern {
  source: string;
  segments: readonly Segment[];
}

export type ParamValue = string | number | ReadonlyArray<string | number> | undefined;
export type RouteParams = Record<string, ParamValue>;
export type MatchedParams = Record<string, string | string[]>;

const NAME = '[A-Za-z_][A-Za-z0-9_]*';
const DYNAMIC = new RegExp(`^\\[(${NAME})\\]$`);
const CATCH_ALL = new RegExp(`^\\[\\.\\.\\.(${NAME})\\]$`);
const OPTIONAL_CATCH_ALL = new RegExp(`^\\[\\[\\.\\.\\.(${NAME})\\]\\]$`);
// Static words must survive a round trip through a URL untouched, so no encoding games later.
const STATIC = /^[A-Za-z0-9._~-]+$/;

const cache = new Map<string, ParsedPattern>();

/** Throws UNKNOWN_VALIDATION_ERROR: a malformed pattern can only come from the route table. */
export function parsePattern(source: string): ParsedPattern {
  const cached = cache.get(source);
  if (cached) return cached;
  if (!source.startsWith('/') || (source.length > 1 && source.endsWith('/'))) {
    throw RoutingError.validation(`pattern "${source}" must start with "/" and not end with one`);
  }
  const raw = source === '/' ? [] : source.slice(1).split('/');
  const segments = raw.map((part, index): Segment => {
    const isLast = index === raw.length - 1;
    let m: RegExpMatchArray | null;
    if ((m = part.match(OPTIONAL_CATCH_ALL)) || (m = part.match(CATCH_ALL))) {
      if (!isLast) throw RoutingError.validation(`catch-all "${part}" must be the last segment of "${source}"`);
      return { kind: part.startsWith('[[') ? 'optionalCatchAll' : 'catchAll', name: m[1] };
    }
    if ((m = part.match(DYNAMIC))) return { kind: 'dynamic', name: m[1] };
    if (STATIC.test(part)) return { kind: 'static', text: part };
    throw RoutingError.validation(`bad segment "${part}" in "${source}"`);
  });
  const names = segments.flatMap((s) => (s.kind === 'static' ? [] : [s.name]));
  if (new Set(names).size !== names.length) throw RoutingError.validation(`repeated param name in "${source}"`);
  const parsed = { source, segments };
  cache.set(source, parsed);
  return parsed;
}

/** Param names with their kind, e.g. "id:dynamic,filters:optionalCatchAll" — equal signatures mean interchangeable paths. */
export function paramSignature(source: string): string {
  return parsePattern(source)
    .segments.flatMap((s) => (s.kind === 'static' ? [] : [`${s.name}:${s.kind}`]))
    .sort()
    .join(',');
}

/** Same shape = the two patterns match exactly the same concrete paths (param names ignored). */
export function patternShape(source: string): string {
  const kinds = { static: '', dynamic: '[]', catchAll: '[...]', optionalCatchAll: '[[...]]' } as const;
  const segs = parsePattern(source).segments;
  return '/' + segs.map((s) => (s.kind === 'static' ? s.text : kinds[s.kind])).join('/');
}

function isBlank(value: string | number): boolean {
  return String(value) === '';
}

/**
 * Builds a concrete path. Each value is URL-encoded on its own, so a catch-all takes raw
 * (unencoded) segments as an array; a scalar given to a catch-all is one segment.
 * `fail(reason, param)` lets the caller attach its route key to the error.
 */
export function fillPattern(
  source: string,
  params: RouteParams = {},
  fail: (reason: string, param: string) => Error = (reason, param) => RoutingError.requiresParams(source, reason, param),
): string {
  const parts: string[] = [];
  for (const seg of parsePattern(source).segments) {
    if (seg.kind === 'static') {
      parts.push(seg.text);
      continue;
    }
    const value = params[seg.name];
    if (seg.kind === 'dynamic') {
      if (value === undefined || Array.isArray(value) || isBlank(value as string | number)) {
        throw fail(`"${seg.name}" must be a single non-empty value`, seg.name);
      }
      parts.push(encodeURIComponent(String(value)));
      continue;
    }
    const list: ReadonlyArray<string | number> = value === undefined ? [] : Array.isArray(value) ? value : [value as string | number];
    if (list.some(isBlank)) throw fail(`"${seg.name}" must not contain empty segments`, seg.name);
    if (seg.kind === 'catchAll' && list.length === 0) throw fail(`"${seg.name}" needs at least one segment`, seg.name);
    parts.push(...list.map((v) => encodeURIComponent(String(v))));
  }
  return '/' + parts.join('/');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is kept as typed rather than failing the whole request
  }
}

/** Splits an (encoded) pathname into decoded segments; a single trailing slash is ignored. */
export function splitPathname(pathname: string): string[] | null {
  const clean = pathname.split(/[?#]/, 1)[0];
  if (!clean.startsWith('/')) return null;
  const trimmed = clean.length > 1 && clean.endsWith('/') ? clean.slice(0, -1) : clean;
  if (trimmed === '/') return [];
  const parts = trimmed.slice(1).split('/');
  return parts.some((p) => p === '') ? null : parts.map(safeDecode);
}

export function matchSegments(source: string, path: readonly string[]): MatchedParams | null {
  const params: MatchedParams = {};
  const segs = parsePattern(source).segments;
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i];
    if (seg.kind === 'catchAll' || seg.kind === 'optionalCatchAll') {
      const rest = path.slice(i);
      if (seg.kind === 'catchAll' && rest.length === 0) return null;
      params[seg.name] = rest;
      return params;
    }
    if (i >= path.length) return null;
    if (seg.kind === 'static') {
      if (seg.text !== path[i]) return null;
    } else {
      params[seg.name] = path[i];
    }
  }
  return path.length === segs.length ? params : null;
}

const RANK = { static: 0, dynamic: 1, catchAll: 2, optionalCatchAll: 3 } as const;

/**
 * Next's precedence for pages (static before [param] before [...all] before [[...all]],
 * compared segment by segment), so our matcher picks the same route Next would render.
 * Negative means `a` wins.
 */
export function comparePrecedence(a: string, b: string): number {
  const sa = parsePattern(a).segments;
  const sb = parsePattern(b).segments;
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const x = sa[i];
    const y = sb[i];
    if (RANK[x.kind] !== RANK[y.kind]) return RANK[x.kind] - RANK[y.kind];
    if (x.kind === 'static' && y.kind === 'static' && x.text !== y.text) return x.text < y.text ? -1 : 1;
  }
  return sa.length - sb.length;
}

export function hasParams(source: string): boolean {
  return parsePattern(source).segments.some((s) => s.kind !== 'static');
}
