import { getSortedRoutes } from 'next/dist/shared/lib/router/utils/sorted-routes';
import { LOCALE_LABELS, type Locale } from '@/i18n/locales';
import { ROUTE_TABLE } from './compiledRoutes';
import { matchPath } from './match';
import { fillPattern as fill } from './pattern';
import { isRouteEnabled, resolvePath } from './resolve';
import { ROUTE_KEYS, ROUTES, type RouteKey } from './routes';
import { canonicalPattern } from './table';
import { sampleParams } from './testing/sampleParams';

const OTHER_LOCALES = LOCALE_LABELS.filter((l) => l !== 'en');

// The keys other engineers link with: renaming one is a breaking change.
const EXPECTED_KEYS = `home account accountBillingHistory accountBooks accountOrders accountReviews accountWatchdog
  accountWishlist accountDetails myWishlist author authorLegacy authorBiography authorBooks authorTimeline blog blogArticle
  cmsPage cmsPageShort manny info listing login loginCode shipping rebranding robots sitemap sitemapFile webManifest kategorie notFound admin adminSuppliers
  adminOrderVerification adminInProgress adminLogout adminLogin adminOrders adminOrder adminPayments adminPacking adminEmployees adminEmployee adminAccount adminIntake adminIntakeBatch adminCustomers adminCustomer adminModeration adminInbox adminWarehouse adminQueues adminCatalogue adminTransfers adminAudits adminDiscards adminCommissionPayouts copy copyRedirect copyLegacy edition editionRedirect editionLegacy
  work workRedirect workLegacy watchdog watchdogLegacy addedToday allCategories booksCondition career
  category contact directDelivery discountedToday howToSellBooks jobVacancies cart search series confirmOrder thankYou personalPickup pay
  paymentFailed paymentComgate paymentAdyen checkoutAdyen removeWatchdog removeWatchdogResult sellBooks sellBooksSent
  bookScanner bookScannerSellBooks commission commissionBilling commissionBooks commissionDiscardedBooks commissionShare
  userProfile userReviews userWishlist userBooksForSale orderDhl orderDhlData orderDhlSent orderAustrianPost
  orderAustrianPostData orderAustrianPostSent orderPacketa orderPacketaData orderPacketaSent orderGls orderGlsData
  orderGlsSent orderGlsAddress orderGlsDate orderDpdCourier orderDpdCourierData orderDpdCourierSent orderDpdCourierAddress
  orderDpdCourierDate orderDpd orderDpdData orderDpdSent transportSelection transportSelectionConfirmation
  transportSelectionData`.split(/\s+/);

const SELLING_BY_POST = ROUTE_KEYS.filter((k) => k.startsWith('order') || k.startsWith('transportSelection'));

// docs/product.md#routes, written out rather than derived so the test cannot agree with a wrong table.
const EXPECTED_DISABLED: Partial<Record<RouteKey, Locale[]>> = {
  career: ['sk', 'de-AT'],
  howToSellBooks: ['en'],
  sellBooksSent: ['en'],
  checkoutAdyen: ['cs', 'sk', 'es-ES', 'it-IT', 'nl-NL', 'fr-FR', 'fr-BE'],
  ...Object.fromEntries(SELLING_BY_POST.map((k) => [k, ['en']])),
};

const FIXED_PATHS: Partial<Record<RouteKey, string>> = {
  home: '/', account: '/account', accountBillingHistory: '/account/billing-history', accountBooks: '/account/books',
  accountOrders: '/account/orders', accountReviews: '/account/reviews', accountWatchdog: '/account/watchdog/[[...filters]]',
  accountWishlist: '/account/wishlist/[[...filters]]', accountDetails: '/account/details/[[...params]]',
  myWishlist: '/my-wishlist/[wishListLinkId]', author: '/a/[authorId]', authorLegacy: '/a/[...params]', blog: '/blog',
  blogArticle: '/blog/[article]', cmsPage: '/c/[slug]', cmsPageShort: '/-/[slug]', manny: '/manny', info: '/info',
  listing: '/p/[[...filters]]', login: '/login', shipping: '/shipping', rebranding: '/rebranding', robots: '/robots.txt', sitemap: '/sitemap.xml', sitemapFile: '/sitemaps/[file]', webManifest: '/manifest.webmanifest',
  kategorie: '/kategorie', notFound: '/not-found', admin: '/admin', adminSuppliers: '/admin/supply/dodavatele_list',
  adminOrderVerification: '/admin/objednavky/overeni', adminInProgress: '/admin/rozpracovane', adminLogout: '/admin/logout',
  adminLogin: '/admin/login', adminOrders: '/admin/objednavky', adminOrder: '/admin/objednavky/[id]', adminPayments: '/admin/platby', adminPacking: '/admin/baleni/[id]', adminEmployees: '/admin/zamestnanci', adminEmployee: '/admin/zamestnanci/[id]', adminAccount: '/admin/ucet', adminIntake: '/admin/prijem', adminIntakeBatch: '/admin/prijem/[code]',
  adminCustomers: '/admin/zakaznici', adminCustomer: '/admin/zakaznici/[id]', adminModeration: '/admin/moderace', adminInbox: '/admin/zpravy',
  adminWarehouse: '/admin/sklad', adminQueues: '/admin/fronty', adminCatalogue: '/admin/katalog', adminTransfers: '/admin/sklad/presuny', adminAudits: '/admin/sklad/inventury', adminDiscards: '/admin/sklad/vyrazeni', adminCommissionPayouts: '/admin/provize-vyplaty',
  copy: '/g/[id]/b/[copyId]', copyRedirect: '/b/[id]', copyLegacy: '/old_b/[...id]', edition: '/g/[id]/m/[editionId]',
  editionRedirect: '/m/[id]', editionLegacy: '/old_m/[...id]', work: '/g/[id]', workRedirect: '/g/[id]/[...params]',
  workLegacy: '/old_g/[[...params]]', watchdog: '/watchdog', watchdogLegacy: '/old_watchdog',
};

// "Localized routes (path differs per locale)" of docs/product.md#routes, plus the localized-prefix families.
const TRANSLATED: RouteKey[] = [
  'addedToday', 'allCategories', 'booksCondition', 'career', 'category', 'contact', 'directDelivery', 'discountedToday',
  'howToSellBooks', 'jobVacancies', 'cart', 'search', 'series', 'confirmOrder', 'thankYou', 'personalPickup', 'pay', 'paymentFailed',
  'paymentComgate', 'paymentAdyen', 'checkoutAdyen', 'removeWatchdog', 'removeWatchdogResult', 'sellBooks', 'sellBooksSent',
  'authorBiography', 'authorBooks', 'authorTimeline', 'userProfile', 'userReviews', 'userWishlist', 'userBooksForSale',
  'commissionBilling', 'commissionBooks', 'commissionDiscardedBooks', 'commissionShare', ...SELLING_BY_POST,
];

describe('route table', () => {
  it('has exactly the agreed route keys', () => {
    expect([...ROUTE_KEYS].sort()).toEqual([...EXPECTED_KEYS].sort());
  });

  it('disables routes exactly as the spec states', () => {
    for (const key of ROUTE_KEYS) {
      expect([key, [...ROUTES[key].disabled].sort()]).toEqual([key, [...(EXPECTED_DISABLED[key] ?? [])].sort()]);
    }
  });

  it.each(LOCALE_LABELS)('every route resolves in %s where enabled, and only there', (locale) => {
    for (const key of ROUTE_KEYS) {
      const route = ROUTES[key];
      const params = sampleParams(route.fallback);
      if (isRouteEnabled(key, locale)) {
        const path = resolvePath(key, locale, params);
        expect(path).toMatch(/^\//);
        expect(matchPath(locale, path)).toMatchObject({ key, kind: 'localized', disabled: false });
      } else {
        expect(() => resolvePath(key, locale, params)).toThrow(expect.objectContaining({ code: 'UNKNOWN_ROUTE_KEY' }));
      }
    }
  });

  it.each(LOCALE_LABELS)('no two routes of %s answer the same concrete path', (locale) => {
    // Overlaps the spec itself defines (/a/[authorId] vs /a/[...params]) are settled by Next's
    // precedence; what must hold is that every route's own paths come back to that route.
    for (const route of ROUTE_TABLE.list) {
      const own = canonicalPattern(route, locale);
      for (const pattern of [own, route.fallback]) {
        for (const params of [sampleParams(pattern), {}]) {
          let path: string;
          try {
            path = fill(pattern, params);
          } catch {
            continue; // the pattern needs params: covered by the sample set
          }
          const match = matchPath(locale, path);
          expect([route.key, path, match?.key]).toEqual([route.key, path, route.key]);
          expect(match?.kind).toBe(pattern === own ? 'localized' : 'fallback');
        }
      }
    }
  });

  it("forms a page set Next accepts (no conflicting slugs, catch-alls last)", () => {
    expect(() => getSortedRoutes(ROUTE_TABLE.list.map((r) => r.page))).not.toThrow();
  });

  it('keeps account, book-page and single-path routes identical everywhere', () => {
    for (const [key, path] of Object.entries(FIXED_PATHS) as [RouteKey, string][]) {
      expect([key, ROUTES[key].fallback, ROUTES[key].page, ROUTES[key].paths]).toEqual([key, path, path, {}]);
    }
  });

  it('translates the localized routes into every other language', () => {
    for (const key of TRANSLATED) {
      for (const locale of OTHER_LOCALES) {
        if (!isRouteEnabled(key, locale)) continue;
        expect([key, locale, ROUTES[key].paths[locale] !== ROUTES[key].fallback]).toEqual([key, locale, true]);
      }
      if (isRouteEnabled(key, 'en')) expect(ROUTES[key].paths.en).toBe(ROUTES[key].fallback);
    }
  });

  it('keeps the copy scanner identical in all locales', () => {
    for (const locale of LOCALE_LABELS) {
      expect(resolvePath('bookScanner', locale)).toBe('/book-scanner');
      expect(resolvePath('bookScannerSellBooks', locale)).toBe('/book-scanner/sell-books');
    }
  });

  it('translates /login/code only for Czech and Slovak', () => {
    const paths = Object.fromEntries(LOCALE_LABELS.map((l) => [l, resolvePath('loginCode', l)]));
    expect(paths).toEqual({
      cs: '/login/kod', sk: '/login/kod', en: '/login/code', 'de-AT': '/login/code', 'de-DE': '/login/code',
      'es-ES': '/login/code', 'it-IT': '/login/code', 'nl-NL': '/login/code', 'fr-FR': '/login/code', 'fr-BE': '/login/code',
    });
  });

  it('translates only the last segment of author sub-pages', () => {
    for (const key of ['authorBiography', 'authorBooks', 'authorTimeline'] as const) {
      for (const locale of LOCALE_LABELS) {
        expect(resolvePath(key, locale, { authorId: 42 })).toMatch(/^\/a\/42\/[a-z-]+$/);
      }
    }
  });

  it('uses the same words for storefronts sharing a language', () => {
    for (const key of ROUTE_KEYS) {
      const { paths } = ROUTES[key];
      if (paths['de-AT'] && paths['de-DE']) expect([key, paths['de-AT']]).toEqual([key, paths['de-DE']]);
      expect([key, paths['fr-BE']]).toEqual([key, paths['fr-FR']]);
    }
  });

  it('uses plain lowercase ASCII words in localized paths', () => {
    for (const key of TRANSLATED) {
      for (const path of Object.values(ROUTES[key].paths)) {
        const words = path!.split('/').filter((s) => s && !s.startsWith('['));
        for (const word of words) expect([key, word]).toEqual([key, expect.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)]);
      }
    }
  });

  it('gives every route its own page file, equal to the English fallback', () => {
    const pages = ROUTE_TABLE.list.map((r) => r.page);
    expect(new Set(pages).size).toBe(pages.length);
    for (const route of ROUTE_TABLE.list) expect([route.key, route.page]).toEqual([route.key, route.fallback]);
  });
});

