import { domainFor, LOCALE_LABELS, originFor, type Locale } from '@/i18n/locales';
import { decideProxy, routeProxy, type ProxyDecision } from './proxyDecision';
import { ROUTE_TABLE } from './compiledRoutes';

// Written out independently of the route table, so a wrong table fails here.
const CART: Record<Locale, string> = {
  cs: '/kosik', sk: '/kosik', en: '/cart', 'de-AT': '/warenkorb', 'de-DE': '/warenkorb', 'es-ES': '/cesta',
  'it-IT': '/carrello', 'nl-NL': '/winkelwagen', 'fr-FR': '/panier', 'fr-BE': '/panier',
};
const CATEGORY: Record<Locale, string> = {
  cs: '/kategorie', sk: '/kategoria', en: '/category', 'de-AT': '/kategorie', 'de-DE': '/kategorie', 'es-ES': '/categoria',
  'it-IT': '/categoria', 'nl-NL': '/categorie', 'fr-FR': '/categorie', 'fr-BE': '/categorie',
};
const CAREER_OFF: Locale[] = ['sk', 'de-AT'];
const ADYEN_ON: Locale[] = ['en', 'de-DE', 'de-AT'];

const PORT = 3000;
const hostOf = (locale: Locale) => `${domainFor(locale)}:${PORT}`;

function decide(locale: Locale, pathname: string, search = '', prefixLocale: string = locale): ProxyDecision {
  return decideProxy({ host: hostOf(locale), pathname, locale: prefixLocale, search });
}

describe.each(LOCALE_LABELS)('proxy decisions on the %s storefront', (locale) => {
  const isEnglish = CART[locale] === '/cart';

  it('leaves the home page, book pages, account and unknown paths to Next', () => {
    for (const path of ['/', '/g/1/b/2', '/b/9', '/account/orders', '/p/q/harry', '/book-scanner', '/robots.txt', '/no-such-page']) {
      expect(decide(locale, path)).toEqual({ type: 'next', locale });
    }
  });

  it('serves its cart path (rewriting to the single page file, query kept)', () => {
    expect(decide(locale, CART[locale], '?voucher=X')).toEqual(
      isEnglish ? { type: 'next', locale } : { type: 'rewrite', locale, pathname: '/cart', search: '?voucher=X' },
    );
  });

  it('redirects the English fallback to its own path (308, query kept)', () => {
    const expected = isEnglish
      ? { type: 'next', locale }
      : { type: 'redirect', locale, status: 308, pathname: `${CATEGORY[locale]}/sci-fi`, search: '?page=2' };
    expect(decide(locale, '/category/sci-fi', '?page=2')).toEqual(expected);
  });

  it('rewrites a localized path with params, re-encoding them', () => {
    const decision = decide(locale, `${CATEGORY[locale]}/sci%20fi`);
    expect(decision).toEqual(isEnglish ? { type: 'next', locale } : { type: 'rewrite', locale, pathname: '/category/sci%20fi', search: '' });
  });

  it('answers 404 for routes disabled here', () => {
    const notFound = { type: 'notFound', locale, pathname: '/not-found', search: '' };
    expect(decide(locale, '/career')).toEqual(CAREER_OFF.includes(locale) ? notFound : expect.objectContaining({ type: isEnglish ? 'next' : 'redirect' }));
    expect(decide(locale, '/checkout/adyen').type).toBe(ADYEN_ON.includes(locale) ? (isEnglish ? 'next' : 'redirect') : 'notFound');
    expect(decide(locale, '/order-dhl/data').type).toBe(isEnglish ? 'notFound' : 'redirect');
    expect(decide(locale, '/how-to-sell-books').type).toBe(isEnglish ? 'notFound' : 'redirect');
  });

  it("sends another country's locale prefix to that country's domain", () => {
    for (const other of LOCALE_LABELS.filter((l) => l !== locale)) {
      expect(decide(locale, CART[other], '?a=1', other)).toEqual({
        type: 'redirect', locale: other, status: 308, origin: originFor(other, PORT), pathname: CART[other], search: '?a=1',
      });
    }
  });
});

describe('proxy decisions, special cases', () => {
  it('treats plain localhost and 127.0.0.1 as the Czech storefront', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'localhost', null]) {
      expect(decideProxy({ host, pathname: '/kosik', locale: 'cs' })).toEqual({ type: 'rewrite', locale: 'cs', pathname: '/cart', search: '' });
    }
  });

  it('keeps the cross-country redirect on the standard port when the request had none', () => {
    expect(decideProxy({ host: 'cs.localhost', pathname: '/warenkorb', locale: 'de-DE' })).toMatchObject({
      type: 'redirect', origin: 'http://de.localhost', pathname: '/warenkorb',
    });
  });

  it('translates login/code only for Czech and Slovak', () => {
    expect(decide('cs', '/login/kod')).toEqual({ type: 'rewrite', locale: 'cs', pathname: '/login/code', search: '' });
    expect(decide('sk', '/login/code')).toMatchObject({ type: 'redirect', pathname: '/login/kod' });
    expect(decide('de-DE', '/login/code')).toEqual({ type: 'next', locale: 'de-DE' });
  });

  it('redirects English author sub-pages to the translated last segment', () => {
    expect(decide('cs', '/a/7/biography')).toMatchObject({ type: 'redirect', pathname: '/a/7/zivotopis' });
    expect(decide('cs', '/a/7/zivotopis')).toEqual({ type: 'rewrite', locale: 'cs', pathname: '/a/7/biography', search: '' });
    expect(decide('cs', '/a/7')).toEqual({ type: 'next', locale: 'cs' });
  });

  it('ignores a missing or bogus nextUrl locale', () => {
    expect(decideProxy({ host: hostOf('de-DE'), pathname: '/warenkorb', locale: '' })).toMatchObject({ type: 'rewrite', pathname: '/cart' });
    expect(decideProxy({ host: hostOf('de-DE'), pathname: '/warenkorb', locale: 'xx' })).toMatchObject({ type: 'rewrite', pathname: '/cart' });
  });
});

describe('routeProxy: one match per request', () => {
  it('hands the matched route, with its metadata, beside the decision', () => {
    const cart = routeProxy({ host: 'de.localhost', pathname: '/warenkorb' });
    expect(cart.decision).toEqual(decideProxy({ host: 'de.localhost', pathname: '/warenkorb' }));
    expect(cart.route).toMatchObject({ key: 'cart', robots: 'noindex, follow' });
    expect(routeProxy({ host: 'de.localhost', pathname: '/kasse/adyen' }).route).toMatchObject({ key: 'checkoutAdyen', paymentProvider: 'adyen' });
    expect(routeProxy({ host: 'cs.localhost', pathname: '/account' }).route?.robots).toBe('noindex, nofollow');
    expect(routeProxy({ host: 'cs.localhost', pathname: '/g/1/b/2' }).route?.robots).toBeUndefined();
    expect(routeProxy({ host: 'cs.localhost', pathname: '/no/such/page/at/all' }).route).toBeNull();
  });

  it('lets only the camera scanner page compile WebAssembly', () => {
    expect(ROUTE_TABLE.list.filter((r) => r.wasm).map((r) => r.key)).toEqual(['bookScannerSellBooks']);
    expect(routeProxy({ host: 'en.localhost', pathname: '/book-scanner/sell-books' }).route).toMatchObject({ wasm: true });
  });

  it('names one payment-provider page only: the card checkout', () => {
    expect(ROUTE_TABLE.list.filter((r) => r.paymentProvider).map((r) => r.key)).toEqual(['checkoutAdyen']);
  });
});
