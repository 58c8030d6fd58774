/**
 * Compiles route specs into lookup structures and validates them once at module load, so a bad
 * table fails the build/start instead of producing a broken link at runtime.
 */
import { isLocale, LOCALE_LABELS, type Locale } from '@/i18n/locales';
import type { RouteSpec } from './define';
import { RoutingError } from './errors';
import { comparePrecedence, paramSignature, parsePattern, patternShape } from './pattern';

export interface RouteDefinition<K extends string = string> extends RouteSpec {
  readonly key: K;
}

/** One pattern a locale answers to: its own path ('localized') or the English form to redirect ('fallback'). */
export interface Candidate<K extends string = string> {
  readonly route: RouteDefinition<K>;
  readonly pattern: string;
  readonly kind: 'localized' | 'fallback';
}

export interface RouteTable<K extends string = string> {
  readonly list: readonly RouteDefinition<K>[];
  readonly byKey: ReadonlyMap<string, RouteDefinition<K>>;
  readonly byPage: ReadonlyMap<string, RouteDefinition<K>>;
  /** Per locale, in Next's precedence order (most specific first). */
  readonly candidates: Readonly<Record<Locale, readonly Candidate<K>[]>>;
}

/** The path a locale serves for a route: its own translation, else the fallback. */
export function canonicalPattern(route: RouteSpec, locale: Locale): string {
  return route.paths[locale] ?? route.fallback;
}

/**
 * The patterns a locale answers to for a route: its own path, then the English fallback when that
 * differs (a link in the English form redirects). The match tables are built from these; code that
 * asks about a few routes only (analytics, redaction) reads them without building a whole table.
 */
export function localePatterns(route: RouteSpec, locale: Locale): string[] {
  const own = canonicalPattern(route, locale);
  return own === route.fallback ? [own] : [own, route.fallback];
}

function validateRoute(key: string, spec: RouteSpec): void {
  if (!/^[a-z][A-Za-z0-9]*$/.test(key)) throw RoutingError.validation(`route key "${key}" must be camelCase`, { routeKey: key });
  if (typeof spec.fallback !== 'string' || spec.fallback === '') throw RoutingError.requiresFallback(key);
  const expected = paramSignature(spec.fallback);
  const check = (pattern: string, what: string) => {
    if (paramSignature(pattern) !== expected) {
      throw RoutingError.requiresParams(key, `${what} "${pattern}" must have the same params as fallback "${spec.fallback}"`);
    }
  };
  check(spec.page, 'page');
  for (const [locale, path] of Object.entries(spec.paths)) {
    if (!isLocale(locale)) throw RoutingError.validation(`route "${key}" has a path for unknown locale "${locale}"`, { routeKey: key, locale });
    if (path === undefined || path === '') throw RoutingError.requiresFallback(key);
    check(path, `localized path (${locale})`);
  }
  const params = expected.split(',').map((p) => p.split(':')[0]);
  for (const name of spec.secret?.params ?? []) {
    if (!params.includes(name)) throw RoutingError.requiresParams(key, `secret param "${name}" is not a param of "${spec.fallback}"`);
  }
  for (const locale of spec.disabled) {
    if (!isLocale(locale)) throw RoutingError.validation(`route "${key}" is disabled for unknown locale "${locale}"`, { routeKey: key, locale });
  }
}

function localeCandidates<K extends string>(list: readonly RouteDefinition<K>[], locale: Locale): Candidate<K>[] {
  const out: Candidate<K>[] = [];
  for (const route of list) {
    localePatterns(route, locale).forEach((pattern, i) => out.push({ route, pattern, kind: i === 0 ? 'localized' : 'fallback' }));
  }
  // Two patterns of one shape would make the winner depend on table order: refuse them.
  const seen = new Map<string, Candidate<K>>();
  for (const c of out) {
    const shape = patternShape(c.pattern);
    const other = seen.get(shape);
    if (other) {
      throw RoutingError.validation(
        `"${c.pattern}" (${c.route.key}) and "${other.pattern}" (${other.route.key}) match the same paths in locale "${locale}"`,
        { routeKey: c.route.key, locale },
      );
    }
    seen.set(shape, c);
  }
  return out.sort((a, b) => comparePrecedence(a.pattern, b.pattern) || (a.kind === b.kind ? 0 : a.kind === 'localized' ? -1 : 1));
}

export interface CompileOptions {
  /**
   * true (default): validate every route and build every locale's candidates now, so a bad table
   * fails the build or the server's start. false: skip the validation (the server and the tests
   * did it with the same table) and build a locale's candidates on first use; the browser's way,
   * where compiling ten locales' tables at load cost a phone's main thread (issue 17 item 8).
   */
  eager?: boolean;
}

export function compileRouteTable<K extends string>(specs: Readonly<Record<K, RouteSpec>>, { eager = true }: CompileOptions = {}): RouteTable<K> {
  try {
    const list: RouteDefinition<K>[] = [];
    const byKey = new Map<string, RouteDefinition<K>>();
    const byPage = new Map<string, RouteDefinition<K>>();
    for (const key of Object.keys(specs) as K[]) {
      const spec = specs[key];
      if (eager) validateRoute(key, spec);
      const route: RouteDefinition<K> = Object.freeze({ ...spec, key });
      const samePage = byPage.get(spec.page);
      if (samePage) throw RoutingError.validation(`routes "${samePage.key}" and "${key}" share page "${spec.page}"`, { routeKey: key });
      if (eager) parsePattern(spec.page);
      list.push(route);
      byKey.set(key, route);
      byPage.set(spec.page, route);
    }
    const built = new Map<Locale, Candidate<K>[]>();
    const candidates = {} as Record<Locale, Candidate<K>[]>;
    for (const locale of LOCALE_LABELS) {
      Object.defineProperty(candidates, locale, {
        enumerable: true,
        get: () => {
          let own = built.get(locale);
          if (!own) built.set(locale, (own = localeCandidates(list, locale)));
          return own;
        },
      });
    }
    if (eager) for (const locale of LOCALE_LABELS) void candidates[locale];
    return { list, byKey, byPage, candidates };
  } catch (error) {
    if (error instanceof RoutingError) throw error;
    throw RoutingError.validation(error instanceof Error ? error.message : String(error));
  }
}
