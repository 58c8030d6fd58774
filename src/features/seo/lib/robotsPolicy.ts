/**
 * The robots options of SPEC §8 (omit, index/follow, noindex/follow, index/nofollow,
 * noindex/nofollow) and which routes use which, decided once for the whole shop. The request hook
 * sends the choice as an X-Robots-Tag header, so every page of a route gets it whether or not its
 * view renders a robots meta tag; views that decide per URL (listings) add their own meta tag.
 */
import type { Locale } from '@/i18n/locales';
// Not '@/routing': the request hook imports this and must stay free of React.
import { matchPath } from '@/routing/match';
import type { RouteKey } from '@/routing/routes';

export type RobotsOption = 'omit' | 'index, follow' | 'noindex, follow' | 'index, nofollow' | 'noindex, nofollow';

/**
 * Pages reached with a private token or about one person: never indexed, and their links lead
 * nowhere a crawler should follow from here.
 */
const PRIVATE: readonly RouteKey[] = [
  'account', 'accountBillingHistory', 'accountBooks', 'accountOrders', 'accountReviews', 'accountWatchdog',
  'accountWishlist', 'accountDetails', 'myWishlist', 'pay', 'commission', 'commissionBilling', 'commissionBooks',
  'commissionDiscardedBooks', 'commissionShare', 'removeWatchdog', 'removeWatchdogResult',
  'admin', 'adminSuppliers', 'adminOrderVerification', 'adminInProgress', 'adminLogout',
];

/**
 * Steps of a purchase, a login or a form, and search results: worthless in an index, but their
 * header and footer links are ordinary shop pages.
 */
const TRANSACTIONAL: readonly RouteKey[] = [
  'cart', 'checkoutAdyen', 'thankYou', 'paymentFailed', 'paymentComgate', 'paymentAdyen', 'login', 'loginCode',
  'search', 'watchdog', 'watchdogLegacy', 'bookScanner', 'bookScannerSellBooks', 'sellBooksSent',
  'orderDhlData', 'orderDhlSent', 'orderAustrianPostData', 'orderAustrianPostSent', 'orderPacketaData', 'orderPacketaSent',
  'orderGlsData', 'orderGlsSent', 'orderGlsAddress', 'orderGlsDate', 'orderDpdCourierData', 'orderDpdCourierSent',
  'orderDpdCourierAddress', 'orderDpdCourierDate', 'orderDpdData', 'orderDpdSent',
  'transportSelection', 'transportSelectionConfirmation', 'transportSelectionData', 'notFound',
];

export function robotsForRoute(key: RouteKey): RobotsOption {
  if (PRIVATE.includes(key)) return 'noindex, nofollow';
  if (TRANSACTIONAL.includes(key)) return 'noindex, follow';
  // Everything else is indexable by default; views may still narrow it per URL.
  return 'omit';
}

/** Routes a sitemap must never list and robots.txt keeps crawlers away from. */
export function isNoindexRoute(key: RouteKey): boolean {
  return robotsForRoute(key).startsWith('noindex');
}

/** The X-Robots-Tag value for a request path on a storefront, or null to send none. */
export function robotsHeaderFor(locale: Locale, pathname: string): string | null {
  const match = matchPath(locale, pathname);
  if (!match) return null;
  const option = robotsForRoute(match.key);
  return option === 'omit' ? null : option;
}
