import { DEFAULT_LOCALE, resolveLocale } from '@/i18n/locales';
import { fixed, localized, type RouteSpec } from './define';
import { RoutingError, type RoutingErrorCode } from './errors';
import { absoluteUrl, currentDomain, isRouteEnabled, resolvePath, resolvePathIn, routeForPage } from './resolve';
import { compileRouteTable } from './table';
import type { RouteKey } from './routes';

/** A key the table lacks: callers typed against the table cannot write one, data can. */
const NOPE = 'nope' as RouteKey;

function codeOf(run: () => unknown): RoutingErrorCode | 'no error' {
  try {
    run();
    return 'no error';
  } catch (error) {
    expect(error).toBeInstanceOf(RoutingError);
    return (error as RoutingError).code;
  }
}

const spec = (over: Partial<RouteSpec>): RouteSpec => ({ page: '/x', fallback: '/x', paths: {}, disabled: [], ...over });

describe('resolvePath', () => {
  it.each([
    ['cart', 'cs', undefined, undefined, '/kosik'],
    ['cart', 'en', undefined, undefined, '/cart'],
    ['cart', 'de-AT', undefined, undefined, '/warenkorb'],
    ['category', 'cs', { slug: 'sci-fi' }, undefined, '/kategorie/sci-fi'],
    ['category', 'fr-BE', { slug: 'bandes dessinées' }, undefined, '/categorie/bandes%20dessin%C3%A9es'],
    ['copy', 'sk', { id: 12, copyId: 345 }, undefined, '/g/12/b/345'],
    ['search', 'it-IT', undefined, { q: 'Eco & co', page: 2, empty: undefined }, '/cerca?q=Eco+%26+co&page=2'],
    ['listing', 'cs', { filters: ['q', 'harry/potter', 'page', 2] }, undefined, '/p/q/harry%2Fpotter/page/2'],
    ['listing', 'cs', {}, undefined, '/p'],
    ['listing', 'en', { filters: [] }, undefined, '/p'],
    ['workLegacy', 'en', undefined, undefined, '/old_g'],
    ['copyLegacy', 'en', { id: ['a', 'b'] }, undefined, '/old_b/a/b'],
    ['copyLegacy', 'en', { id: 'single' }, undefined, '/old_b/single'],
    ['accountWatchdog', 'de-DE', { filters: ['author', '7'] }, undefined, '/account/watchdog/author/7'],
    ['home', 'nl-NL', undefined, { ref: 'mail' }, '/?ref=mail'],
    ['userReviews', 'cs', { userHash: 'ab12cd34' }, undefined, '/uzivatel/ab12cd34/hodnoceni'],
    ['commissionShare', 'de-DE', { publicAccessToken: 'pub' }, undefined, '/kommission/teilen/pub'],
    ['orderGlsDate', 'es-ES', undefined, undefined, '/solicitar-gls/fecha'],
    ['checkoutAdyen', 'de-AT', undefined, undefined, '/kasse/adyen'],
  ] as const)('%s in %s', (key, locale, params, query, expected) => {
    expect(resolvePath(key, locale, params, query)).toBe(expected);
  });

  it('treats an unknown key as an error, naming the locale when the route is only disabled there', () => {
    expect(codeOf(() => resolvePath(NOPE, 'cs'))).toBe('UNKNOWN_ROUTE_KEY');
    expect(() => resolvePath(NOPE, 'cs')).toThrow('Unknown route key "nope"');
    expect(() => resolvePath('career', 'sk')).toThrow('Unknown route key "career" for locale "sk"');
    expect(() => resolvePath('checkoutAdyen', 'cs')).toThrow(/for locale "cs"/);
    expect(isRouteEnabled('career', 'sk')).toBe(false);
    expect(isRouteEnabled('career', 'cs')).toBe(true);
    expect(isRouteEnabled(NOPE, 'cs')).toBe(false);
  });

  it.each([
    ['category', {}],
    ['category', { slug: '' }],
    ['category', { slug: ['a', 'b'] }],
    ['copy', { id: 1 }],
    ['copyLegacy', { id: [] }],
    ['listing', { filters: ['q', ''] }],
  ] as const)('%s with %j requires params', (key, params) => {
    expect(codeOf(() => resolvePath(key, 'cs', params))).toBe('ROUTE_REQUIRES_PARAMS');
  });
});

describe('absoluteUrl and domains', () => {
  it('builds the URL on the locale domain, keeping a dev port only for local domains', () => {
    expect(absoluteUrl('cart', 'de-DE')).toBe('http://de.localhost/warenkorb');
    expect(absoluteUrl('cart', 'de-DE', undefined, { port: 3000, query: { a: 1 } })).toBe('http://de.localhost:3000/warenkorb?a=1');
    expect(absoluteUrl('category', 'fr-BE', { slug: 'bd' }, { port: '3000' })).toBe('http://be.localhost:3000/categorie/bd');
  });

  it('names the current domain after the current locale', () => {
    expect(currentDomain('cs')).toBe('cs.localhost');
    expect(currentDomain('de-AT')).toBe('at.localhost');
  });

  it('finds a route by its page file, else NO_ROUTE_WITH_PATHNAME', () => {
    expect(routeForPage('/category/[slug]').key).toBe('category');
    expect(routeForPage('/').key).toBe('home');
    expect(codeOf(() => routeForPage('/kosik'))).toBe('NO_ROUTE_WITH_PATHNAME');
  });
});

describe('locale validation', () => {
  it.each([undefined, null, '', 'de', 'CS', 'en-US', 'default', 42])('%p falls back to cs', (value) => {
    expect(resolveLocale(value)).toBe('cs');
    expect(DEFAULT_LOCALE).toBe('cs');
  });
});

describe('route table validation', () => {
  it('requires a fallback', () => {
    expect(codeOf(() => compileRouteTable({ x: spec({ fallback: '' }) }))).toBe('ROUTE_REQUIRES_FALLBACK');
    expect(codeOf(() => compileRouteTable({ x: spec({ paths: { cs: '' } }) }))).toBe('ROUTE_REQUIRES_FALLBACK');
  });

  it('requires localized paths and the page to carry the fallback params', () => {
    const wrongParam = spec({ page: '/x/[id]', fallback: '/x/[id]', paths: { cs: '/y/[slug]' } });
    const missingParam = spec({ page: '/x/[id]', fallback: '/x/[id]', paths: { cs: '/y' } });
    const catchAllVsSingle = spec({ page: '/x/[...id]', fallback: '/x/[...id]', paths: { cs: '/y/[id]' } });
    const page = spec({ page: '/x', fallback: '/x/[id]' });
    for (const route of [wrongParam, missingParam, catchAllVsSingle, page]) {
      expect(codeOf(() => compileRouteTable({ x: route }))).toBe('ROUTE_REQUIRES_PARAMS');
    }
  });

  it('refuses two routes answering the same paths in one locale', () => {
    // The trap the real table avoids: Czech "all categories" as /kategorie, a single-path route.
    const table = { kategorie: fixed('/kategorie'), allCategories: localized('/all-categories', { cs: '/kategorie', sk: '/a', de: '/b', es: '/c', it: '/d', nl: '/e', fr: '/f' }) };
    expect(codeOf(() => compileRouteTable(table))).toBe('UNKNOWN_VALIDATION_ERROR');
    expect(codeOf(() => compileRouteTable({ a: fixed('/x/[a]'), b: fixed('/x/[b]') }))).toBe('UNKNOWN_VALIDATION_ERROR');
  });

  it.each<[string, Record<string, RouteSpec>]>([
    ['malformed pattern', { x: spec({ page: 'x', fallback: 'x' }) }],
    ['catch-all not last', { x: spec({ page: '/[...a]/b', fallback: '/[...a]/b' }) }],
    ['unknown locale', { x: spec({ paths: { 'en-US': '/y' } as RouteSpec['paths'] }) }],
    ['unknown disabled locale', { x: spec({ disabled: ['xx' as 'cs'] }) }],
    ['shared page file', { x: spec({}), y: spec({ fallback: '/y' }) }],
    ['bad key', { 'Bad-Key': spec({}) }],
  ])('reports %s as UNKNOWN_VALIDATION_ERROR', (_name, table) => {
    expect(codeOf(() => compileRouteTable(table))).toBe('UNKNOWN_VALIDATION_ERROR');
  });

  it('resolves from any compiled table, and still refuses unknown keys there', () => {
    const table = compileRouteTable({ x: spec({}) });
    expect(resolvePathIn(table, 'x', 'cs')).toBe('/x');
    expect(codeOf(() => resolvePathIn(table, 'cart', 'cs'))).toBe('UNKNOWN_ROUTE_KEY');
  });
});
