/**
 * When the browser fetches Sentry (issue 17 item 8): only on a page whose errors it may report.
 * beforeSend keeps nothing but card-checkout events (isPaymentCheckoutUrl: the Adyen drop-in
 * page, in every locale's form), so anywhere else the SDK's ~150 KB would load only to drop
 * everything. The same predicate decides both, so "loaded" and "may report" cannot drift apart.
 * A shopper reaches the drop-in page by a full load or by client-side navigation from the cart;
 * both start the SDK, once.
 */
import { browserSentryOptions, isPaymentCheckoutUrl } from './sentryOptions';

let started: Promise<void> | null = null;

/** Starts Sentry when `url` is a card-checkout page and a DSN is configured; returns whether it did (or had). */
export function startSentryWhereItMayReport(url: string, dsn: string | undefined): boolean {
  if (started) return true;
  if (!dsn || !isPaymentCheckoutUrl(url)) return false;
  started = import('@sentry/nextjs').then((Sentry) => {
    Sentry.init(browserSentryOptions(dsn));
  });
  return true;
}

/** Tests only: forget an earlier start. */
export function resetBrowserSentryForTests(): void {
  started = null;
}
